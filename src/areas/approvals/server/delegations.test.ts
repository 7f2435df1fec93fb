/**
 * Stand-ins (rules §10): the server takes exactly the people and dates the screen offers, hr may end anyone's,
 * and a stand-in ends (kept as history) when either person leaves.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, delegations } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { type Delegation, delegationsReply, standInsReply } from '../delegation-schemas.js';

// 06:00 UTC is 11:45 in Kathmandu, the organisation's time zone: both say 14 June.
let now = new Date('2030-06-14T06:00:00Z');
const h = setupHarness({ now: () => now });
const post = callerOf(h);
const leave = leaveApi(h);
type Headers = Record<string, string>;

/** A manager with a report: someone who approves something, and so may name a stand-in. */
async function approver() {
  const manager = await actorOf(h, 'manager');
  await actorOf(h, 'employee', { managerId: manager.employee.id });
  return manager;
}
const save = (headers: Headers, delegate_id: string, start_date: string, end_date: string) =>
  post('savedelegation', headers, { delegate_id, start_date, end_date });
const mine = async (headers: Headers) =>
  delegationsReply.parse((await post('getdelegations', headers)).json()).mine;
const rowOf = async (id: string) =>
  (await h.database.db.select().from(delegations).where(eq(delegations.id, id)))[0]!;
const endLines = (ids: string[]) =>
  h.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'delegation'), eq(auditLog.action, 'end'), inArray(auditLog.entityId, ids)),
    );

describe('who may stand in', () => {
  it('is a colleague who decides requests, the same people the screen lists', async () => {
    const owner = await approver();
    const [employee, manager, hr] = [await actorOf(h, 'employee'), await approver(), await actorOf(h, 'hr')];
    const { candidates } = delegationsReply.parse((await post('getdelegations', owner.headers)).json());
    const listed = candidates.map((c) => c._id);
    expect(listed).toEqual(expect.arrayContaining([manager.employee.id, hr.employee.id]));
    expect(listed).not.toContain(employee.employee.id);

    const refused = await save(owner.headers, employee.employee.id, '2030-06-14', '2030-06-20');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'delegate_missing', field: 'delegate_id' });
    expect(await mine(owner.headers)).toEqual([]);
    for (const person of [manager, hr])
      expect((await save(owner.headers, person.employee.id, '2030-06-14', '2030-06-20')).statusCode).toBe(
        200,
      );
  });
});

describe('who may name a stand-in (issue 44, item 4)', () => {
  it('is someone who approves something: a manager with reports, a person a rule names, hr', async () => {
    const lone = await actorOf(h, 'manager');
    const to = (await approver()).employee.id;
    const refused = await save(lone.headers, to, '2030-06-14', '2030-06-20');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'stand_in_not_approver' });
    const inbox = async (headers: Headers) => (await post('getapprovals', headers, {})).json().approver;
    expect(await inbox(lone.headers)).toBe(false);

    // Named on a rule's step, the same manager approves something.
    const hr = await actorOf(h, 'hr');
    const rule = await post('saveapprovalrule', hr.headers, {
      name: `Named ${lone.employee.id}`,
      kind: 'profile',
      department: `Nowhere ${lone.employee.id}`,
      steps: [{ approvers: [], people: [lone.employee.id], mode: 'any' }],
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(await inbox(lone.headers)).toBe(true);
    expect((await save(lone.headers, to, '2030-06-14', '2030-06-20')).statusCode).toBe(200);
    expect(await inbox(hr.headers)).toBe(true);
    expect(await inbox((await actorOf(h, 'employee')).headers)).toBe(false);
  });
});

describe('the dates of a stand-in', () => {
  it('start no earlier than the organisation’s today and end at most a year ahead', async () => {
    const owner = await approver();
    const to = (await approver()).employee.id;
    const cases = [
      ['2030-06-13', '2030-06-20', 'stand_in_start_past', 'start_date'],
      ['0001-01-01', '2030-06-20', 'stand_in_start_past', 'start_date'],
      ['2030-06-14', '2031-06-15', 'stand_in_too_far', 'end_date'],
      ['2030-06-20', '9999-12-31', 'stand_in_too_far', 'end_date'],
    ] as const;
    for (const [start, end, code, field] of cases) {
      const res = await save(owner.headers, to, start, end);
      expect(res.statusCode, `${start}..${end}`).toBe(400);
      expect(res.json()).toMatchObject({ code, field });
    }
    expect(await mine(owner.headers)).toEqual([]);
    expect((await save(owner.headers, to, '2030-06-14', '2031-06-14')).statusCode).toBe(200);
  });

  it('go by the organisation’s day, not the machine’s', async () => {
    const owner = await approver();
    const to = (await approver()).employee.id;
    // 20:00 UTC on 14 June is 01:45 on 15 June in Kathmandu: 14 June has passed there.
    now = new Date('2030-06-14T20:00:00Z');
    try {
      const res = await save(owner.headers, to, '2030-06-14', '2030-06-20');
      expect(res.json()).toMatchObject({ code: 'stand_in_start_past' });
      expect((await save(owner.headers, to, '2030-06-15', '2031-06-15')).statusCode).toBe(200);
    } finally {
      now = new Date('2030-06-14T06:00:00Z');
    }
  });

  it('are ordered in the database too', async () => {
    const [owner, to] = [await approver(), await approver()];
    await expect(
      h.database.db.insert(delegations).values({
        employeeId: owner.employee.id,
        delegateId: to.employee.id,
        startDate: '2030-06-20',
        endDate: '2030-06-19',
      }),
    ).rejects.toThrow();
  });
});

