import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.js';
import { actorOf, createEmployee, setupHarness } from '../../test/harness.js';

const h = setupHarness();
const secrets = { ssn: 'SSF-2200009876', bankAccount: '01234567890123', taxId: 'PAN-600001013' };
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
    expect(res.json()).toEqual(secrets);
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
    expect((await reveal(hr.headers, report.id)).json()).toEqual(secrets);
    expect((await reveal(manager.headers, report.id)).statusCode).toBe(403);
    expect((await reveal(colleague.headers, report.id)).statusCode).toBe(403);
    expect((await reveal(hr.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reveal(hr.headers, 'not-a-uuid')).json().message).toBe('Employee ID must be a valid id');
  });
});
