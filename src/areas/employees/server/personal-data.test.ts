import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness } from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import { createPayload } from './employee-test-helpers.js';

const h = setupHarness();
// The departments and designations the payloads name are the organisation's (issue 40).
beforeAll(() => addTestListValues(h.database.db));
const call = callerOf(h);
const secrets = { ssn: 'SSF-2200009876', bankAccount: '01234567890123', taxId: 'PAN-600001013' };
/** What revealing answers for a person with only `secrets`: Nepal's identity numbers (issue 40) blank. */
const none = { pan: '', ssfNumber: '', citizenshipNumber: '', citizenshipDistrict: '', nin: '' };
const reveal = (headers: Record<string, string>, employee_id?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/employee/revealpersonaldata',
    headers,
    payload: employee_id ? { employee_id } : {},
  });

describe('personal numbers', () => {
  it('are stored encrypted and answered masked by me', async () => {
    const { employee, headers } = await actorOf(h, 'employee', secrets);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, employee.id));
    expect(JSON.stringify(row)).not.toMatch(/2200009876|01234567890123|600001013/);
    const me = await h.app.inject({ method: 'POST', url: '/api/employee/me', headers });
    expect(me.json().user.payrollInfo).toMatchObject({
      ssn: '••••••••••9876',
      bankAccount: '••••••••••0123',
      taxId: '•••••••••1013',
    });
  });

  it('are revealed to the employee themself, with an audit entry', async () => {
    const { employee, headers } = await actorOf(h, 'employee', secrets);
    const res = await reveal(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...none, ...secrets });
    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, employee.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'reveal', entity: 'employee', actorId: employee.id });
    expect(JSON.stringify(entries)).not.toMatch(/2200009876/);
  });

  it('are revealed to hr for anyone, and to nobody else, not even the manager', async () => {
    const manager = await actorOf(h, 'manager');
    const report = await createEmployee(h, { ...secrets, managerId: manager.employee.id });
    const colleague = await actorOf(h, 'employee');
    const hr = await actorOf(h, 'hr');
    expect((await reveal(hr.headers, report.id)).json()).toEqual({ ...none, ...secrets });
    expect((await reveal(manager.headers, report.id)).statusCode).toBe(403);
    expect((await reveal(colleague.headers, report.id)).statusCode).toBe(403);
    expect((await reveal(hr.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reveal(hr.headers, 'not-a-uuid')).json().message).toBe('Employee ID must be a valid id');
  });

  it('are letters and digits only: a formula, a control or bidi character or a stray sign is refused beside the field', async () => {
    const hr = await actorOf(h, 'hr');
    const account = 'Bank account may contain only letters A to Z and digits';
    const grouped = (label: string) =>
      `${label} may contain only letters A to Z and digits, in groups separated by one space, hyphen, slash or dot`;
    const refused: [string, string, string, string][] = [
      ['bankAccount', '=1+1', account, 'id_account_format'],
      ['bankAccount', '@SUM(A1)', account, 'id_account_format'],
      ['bankAccount', '0011\u202e2233', account, 'id_account_format'],
      ['taxId', '+301234567', grouped('Tax ID'), 'id_grouped_format'],
      ['taxId', '-301234567', grouped('Tax ID'), 'id_grouped_format'],
      ['taxId', '30123\t4567', grouped('Tax ID'), 'id_grouped_format'],
      ['ssn', '12--34', grouped('SSN'), 'id_grouped_format'],
      ['ssn', '12-34-', grouped('SSN'), 'id_grouped_format'],
    ];
    const payload = createPayload();
    const user = (await call('createemployee', hr.headers, payload)).json();
    for (const [field, value, message, code] of refused) {
      const body = createPayload();
      const created = await call('createemployee', hr.headers, {
        ...body,
        payrollInfo: { ...body.payrollInfo, [field]: value },
      });
      expect([value, created.statusCode, created.json()]).toMatchObject([
        value,
        400,
        { message, code, field: `payrollInfo.${field}` },
      ]);
      const updated = await call('updateemployee', hr.headers, {
        ...payload,
        employee_id: user._id,
        payrollInfo: { ...payload.payrollInfo, [field]: value },
      });
      expect([value, updated.statusCode, updated.json().code]).toEqual([value, 400, code]);
    }
    expect((await reveal(hr.headers, user._id)).json()).toEqual({
      ...none,
      bankAccount: payload.payrollInfo.bankAccount,
      taxId: payload.payrollInfo.taxId,
      ssn: payload.payrollInfo.ssn,
    });

    // Real numbers as people write them: an account's groups are joined, others keep their separators.
    const body = createPayload();
    const res = await call('createemployee', hr.headers, {
      ...body,
      payrollInfo: {
        ...body.payrollInfo,
        bankAccount: 'NP12 0123-4567 89',
        taxId: '६०००-०१०१३',
        ssn: '27-01-72/12345',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await reveal(hr.headers, res.json()._id)).json()).toEqual({
      ...none,
      bankAccount: 'NP120123456789',
      taxId: '6000-01013',
      ssn: '27-01-72/12345',
    });
  });
});