describe('ending a stand-in', () => {
  it('hr ends anyone’s, audited and kept as history; the stand-in no longer decides', async () => {
    const [owner, standIn, hr, other] = [
      await approver(),
      await approver(),
      await actorOf(h, 'hr'),
      await approver(),
    ];
    const report = await actorOf(h, 'employee', { managerId: owner.employee.id });
    const leaveId = await leave.applied(report.headers, {
      start_date: '2030-07-01',
      end_date: '2030-07-02',
      leave_type: 'Annual',
    });
    const saved = await save(owner.headers, standIn.employee.id, '2030-06-14', '2030-06-30');
    const [named] = delegationsReply.parse(saved.json()).mine as [Delegation];
    const inbox = async () => (await post('getapprovals', standIn.headers, {})).json().requests.length;
    expect(await inbox()).toBe(1);

    // hr sees every current stand-in; nobody else may list them or end one that is not theirs.
    const list = await post('getstandins', hr.headers, { pageSize: 100 });
    expect(list.statusCode).toBe(200);
    expect(standInsReply.parse(list.json()).delegations.map((d) => d._id)).toContain(named._id);
    expect((await post('getstandins', other.headers, {})).statusCode).toBe(403);
    expect((await post('removedelegation', other.headers, { _id: named._id })).statusCode).toBe(403);

    const ended = await post('removedelegation', hr.headers, { _id: named._id });
    expect(ended.statusCode).toBe(200);
    expect(await mine(owner.headers)).toEqual([]);
    expect(await inbox()).toBe(0);
    expect(
      (await leave.decide(standIn.headers, { _id: leaveId, status: 'approved' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const after = standInsReply.parse((await post('getstandins', hr.headers, { pageSize: 100 })).json());
    expect(after.delegations.map((d) => d._id)).not.toContain(named._id);
    expect(await rowOf(named._id)).toMatchObject({ endDate: '2030-06-30', endedAt: now });
    expect(await endLines([named._id])).toMatchObject([{ actorId: hr.employee.id }]);
  });
});

describe('when someone leaves', () => {
  it('the stand-ins they named or were named for end in the termination, kept as history', async () => {
    const hr = await actorOf(h, 'hr');
    const [leaver, colleague, other] = [await approver(), await approver(), await approver()];
    const named = async (from: typeof leaver, to: typeof leaver) =>
      delegationsReply
        .parse((await save(from.headers, to.employee.id, '2030-06-20', '2030-06-30')).json())
        .mine.find((d) => d.delegate._id === to.employee.id)!._id;
    const byLeaver = await named(leaver, colleague);
    const forLeaver = await named(colleague, leaver);
    const untouched = await named(colleague, other);
    // One that ran its course before: it stays as it was.
    const [past] = await h.database.db
      .insert(delegations)
      .values({
        employeeId: leaver.employee.id,
        delegateId: other.employee.id,
        startDate: '2030-05-01',
        endDate: '2030-05-31',
      })
      .returning();

    const res = await post('terminateemployee', hr.headers, { employee_id: leaver.employee.id });
    expect(res.statusCode).toBe(200);
    for (const id of [byLeaver, forLeaver]) expect((await rowOf(id)).endedAt).toEqual(now);
    for (const id of [untouched, past!.id]) expect((await rowOf(id)).endedAt).toBeNull();
    expect(await mine(colleague.headers)).toMatchObject([{ _id: untouched }]);
    expect(
      (await endLines([byLeaver, forLeaver, untouched, past!.id])).map((l) => l.entityId).sort(),
    ).toEqual([byLeaver, forLeaver].sort());
  });

  it('a stand-in named while the person is being terminated does not outlive them', async () => {
    const hr = await actorOf(h, 'hr');
    for (let round = 0; round < 10; round++) {
      const [leaver, colleague] = [await approver(), await approver()];
      const [saved, terminated] = await Promise.all([
        save(colleague.headers, leaver.employee.id, '2030-06-20', '2030-06-30'),
        post('terminateemployee', hr.headers, { employee_id: leaver.employee.id }),
      ]);
      expect(terminated.statusCode).toBe(200);
      expect([200, 400]).toContain(saved.statusCode);
      const rows = await h.database.db
        .select()
        .from(delegations)
        .where(eq(delegations.delegateId, leaver.employee.id));
      for (const row of rows) expect(row.endedAt).toBeInstanceOf(Date);
    }
  });
});
