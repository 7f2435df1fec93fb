/**
 * Leave policies and the ledger (rules §14), on both databases: part days and hours, overlap to the part of a
 * day, the balance as the sum of its lines, cancellation giving days back, pro-rating, monthly accrual,
 * carry-forward and expiry, the accrual job run twice, and hr's adjustments. Policies are settings: each test
 * sets what it needs and puts the old ones back. Dates are in 2090–2091, which no other test here uses, so the
 * job's lines for everyone there disturb nobody.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveLedger } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { accrueLeave } from './accrual.js';
import { leaveApi } from './leave-test-helpers.js';

// Monday 2 January 2090, 10:45 in Kathmandu.
let clock = new Date('2090-01-02T05:00:00Z');
const h = setupHarness({ now: () => clock });
const api = leaveApi(h);
const post = callerOf(h);

type Balance = {
  leave_type: string;
  allowance: number | null;
  used: number;
  pending: number;
  left: number | null;
};
const balanceOf = async (headers: Record<string, string>, type: string, body: object = {}) =>
  ((await api.balance(headers, body)).json().balances as Balance[]).find((b) => b.leave_type === type)!;

/** Runs `test` with these policy fields set on the named types, then puts the types back as they were. */
async function withPolicy(change: Record<string, object>, test: () => Promise<void>) {
  const hr = await actorOf(h, 'hr');
  const before = (await post('getsettings', hr.headers)).json().leaveTypes as { name: string }[];
  const after = before.map((t) => ({ ...t, ...(change[t.name] ?? {}) }));
  const set = await post('updatesettings', hr.headers, { leaveTypes: after });
  expect(set.statusCode, set.body).toBe(200);
  try {
    await test();
  } finally {
    await post('updatesettings', hr.headers, { leaveTypes: before });
  }
}

async function team() {
  const manager = await actorOf(h, 'manager');
  const me = await actorOf(h, 'employee', { managerId: manager.employee.id });
  const approve = (id: string) => api.decide(manager.headers, { _id: id, status: 'approved' });
  return { manager, me, approve };
}

describe('part days and hours', () => {
  it('counts an afternoon as half a day, hours as their share of the working day, weekends as nothing', () =>
    withPolicy({ Annual: { unit: 'hour' } }, async () => {
      const { me } = await team();
      const afternoon = await api.apply(me.headers, {
        leavetype: 'Dentist',
        start_date: '2090-03-06',
        end_date: '2090-03-06',
        start_part: 'afternoon',
      });
      expect(afternoon.json().data).toMatchObject({
        working_days: 0.5,
        start_part: 'afternoon',
        end_part: 'afternoon',
      });
      // 10:00 to 12:00 of an eight-hour day.
      const hours = await api.apply(me.headers, {
        leavetype: 'Bank',
        start_date: '2090-03-07',
        end_date: '2090-03-07',
        start_part: 'hours',
        start_time: '10:00',
        end_time: '12:00',
      });
      expect(hours.json().data).toMatchObject({ working_days: 0.25, start_time: '10:00', end_time: '12:00' });
      // Friday afternoon to Monday morning, over the weekend: a half and a half.
      const weekend = await api.apply(me.headers, {
        leavetype: 'Trip',
        start_date: '2090-03-10',
        end_date: '2090-03-13',
        start_part: 'afternoon',
        end_part: 'morning',
      });
      expect(weekend.json().data.working_days).toBe(1);
      expect(await balanceOf(me.headers, 'Annual')).toMatchObject({
        allowance: 18,
        used: 0,
        pending: 1.75,
        left: 18,
      });
    }));

  it('refuses a part the type’s unit does not allow, and hours longer than the working day', () =>
    withPolicy({ Annual: { unit: 'half_day' } }, async () => {
      const { me } = await team();
      const day = { leavetype: 'x', start_date: '2090-03-06', end_date: '2090-03-06' };
      const personal = await api.apply(me.headers, { ...day, leave_type: 'Personal', start_part: 'morning' });
      expect(personal.statusCode).toBe(400);
      expect(personal.json().message).toBe('Personal leave can be taken in whole days only');
      const hours = { ...day, start_part: 'hours', start_time: '09:00', end_time: '10:00' };
      expect((await api.apply(me.headers, hours)).json().message).toBe(
        'Annual leave can be taken in half or whole days only',
      );
      const backwards = await api.apply(me.headers, {
        ...day,
        start_part: 'hours',
        start_time: '12:00',
        end_time: '10:00',
      });
      expect(backwards.json().message).toBe('The end time must be after the start time');
      const mornings = {
        leavetype: 'x',
        start_date: '2090-03-06',
        end_date: '2090-03-07',
        start_part: 'morning',
      };
      expect((await api.apply(me.headers, mornings)).json().message).toBe(
        'A leave of several days may start in the afternoon, not end its first day in the morning',
      );
    }));

  it('lets a morning and an afternoon share a date, and refuses any overlap to the part of a day', () =>
    withPolicy({ Annual: { unit: 'hour' } }, async () => {
      const { me } = await team();
      const on = (part: object) => ({
        leavetype: 'x',
        start_date: '2090-03-08',
        end_date: '2090-03-08',
        ...part,
      });
      expect((await api.apply(me.headers, on({ start_part: 'morning' }))).statusCode).toBe(201);
      // The morning runs to 13:00, half-way through 09:00–17:00.
      const inside = await api.apply(
        me.headers,
        on({ start_part: 'hours', start_time: '12:00', end_time: '14:00' }),
      );
      expect(inside.statusCode).toBe(409);
      expect(inside.json().message).toBe(
        'These dates overlap your pending leave on 2090-03-08: the morning.',
      );
      expect((await api.apply(me.headers, on({}))).statusCode).toBe(409);
      expect(
        (await api.apply(me.headers, on({ start_part: 'hours', start_time: '13:00', end_time: '15:00' })))
          .statusCode,
      ).toBe(201);
      expect((await api.apply(me.headers, on({ start_part: 'afternoon' }))).statusCode).toBe(409);
    }));
});

