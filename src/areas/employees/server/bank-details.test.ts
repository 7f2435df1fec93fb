/**
 * A person's bank and bank branch (issue 41): the bank one of hr's banks, private like the account (hr and the
 * person see them; a manager reading a report's profile does not, nor an approver of the person's profile change).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, signIn, unique } from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import type { Approval } from '../../approvals/contract.js';
import { createPayload } from './employee-test-helpers.js';

const h = setupHarness();
const call = callerOf(h);
beforeAll(() => addTestListValues(h.database.db));

describe("a person's bank and branch", () => {
  it('takes a bank from the list, and shows it and the branch to hr and the person only', async () => {
    const hr = await actorOf(h, 'hr');
    const bank = `Kumari ${unique()}`;
    expect((await call('addorgvalue', hr.headers, { kind: 'bank', name: bank })).statusCode).toBe(200);
    const manager = await actorOf(h, 'manager');
    const base = createPayload({ managerId: manager.employee.id });
    const payrollInfo = {
      ...(base.payrollInfo as object),
      bank: `Nowhere ${unique()}`,
      bankBranch: 'Putalisadak',
    };
    const unknown = await call('createemployee', hr.headers, { ...base, payrollInfo });
    expect([unknown.statusCode, unknown.json().code, unknown.json().field]).toEqual([
      400,
      'org_value_unknown',
      'payrollInfo.bank',
    ]);
    const created = await call('createemployee', hr.headers, {
      ...base,
      payrollInfo: { ...payrollInfo, bank: bank.toLowerCase() },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.email, base.email as string));
    // Written as the list spells it.
    expect([row!.bank, row!.bankBranch]).toEqual([bank, 'Putalisadak']);

    const read = async (headers: Record<string, string>) => {
      const res = await call('getemployee', headers, { employee_id: row!.id });
      return res.statusCode === 200 ? res.json().payrollInfo : res.statusCode;
    };
    const ownHeaders = await signIn(h, base.email as string, base.password as string);
    expect(await read(hr.headers)).toMatchObject({ bank, bankBranch: 'Putalisadak' });
    expect(await read(ownHeaders)).toMatchObject({ bank, bankBranch: 'Putalisadak' });
    // The manager reads the report's profile, without the bank or its branch.
    expect(await read(manager.headers)).toMatchObject({ bank: '', bankBranch: '' });
    // A colleague does not read the profile at all.
    expect(await read((await actorOf(h, 'employee')).headers)).toBe(403);
  });

  it('changes on an approved profile change, hidden from an approver who is not hr', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const employee = await actorOf(h, 'employee', { managerId: manager.employee.id, bankAccount: '001122' });
    const bank = `Sanima ${unique()}`;
    expect((await call('addorgvalue', hr.headers, { kind: 'bank', name: bank })).statusCode).toBe(200);
    const unknown = await call('requestprofilechange', employee.headers, { bank: `Nowhere ${unique()}` });
    // Named beside the dialog's own field, not the employee form's `payrollInfo.bank`.
    expect([unknown.statusCode, unknown.json().code, unknown.json().field]).toEqual([
      400,
      'org_value_unknown',
      'bank',
    ]);
    const res = await call('requestprofilechange', employee.headers, {
      bankAccount: '0099887766',
      bank: bank.toUpperCase(),
      bankBranch: 'Lakeside',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as Approval;
    expect(made.profile!.filter((p) => p.field !== 'bankAccount')).toEqual([
      { field: 'bank', before: null, after: bank, hidden: false },
      { field: 'bankBranch', before: null, after: 'Lakeside', hidden: false },
    ]);
    const seen = (await call('getmyrequests', manager.headers, { employee_id: employee.employee.id })).json()
      .requests as Approval[];
    expect(seen[0]!.profile!.map((p) => [p.field, p.after, p.hidden])).toEqual([
      ['bankAccount', null, true],
      ['bank', null, true],
      ['bankBranch', null, true],
    ]);
    expect((await call('decide', hr.headers, { _id: made._id, status: 'approved' })).statusCode).toBe(200);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, employee.employee.id));
    expect([row!.bank, row!.bankBranch, h.app.pii.open(row!.bankAccount)]).toEqual([
      bank,
      'Lakeside',
      '0099887766',
    ]);
  });
});
