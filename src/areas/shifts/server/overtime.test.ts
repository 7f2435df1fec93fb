/**
 * Overtime (issue 42, decision 035): hr's policy with the Labour Act's figures shipped, a person's day read from
 * attendance, claims through the approval engine (the manager approves in the inbox), the caps of s.30 refused
 * unless hr overrides with a reason (audited), and requests in advance when the policy asks for them.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, auditLog } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  createEmployee,
  insertRecord,
  setupHarness,
} from '../../../server/test/harness.js';

// 2030-01-08 is a Tuesday, 08:45 in Kathmandu; the test organisation works Monday–Friday, its week from Monday
// 2030-01-07.
const h = setupHarness({ now: () => new Date('2030-01-08T03:00:00Z') });
const call = callerOf(h);
type Headers = Record<string, string>;

const shipped = {
  daily_cap_minutes: 240,
  weekly_cap_minutes: 1440,
  rate_percent: 150,
  day_threshold_minutes: 480,
  week_threshold_minutes: 2880,
  rest_after_minutes: 300,
  rest_minutes: 30,
  rest_day_work: 'overtime',
  pre_approval: false,
  source: 'Labour Act 2074 (Nepal), sections 28, 30 and 31',
};

async function team() {
  const hr = await actorOf(h, 'hr');
  const manager = await actorOf(h, 'manager');
  const employee = await actorOf(h, 'employee', { managerId: manager.employee.id });
  return { hr, manager, employee };
}

const overtimeRequests = async (employeeId: string) =>
  (
    await h.database.db
      .select({ n: count() })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.employeeId, employeeId), eq(approvalRequests.kind, 'overtime')))
  )[0]!.n;

const claim = (headers: Headers, body: Record<string, unknown>) =>
  call('claimovertime', headers, { reason: 'Month-end stock count', ...body });

describe('the overtime policy', () => {
  it('ships the Labour Act 2074’s figures (s.28, s.30, s.31) and hr changes it, audited', async () => {
    const { hr } = await team();
    const read = await call('getovertimepolicy', hr.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...shipped, updated_at: null });

    const changed = { ...shipped, daily_cap_minutes: 180, pre_approval: true, source: 'Our agreement, 2030' };
    const saved = await call('saveovertimepolicy', hr.headers, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('getovertimepolicy', hr.headers)).json()).toMatchObject(changed);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'overtime_policy'), eq(auditLog.actorId, hr.employee.id)));
    expect(audit).toMatchObject({ action: 'update' });

    const crossed = await call('saveovertimepolicy', hr.headers, { ...shipped, daily_cap_minutes: 2000 });
    expect(crossed.statusCode).toBe(400);
    const order = await call('saveovertimepolicy', hr.headers, {
      ...shipped,
      daily_cap_minutes: 600,
      weekly_cap_minutes: 500,
    });
    expect(order.json()).toMatchObject({ code: 'overtime_caps_order', field: 'daily_cap_minutes' });
    expect((await call('getovertimepolicy', hr.headers)).json()).toMatchObject(changed);

    expect((await call('saveovertimepolicy', hr.headers, shipped)).statusCode).toBe(200);
  });
});

describe('a day’s overtime from attendance', () => {
  it('counts time past the working day’s end beyond 8 hours, and a weekly off whole', async () => {
    const { employee } = await team();
    const id = employee.employee.id;
    // Monday 09:00–19:00 in Kathmandu: 570 minutes worked after half an hour's rest, 90 beyond eight hours.
    await insertRecord(h, {
      employeeId: id,
      workDate: '2030-01-07',
      status: 'Present',
      checkInAt: new Date('2030-01-07T03:15:00Z'),
      checkOutAt: new Date('2030-01-07T13:15:00Z'),
    });
    // Sunday, a weekly off, 09:00–13:00: all four hours.
    await insertRecord(h, {
      employeeId: id,
      workDate: '2030-01-06',
      status: 'Present',
      checkInAt: new Date('2030-01-06T03:15:00Z'),
      checkOutAt: new Date('2030-01-06T07:15:00Z'),
    });
    const monday = await call('getovertimeday', employee.headers, { date: '2030-01-07' });
    expect(monday.statusCode, monday.body).toBe(200);
    expect(monday.json()).toMatchObject({
      rest_day: false,
      worked_minutes: 570,
      overtime_minutes: 90,
      claimed_day: 0,
      week_start: '2030-01-07',
      daily_cap_minutes: 240,
    });
    const sunday = (await call('getovertimeday', employee.headers, { date: '2030-01-06' })).json();
    expect(sunday).toMatchObject({ rest_day: true, worked_minutes: 240, overtime_minutes: 240 });
  });
});

describe('claiming overtime', () => {
  it('goes to the manager, who approves it in the inbox; a second open claim of the day is refused', async () => {
    const { manager, employee } = await team();
    const sent = await claim(employee.headers, { date: '2030-01-07', minutes: 90 });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await claim(employee.headers, { date: '2030-01-07', minutes: 30 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'overtime_request_open', field: 'date' });

    const inbox = (await call('getapprovals', manager.headers, {})).json();
    const mine = inbox.requests.find((r: { _id: string }) => r._id === sent.json().request_id);
    expect(mine).toMatchObject({
      kind: 'overtime',
      overtime: {
        date: '2030-01-07',
        minutes: 90,
        reason: 'Month-end stock count',
        take: 'pay',
        advance: false,
        override_reason: null,
      },
      can: { decide: true },
    });
    const decided = await call('decide', manager.headers, { _id: mine._id, status: 'approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    const own = (await call('getmyrequests', employee.headers, { kind: 'overtime' })).json();
    expect(own.requests[0]).toMatchObject({ status: 'approved', overtime: { minutes: 90 } });
    expect((await call('getovertimeday', employee.headers, { date: '2030-01-07' })).json()).toMatchObject({
      claimed_day: 90,
      claimed_week: 90,
    });
  });

  it('refuses past the day’s and the week’s caps (Labour Act 2074 s.30), unless hr overrides with a reason', async () => {
    const { hr, employee } = await team();
    const id = employee.employee.id;
    expect((await claim(employee.headers, { date: '2030-01-07', minutes: 200 })).statusCode).toBe(200);
    const over = await claim(employee.headers, { date: '2030-01-08', minutes: 241 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'overtime_day_cap',
      params: { cap: 240, claimed: 0, asked: 241, over: 1 },
      field: 'minutes',
    });
    // Only hr may override; the person's own override is refused with nothing written.
    const self = await claim(employee.headers, {
      date: '2030-01-08',
      minutes: 241,
      override_reason: 'Urgent',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'overtime_override_denied' });
    expect(await overtimeRequests(id)).toBe(1);

    const overridden = await claim(hr.headers, {
      employee_id: id,
      date: '2030-01-08',
      minutes: 241,
      override_reason: 'Flood at the warehouse',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'overtime'), eq(auditLog.action, 'override')));
    expect(audit).toMatchObject({ actorId: hr.employee.id, entityId: overridden.json().request_id });
    expect(audit!.after).toMatchObject({ dayOver: 1, reason: 'Flood at the warehouse' });

    // The week: 200 + 241 claimed; hr lowers the weekly cap to 500, and 60 more passes it by 1.
    await call('saveovertimepolicy', hr.headers, { ...shipped, weekly_cap_minutes: 500 });
    try {
      const weekly = await claim(employee.headers, { date: '2030-01-09', minutes: 60, advance: true });
      expect(weekly.json()).toMatchObject({
        code: 'overtime_week_cap',
        params: { cap: 500, claimed: 441, asked: 60, over: 1 },
      });
    } finally {
      await call('saveovertimepolicy', hr.headers, shipped);
    }
  });

  it('refuses a claim of a day not yet worked, and a request in advance of a day gone', async () => {
    const { employee } = await team();
    const future = await claim(employee.headers, { date: '2030-01-09', minutes: 60 });
    expect(future.json()).toMatchObject({ code: 'overtime_claim_future', field: 'date' });
    const past = await claim(employee.headers, { date: '2030-01-07', minutes: 60, advance: true });
    expect(past.json()).toMatchObject({ code: 'overtime_advance_past', field: 'date' });
    const leave = await claim(employee.headers, { date: '2030-01-08', minutes: 60, take: 'leave' });
    expect([leave.statusCode, leave.json().code]).toEqual([409, 'overtime_substitute_unavailable']);
    expect(await overtimeRequests(employee.employee.id)).toBe(0);
  });

  it('asks for approval in advance first when the policy says so; the claim then replaces what was asked', async () => {
    const { hr, manager, employee } = await team();
    await call('saveovertimepolicy', hr.headers, { ...shipped, pre_approval: true });
    try {
      const bare = await claim(employee.headers, { date: '2030-01-08', minutes: 120 });
      expect(bare.json()).toMatchObject({ code: 'overtime_needs_approval' });
      const asked = await claim(employee.headers, { date: '2030-01-08', minutes: 200, advance: true });
      expect(asked.statusCode, asked.body).toBe(200);
      const approve = await call('decide', manager.headers, {
        _id: asked.json().request_id,
        status: 'approved',
      });
      expect(approve.statusCode).toBe(200);
      // 200 asked in advance, then 120 claimed: the claim stands in for the request, within the 240 cap.
      const claimed = await claim(employee.headers, { date: '2030-01-08', minutes: 120 });
      expect(claimed.statusCode, claimed.body).toBe(200);
      const day = (await call('getovertimeday', employee.headers, { date: '2030-01-08' })).json();
      expect(day).toMatchObject({ claimed_day: 120, pre_approval: true });
    } finally {
      await call('saveovertimepolicy', hr.headers, shipped);
    }
  });

  it('is not someone else’s to claim: a colleague is refused', async () => {
    const { employee } = await team();
    const other = await createEmployee(h);
    const res = await claim(employee.headers, { employee_id: other.id, date: '2030-01-07', minutes: 30 });
    expect(res.statusCode).toBe(403);
  });
});