describe('the balance', () => {
  it('refuses a request that would take it below zero, unless the type allows a negative balance', () =>
    withPolicy({ Personal: { unit: 'half_day' } }, async () => {
      const { me } = await team();
      // Personal allows 5: Monday to Thursday and a Friday morning hold 4.5.
      await api.applied(me.headers, {
        leave_type: 'Personal',
        start_date: '2090-03-06',
        end_date: '2090-03-09',
      });
      await api.applied(me.headers, {
        leave_type: 'Personal',
        start_date: '2090-03-10',
        end_date: '2090-03-10',
        start_part: 'morning',
      });
      const over = await api.apply(me.headers, {
        leavetype: 'x',
        leave_type: 'Personal',
        start_date: '2090-03-13',
        end_date: '2090-03-13',
      });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(
        'Not enough Personal leave left in 2090: 1 working day requested, 0.5 days available (5 credited, 0 used, 4.5 pending).',
      );
      await withPolicy({ Personal: { unit: 'half_day', allowNegative: true } }, async () => {
        const again = await api.apply(me.headers, {
          leavetype: 'x',
          leave_type: 'Personal',
          start_date: '2090-03-13',
          end_date: '2090-03-13',
        });
        expect(again.statusCode).toBe(201);
      });
      expect(await balanceOf(me.headers, 'Personal')).toMatchObject({ pending: 5.5, left: 5 });
    }));

  it('takes approved days in a taken line, and gives them back when approved leave is cancelled before it starts', async () => {
    const { me, approve } = await team();
    const id = await api.applied(me.headers, { start_date: '2090-03-06', end_date: '2090-03-08' });
    await approve(id);
    expect(await balanceOf(me.headers, 'Annual')).toMatchObject({ used: 3, left: 15 });
    const cancelled = await api.cancel(me.headers, { _id: id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await balanceOf(me.headers, 'Annual')).toMatchObject({ used: 0, left: 18 });
    const why = (await post('getleaveledger', me.headers, { leave_type: 'Annual' })).json();
    expect(why.lines.map((l: { kind: string; days: number }) => [l.kind, l.days])).toEqual([
      ['allocation', 18],
      ['taken', -3],
      ['returned', 3],
    ]);
    expect(why.lines[1]).toMatchObject({ leave: { _id: id, start_date: '2090-03-06' }, projected: false });

    // Once it has started it stays: the balance is hr's to adjust.
    const started = await api.applied(me.headers, { start_date: '2090-01-02', end_date: '2090-01-03' });
    await approve(started);
    const late = await api.cancel(me.headers, { _id: started });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This leave has already started, so it can no longer be cancelled.');
  });

  it('lets hr adjust a balance with a reason, listed in the why view; never their own', async () => {
    const { me } = await team();
    const hr = await actorOf(h, 'hr');
    const adjust = (who: string, body: object) =>
      post('adjustleavebalance', who === 'hr' ? hr.headers : me.headers, {
        employee_id: me.employee.id,
        leave_type: 'Annual',
        ...body,
      });
    const res = await adjust('hr', { days: 1.5, reason: 'Worked the election day' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'adjustment',
      days: 1.5,
      note: 'Worked the election day',
      on: '2090-01-02',
    });
    expect(await balanceOf(me.headers, 'Annual')).toMatchObject({ allowance: 19.5, left: 19.5 });
    expect((await adjust('hr', { days: 1, reason: '  ' })).json().message).toBe('A reason is required');
    expect((await adjust('hr', { days: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await adjust('hr', { days: 1, reason: 'x', leave_type: 'Unpaid' })).json().message).toBe(
      'That leave type is unlimited: it has no balance to adjust',
    );
    expect((await adjust('me', { days: 1, reason: 'x' })).statusCode).toBe(403);
    const own = await post('adjustleavebalance', hr.headers, {
      employee_id: hr.employee.id,
      leave_type: 'Annual',
      days: 1,
      reason: 'x',
    });
    expect(own.statusCode).toBe(403);
    const why = (await post('getleaveledger', me.headers, { leave_type: 'Annual' })).json();
    expect(why.lines.at(-1)).toMatchObject({
      kind: 'adjustment',
      by: `${hr.employee.firstName} ${hr.employee.lastName}`,
    });
  });
});

describe('policies and the accrual job', () => {
  it('pro-rates a mid-year joiner, projected until the job writes the very same line', () =>
    withPolicy({ Annual: { prorate: true } }, async () => {
      const joiner = await actorOf(h, 'employee', { dateOfJoining: '2090-07-01' });
      const year = { on: '2090-07-01' };
      // 1 July to 31 December: 184 of 365 days of 18, from the day they join.
      expect(await balanceOf(joiner.headers, 'Annual', { year: 2090 })).toMatchObject({ allowance: 0 });
      expect(await balanceOf(joiner.headers, 'Annual', year)).toMatchObject({ allowance: 9.07, left: 9.07 });
      const projected = (
        await post('getleaveledger', joiner.headers, { ...year, leave_type: 'Annual' })
      ).json().lines;
      expect(projected).toEqual([
        expect.objectContaining({ kind: 'allocation', days: 9.07, on: '2090-07-01', projected: true }),
      ]);
      await accrueLeave(h.database.db, '2090-07-01', '2090-07-01');
      const written = (await post('getleaveledger', joiner.headers, { ...year, leave_type: 'Annual' })).json()
        .lines;
      expect(written).toEqual([
        expect.objectContaining({ kind: 'allocation', days: 9.07, projected: false }),
      ]);
      expect(await balanceOf(joiner.headers, 'Annual', year)).toMatchObject({ allowance: 9.07 });
    }));

  it('accrues sick leave monthly, forecast to the day asked', () =>
    withPolicy({ Sick: { accrual: 'monthly_start' } }, async () => {
      const { me } = await team();
      // As of 15 May: January to May, a month each.
      expect(await balanceOf(me.headers, 'Sick', { on: '2090-05-15' })).toMatchObject({
        allowance: 5,
        left: 5,
      });
      expect(await balanceOf(me.headers, 'Sick')).toMatchObject({ allowance: 1 });
      // A request in June may use what June will have credited; one for seven days in March may not.
      const march = { leavetype: 'x', leave_type: 'Sick', start_date: '2090-03-06', end_date: '2090-03-14' };
      expect((await api.apply(me.headers, march)).statusCode).toBe(409);
      const june = { leavetype: 'x', leave_type: 'Sick', start_date: '2090-06-05', end_date: '2090-06-09' };
      expect((await api.apply(me.headers, june)).statusCode).toBe(201);
    }));

  it('carries unused days into the next year up to the cap, expires what is not taken, and runs twice to the same lines', () =>
    withPolicy({ Annual: { carryForwardDays: 5, carryForwardExpiryMonths: 3 } }, async () => {
      const { me, approve } = await team();
      await approve(await api.applied(me.headers, { start_date: '2090-03-06', end_date: '2090-03-07' }));
      // 16 left in 2090; in 2091 one day is taken in February, before the carried days expire on 1 April.
      await approve(await api.applied(me.headers, { start_date: '2091-02-05', end_date: '2091-02-05' }));
      const db = h.database.db;
      const run = () => accrueLeave(db, '2090-01-01', '2091-12-31');
      await run();
      const count = async () =>
        (await db.select().from(leaveLedger).where(eq(leaveLedger.employeeId, me.employee.id))).length;
      const lines = await count();
      // Twice more, two at once: nothing new.
      await Promise.all([run(), run()]);
      expect(await count()).toBe(lines);

      clock = new Date('2091-12-01T05:00:00Z');
      try {
        const why = (await post('getleaveledger', me.headers, { year: 2091, leave_type: 'Annual' })).json()
          .lines;
        expect(why.map((l: { kind: string; days: number }) => [l.kind, l.days])).toEqual([
          ['allocation', 18],
          ['carry_forward', 5],
          ['taken', -1],
          ['expiry', -4],
        ]);
        expect(await balanceOf(me.headers, 'Annual', { year: 2091 })).toMatchObject({
          allowance: 19,
          used: 1,
          left: 18,
        });
      } finally {
        clock = new Date('2090-01-02T05:00:00Z');
      }
    }));

  it('lets hr run the job from a past day, not from the future or before balances are kept', async () => {
    const hr = await actorOf(h, 'hr');
    const ok = await post('runleaveaccrual', hr.headers, { from: '2090-01-01' });
    expect(ok.statusCode).toBe(200);
    expect((await post('runleaveaccrual', hr.headers, { from: '2090-02-01' })).json().message).toBe(
      'The day to credit from must not be in the future',
    );
    expect((await post('runleaveaccrual', hr.headers, { from: '1999-12-31' })).json().message).toBe(
      'The day to credit from must not be before the day balances are kept from',
    );
  });
});
