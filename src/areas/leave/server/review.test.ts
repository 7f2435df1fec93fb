import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { allLeaveReply, approveLeaveReply } from '../schemas.js';
import { leaveApi } from './leave-test-helpers.js';

const now = new Date('2030-06-14T06:00:00Z');
const h = setupHarness({ now: () => now });
const api = leaveApi(h);
const july = { start_date: '2030-07-01', end_date: '2030-07-05' };

/** A manager with one direct report who has a pending request. */
async function teamWithRequest() {
  const manager = await actorOf(h, 'manager');
  const report = await actorOf(h, 'employee', { managerId: manager.employee.id, firstName: 'Asha' });
  const id = await api.applied(report.headers, { ...july, leavetype: 'Sister’s wedding' });
  return { manager, report, id };
}

describe('POST /api/employee/approveleave', () => {
  it('lets the manager approve a report’s request and answers data in the list’s shape', async () => {
    const { manager, report, id } = await teamWithRequest();
    const res = await api.decide(manager.headers, { _id: id, status: 'approved' });
    expect(res.statusCode).toBe(200);
    const body = approveLeaveReply.strict().parse(res.json());
    expect(body.message).toBe('Leave approved successfully!');
    expect(body.data).toMatchObject({
      _id: id,
      status: 'approved',
      leavetype: 'Sister’s wedding',
      leave_type: 'Annual',
      employee_id: {
        _id: report.employee.id,
        firstName: 'Asha',
        lastName: report.employee.lastName,
        name: `Asha ${report.employee.lastName}`,
      },
      days: 5,
      working_days: 5,
      decided_by: { _id: manager.employee.id, name: `Test ${manager.employee.lastName}` },
      decided_at: now.toISOString(),
      decision_note: null,
      balance: {
        leave_type: 'Annual',
        year: 2030,
        from: '2030-01-01',
        to: '2030-12-31',
        allowance: 18,
        used: 5,
        pending: 0,
        left: 13,
      },
    });
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['apply', 'approve']);
    // The employee sees it approved.
    expect((await api.mine(report.headers)).json().leave[0]).toMatchObject({ _id: id, status: 'approved' });
  });

  it('lets hr reject anyone’s request with a note, in lowercase whatever case was sent', async () => {
    const { id } = await teamWithRequest();
    const hr = await actorOf(h, 'hr');
    const res = await api.decide(hr.headers, { _id: id, status: 'REJECTED', decision_note: 'Release week' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Leave rejected successfully!');
    expect(res.json().data).toMatchObject({ status: 'rejected', decision_note: 'Release week' });
  });

  it.each([
    [{ status: 'pending' }, 'Status must be approved or rejected'],
    [{ status: 'cancelled' }, 'Status must be approved or rejected'],
    [{}, 'Status must be approved or rejected'],
    [{ _id: 'x', status: 'approved' }, '_id must be a valid id'],
  ])('answers 400 for %j', async (payload, message) => {
    const { manager, id } = await teamWithRequest();
    const res = await api.decide(manager.headers, { _id: id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses deciders who may not: the employee, another team’s manager, and anyone on their own request', async () => {
    const { manager, report, id } = await teamWithRequest();
    const stranger = await actorOf(h, 'manager');
    expect((await api.decide(report.headers, { _id: id, status: 'approved' })).statusCode).toBe(403);
    expect((await api.decide(stranger.headers, { _id: id, status: 'approved' })).statusCode).toBe(403);

    const own = await api.applied(manager.headers, july);
    const self = await api.decide(manager.headers, { _id: own, status: 'approved' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot decide your own leave request.');
    const hr = await actorOf(h, 'hr');
    const hrOwn = await api.applied(hr.headers, july);
    expect((await api.decide(hr.headers, { _id: hrOwn, status: 'rejected' })).json().message).toBe(
      'You cannot decide your own leave request.',
    );
    expect((await api.mine(hr.headers)).json().leave[0].status).toBe('pending');
  });

  it('answers 409 once decided or cancelled; an unknown request is 404 to hr and 403 to a manager', async () => {
    const { manager, report, id } = await teamWithRequest();
    await api.decide(manager.headers, { _id: id, status: 'approved' });
    const again = await api.decide(manager.headers, { _id: id, status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This leave request is already approved; only a pending request can be decided.',
    );
    const other = await api.applied(report.headers, { start_date: '2030-08-01', end_date: '2030-08-01' });
    await api.cancel(report.headers, { _id: other });
    expect((await api.decide(manager.headers, { _id: other, status: 'approved' })).statusCode).toBe(409);
    // Only a decider of everyone's leave learns that an id does not exist; a manager gets the refusal they
    // would get for a request outside their team.
    const missing = { _id: crypto.randomUUID(), status: 'approved' as const };
    expect((await api.decide(manager.headers, missing)).statusCode).toBe(403);
    const unknown = await api.decide((await actorOf(h, 'hr')).headers, missing);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Leave request not found');
  });

  it('gives one decision and one 409 when two deciders race', async () => {
    const { manager, id } = await teamWithRequest();
    const hr = await actorOf(h, 'hr');
    const results = await Promise.all([
      api.decide(manager.headers, { _id: id, status: 'approved' }),
      api.decide(hr.headers, { _id: id, status: 'rejected' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.filter((a) => a.action !== 'apply')).toHaveLength(1);
    const hrView = await api.all(hr.headers, '?status=approved,rejected&pageSize=500');
    expect(hrView.json().approvedLeaves.find((l: { _id: string }) => l._id === id).status).toBe(
      winner.status,
    );
  });
});

describe('GET /api/employee/getallleave', () => {
  it('shows a manager their direct reports’ requests only, in the spec’s shape with paging', async () => {
    const { manager, id } = await teamWithRequest();
    const second = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const decided = await api.applied(second.headers, july);
    await api.decide(manager.headers, { _id: decided, status: 'rejected' });
    const outsider = await actorOf(h, 'employee');
    await api.applied(outsider.headers, july);
    await api.applied(manager.headers, { start_date: '2030-09-02', end_date: '2030-09-02' });

    const res = await api.all(manager.headers);
    expect(res.statusCode).toBe(200);
    const body = allLeaveReply.strict().parse(res.json());
    expect(body.total).toBe(2);
    expect(body.approvedLeaves.map((l) => l._id).sort()).toEqual([id, decided].sort());
    expect(body.approvedLeaves.find((l) => l._id === decided)?.decided_by?.name).toBe(
      `Test ${manager.employee.lastName}`,
    );

    const pending = (await api.all(manager.headers, '?status=pending')).json();
    expect(pending.approvedLeaves.map((l: { _id: string }) => l._id)).toEqual([id]);
    const page2 = (await api.all(manager.headers, '?page=2&pageSize=1')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.approvedLeaves).toHaveLength(1);
  });

  it('shows hr everyone’s requests, and refuses employees', async () => {
    const { id } = await teamWithRequest();
    const hr = await actorOf(h, 'hr');
    const res = await api.all(hr.headers, '?status=pending&pageSize=500');
    expect(res.json().approvedLeaves.some((l: { _id: string }) => l._id === id)).toBe(true);
    const employee = await actorOf(h, 'employee');
    expect((await api.all(employee.headers)).statusCode).toBe(403);
    expect((await api.all(hr.headers, '?status=done')).statusCode).toBe(400);
    expect((await api.all(hr.headers, '?pageSize=501')).json().message).toBe(
      'Page size must be between 1 and 500',
    );
  });

  it('says which requests wait for this viewer: their own step or a stand-in’s, never their own request', async () => {
    const post = callerOf(h);
    const hr = await actorOf(h, 'hr');
    // The manager alone decides this department's leave: hr may override, not decide, unless named stand-in.
    const department = `Dept ${crypto.randomUUID()}`;
    const rule = await post('saveapprovalrule', hr.headers, {
      name: 'Manager only',
      kind: 'leave',
      department,
      steps: [{ approvers: ['manager'], mode: 'any' }],
    });
    expect(rule.statusCode).toBe(200);
    const manager = await actorOf(h, 'manager', { department });
    const report = await actorOf(h, 'employee', { department, managerId: manager.employee.id });
    const id = await api.applied(report.headers, july);
    const own = await api.applied(hr.headers, { start_date: '2030-09-03', end_date: '2030-09-03' });
    const decide = async (viewer: { headers: Record<string, string> }, leave: string) =>
      allLeaveReply
        .parse((await api.all(viewer.headers, '?status=pending&pageSize=500')).json())
        .approvedLeaves.find((l) => l._id === leave)?.can.decide;

    expect(await decide(manager, id)).toBe(true);
    expect(await decide(hr, id)).toBe(false);
    expect(await decide(hr, own)).toBe(false);
    // Named stand-in from today (the server's today, not the machine's).
    const named = await post('savedelegation', manager.headers, {
      delegate_id: hr.employee.id,
      start_date: '2030-06-14',
      end_date: '2030-06-20',
    });
    expect(named.statusCode).toBe(200);
    expect(await decide(hr, id)).toBe(true);
    // Decided, it waits for nobody: the answer says so, and it leaves the pending list.
    const res = await api.decide(hr.headers, { _id: id, status: 'approved' });
    expect(res.json().data).toMatchObject({ status: 'approved', can: { decide: false } });
    expect(await decide(manager, id)).toBeUndefined();
  });

  it('weighs each request against its type’s balance in the leave year it starts', async () => {
    const { manager, report, id } = await teamWithRequest();
    await api.decide(manager.headers, { _id: id, status: 'approved' });
    const december = await api.applied(report.headers, { start_date: '2030-12-30', end_date: '2030-12-31' });
    const january = await api.applied(report.headers, { start_date: '2031-01-06', end_date: '2031-01-07' });
    const listed = allLeaveReply.parse(
      (await api.all(manager.headers, '?status=pending')).json(),
    ).approvedLeaves;
    const balanceOf = (leave: string) => listed.find((l) => l._id === leave)?.balance;
    // 2030: July's five days taken, December's two held. 2031: nothing taken yet, January's two held.
    expect(balanceOf(december)).toMatchObject({ year: 2030, allowance: 18, used: 5, pending: 2, left: 13 });
    expect(balanceOf(january)).toMatchObject({ year: 2031, allowance: 18, used: 0, pending: 2, left: 18 });
  });
});
