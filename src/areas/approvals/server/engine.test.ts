import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { approveLeaveReply } from '../../leave/contract.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { type Approval, approvalReply, approvalsReply } from '../schemas.js';
import { approvalsTestHelpers } from './approvals-test-helpers.js';

const now = new Date('2030-06-14T06:00:00Z');
const h = setupHarness({ now: () => now });
const post = callerOf(h);
const leave = leaveApi(h);
const { team, requestOf } = approvalsTestHelpers(h);
type Headers = Record<string, string>;

async function rule(hr: Headers, body: object) {
  const res = await post('saveapprovalrule', hr, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rules as { _id: string; name: string }[];
}

const sevenDays = { start_date: '2030-07-01', end_date: '2030-07-09', leave_type: 'Annual' };

describe('routing', () => {
  it('without a rule, the manager or hr decides in one step (as before rules existed)', async () => {
    const { employee, manager } = await team();
    const id = await leave.applied(employee.headers, sevenDays);
    const request = await requestOf(employee.headers, id);
    expect(request.rule).toBeNull();
    expect(request.steps).toHaveLength(1);
    expect(request.steps[0]).toMatchObject({ approvers: [{ _id: manager.employee.id }], hr: true });
    // hr hired after the request was made decides it too: the step names the role, not a list of people.
    const later = await actorOf(h, 'hr');
    const [first, second] = [
      await leave.applied(employee.headers, {
        ...sevenDays,
        start_date: '2030-09-02',
        end_date: '2030-09-02',
      }),
      id,
    ];
    expect((await leave.decide(later.headers, { _id: first, status: 'approved' })).statusCode).toBe(200);
    expect((await leave.decide(manager.headers, { _id: second, status: 'approved' })).statusCode).toBe(200);
  });

  it('picks the most specific matching rule and keeps it when rules change later', async () => {
    const { department, employee, manager, hr } = await team();
    // Every rule a test makes names its own department: the file's tests share its database.
    await rule(hr.headers, {
      name: 'Sick leave',
      kind: 'leave',
      leave_type: 'Sick',
      department,
      steps: [{ approvers: ['hr'], mode: 'any' }],
    });
    const rules = await rule(hr.headers, {
      name: 'Long sick leave',
      kind: 'leave',
      leave_type: 'sick',
      department,
      min_days: 3,
      steps: [
        { approvers: ['manager'], mode: 'any' },
        { approvers: ['hr'], mode: 'any' },
      ],
    });
    const id = await leave.applied(employee.headers, { ...sevenDays, leave_type: 'Sick' });
    const short = await leave.applied(employee.headers, {
      start_date: '2030-08-01',
      end_date: '2030-08-01',
      leave_type: 'Sick',
    });
    // Changing (here: deleting) the rules moves nothing already asked.
    for (const r of rules.filter((r) => r.name.endsWith('ick leave')))
      await post('deleteapprovalrule', hr.headers, { _id: r._id });

    const long = await requestOf(employee.headers, id);
    expect(long.rule).toBe('Long sick leave');
    expect(long.steps.map((s) => [s.approvers.map((a) => a._id), s.hr])).toEqual([
      [[manager.employee.id], false],
      [[], true],
    ]);
    // One day is below the longer rule's minimum: the other one.
    expect((await requestOf(employee.headers, short)).rule).toBe('Sick leave');
  });

  it('skips a step nobody can fill and records why; a request whose every step is empty goes to hr', async () => {
    const { department, employee, hr } = await team({ withManager: false });
    await rule(hr.headers, {
      name: 'Managers then hr',
      kind: 'leave',
      department,
      steps: [
        { approvers: ['manager'], mode: 'any' },
        { approvers: ['hr'], mode: 'any' },
      ],
    });
    const id = await leave.applied(employee.headers, sevenDays);
    const request = await requestOf(employee.headers, id);
    expect(request.steps.map((s) => [s.status, s.skip_reason])).toEqual([
      ['skipped', 'nobody'],
      ['pending', null],
    ]);
    expect(request.current_step).toBe(2);
  });

  it('refuses nonsense rules, naming the problem', async () => {
    const { hr, employee, department } = await team();
    const cases: [object, string][] = [
      [
        {
          name: 'x',
          department,
          kind: 'leave',
          min_days: 5,
          max_days: 2,
          steps: [{ approvers: ['hr'], mode: 'any' }],
        },
        'max_days',
      ],
      [
        {
          name: 'x',
          department,
          kind: 'leave',
          leave_type: 'Sabbatical',
          steps: [{ approvers: ['hr'], mode: 'any' }],
        },
        'leave_type',
      ],
      [
        { name: 'x', department, kind: 'profile', min_days: 2, steps: [{ approvers: ['hr'], mode: 'any' }] },
        'kind',
      ],
      [{ name: 'x', department, kind: 'leave', steps: [] }, 'steps'],
      [{ name: 'x', department, kind: 'leave', steps: [{ approvers: [], mode: 'any' }] }, 'steps.0'],
      // Only managers and hr have an approvals inbox.
      [
        {
          name: 'x',
          department,
          kind: 'leave',
          steps: [{ approvers: [], people: [employee.employee.id], mode: 'any' }],
        },
        'steps',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post('saveapprovalrule', hr.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});

describe('deciding', () => {
  async function twoSteps() {
    const t = await team();
    await rule(t.hr.headers, {
      name: 'Manager then hr',
      kind: 'leave',
      department: t.department,
      min_days: 6,
      steps: [
        { approvers: ['manager'], mode: 'any' },
        { approvers: ['hr'], mode: 'any' },
      ],
    });
    const id = await leave.applied(t.employee.headers, sevenDays);
    return { ...t, id };
  }

  it('applies the effect only after the last step: the leave stays pending after step 1', async () => {
    const { employee, manager, hr, id } = await twoSteps();
    const first = await leave.decide(manager.headers, { _id: id, status: 'approved' });
    expect(first.statusCode).toBe(200);
    expect(approveLeaveReply.strict().parse(first.json()).data).toMatchObject({
      status: 'pending',
      can: { decide: false },
    });
    const balance = (await leave.balance(employee.headers, { year: 2030 })).json().balances[0];
    expect(balance).toMatchObject({ leave_type: 'Annual', used: 0, pending: 7 });
    // The manager's step is done: deciding again is refused, and it no longer waits in their inbox.
    expect((await leave.decide(manager.headers, { _id: id, status: 'approved' })).statusCode).toBe(403);
    const inbox = approvalsReply.parse((await post('getapprovals', manager.headers, {})).json());
    expect(inbox.requests.map((r) => r.leave?._id)).not.toContain(id);

    const last = await leave.decide(hr.headers, { _id: id, status: 'approved' });
    expect(last.json().data).toMatchObject({ status: 'approved', decided_by: { _id: hr.employee.id } });
    const after = (await leave.balance(employee.headers, { year: 2030 })).json().balances[0];
    expect(after).toMatchObject({ used: 7, pending: 0 });
    const request = await requestOf(employee.headers, id);
    expect(request.steps.map((s) => [s.status, s.decisions[0]?.by._id])).toEqual([
      ['approved', manager.employee.id],
      ['approved', hr.employee.id],
    ]);
  });

  it('ends the request at the first rejection; later steps never open', async () => {
    const { employee, manager, id } = await twoSteps();
    await leave.decide(manager.headers, { _id: id, status: 'rejected', decision_note: 'Release week' });
    const request = await requestOf(employee.headers, id);
    expect(request.status).toBe('rejected');
    expect(request.steps.map((s) => s.status)).toEqual(['rejected', 'cancelled']);
    const [row] = await h.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row).toMatchObject({ status: 'rejected', decisionNote: 'Release week' });
  });

  it('lets hr override a step that is not theirs only with a note, and records it', async () => {
    const { employee, hr, id } = await twoSteps();
    const request = await requestOf(employee.headers, id);
    expect(
      (await post('getapprovals', hr.headers, {}))
        .json()
        .requests.find((r: Approval) => r._id === request._id),
    ).toMatchObject({ can: { decide: false, override: true } });
    const bare = await post('decide', hr.headers, { _id: request._id, status: 'approved' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'note' });
    const res = await post('decide', hr.headers, {
      _id: request._id,
      status: 'approved',
      note: 'Manager away',
    });
    expect(res.statusCode).toBe(200);
    const data = approvalReply.parse(res.json()).data;
    expect(data.steps[0]!.decisions[0]).toMatchObject({ override: true, note: 'Manager away' });
    expect(data.current_step).toBe(2);
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, request._id));
    expect(audit.map((a) => a.action)).toContain('override_approve');
  });

  it('never lets anyone decide their own request, even when named as an approver', async () => {
    const t = await team();
    await rule(t.hr.headers, {
      name: 'Named',
      kind: 'leave',
      department: t.department,
      steps: [{ approvers: [], people: [t.manager.employee.id, t.grand.employee.id], mode: 'all' }],
    });
    // The manager asks: of the two named, only their own manager decides.
    const id = await leave.applied(t.manager.headers, sevenDays);
    const request = await requestOf(t.manager.headers, id);
    expect(request.steps[0]!.approvers.map((a) => a._id)).toEqual([t.grand.employee.id]);
    const own = await post('decide', t.manager.headers, { _id: request._id, status: 'approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide your own request.');
  });

  it('needs every approver of an "all" step, and one of an "any" step', async () => {
    const t = await team();
    const other = await actorOf(h, 'manager');
    await rule(t.hr.headers, {
      name: 'Both managers',
      kind: 'leave',
      department: t.department,
      steps: [
        { approvers: ['manager'], people: [other.employee.id], mode: 'all' },
        { approvers: ['manager', 'manager_of_manager'], mode: 'any' },
      ],
    });
    const id = await leave.applied(t.employee.headers, sevenDays);
    await leave.decide(t.manager.headers, { _id: id, status: 'approved' });
    expect((await requestOf(t.employee.headers, id)).current_step).toBe(1);
    await leave.decide(other.headers, { _id: id, status: 'approved' });
    expect((await requestOf(t.employee.headers, id)).current_step).toBe(2);
    const last = await leave.decide(t.grand.headers, { _id: id, status: 'approved' });
    expect(last.json().data.status).toBe('approved');
  });

  it('gives two deciders racing for one step one decision and one 409', async () => {
    const { employee, manager, hr } = await team();
    const id = await leave.applied(employee.headers, sevenDays);
    const results = await Promise.all([
      leave.decide(manager.headers, { _id: id, status: 'approved' }),
      leave.decide(hr.headers, { _id: id, status: 'rejected' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const request = await requestOf(employee.headers, id);
    expect(request.steps[0]!.decisions).toHaveLength(1);
  });
});

describe('stand-ins', () => {
  it('decide for the approver only inside the dates named, with both names recorded', async () => {
    const { employee, manager } = await team();
    const standIn = await actorOf(h, 'manager');
    const id = await leave.applied(employee.headers, sevenDays);
    const { _id } = await requestOf(employee.headers, id);
    const name = (start_date: string, end_date: string) =>
      post('savedelegation', manager.headers, { delegate_id: standIn.employee.id, start_date, end_date });

    // Starts tomorrow, or ended by its namer today: not yet, no longer.
    for (const [from, to, end] of [
      ['2030-06-15', '2030-06-20', 'after'],
      ['2030-06-14', '2030-06-20', 'before'],
    ] as const) {
      const saved = await name(from, to);
      expect(saved.statusCode).toBe(200);
      const ids = saved.json().mine.map((d: { _id: string }) => d._id);
      const endAll = () =>
        Promise.all(ids.map((i: string) => post('removedelegation', manager.headers, { _id: i })));
      if (end === 'before') await endAll();
      expect((await post('getapprovals', standIn.headers, {})).json().requests).toHaveLength(0);
      expect((await post('decide', standIn.headers, { _id, status: 'approved' })).statusCode).toBe(403);
      if (end === 'after') await endAll();
    }
    // Today is its only day: in.
    await name('2030-06-14', '2030-06-14');
    const inbox = (await post('getapprovals', standIn.headers, {})).json().requests as Approval[];
    expect(inbox.map((r) => r._id)).toEqual([_id]);
    const res = await post('decide', standIn.headers, { _id, status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.steps[0].decisions[0]).toMatchObject({
      by: { _id: standIn.employee.id },
      on_behalf_of: { _id: manager.employee.id },
    });
  });
});
