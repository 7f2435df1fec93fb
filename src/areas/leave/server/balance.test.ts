import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, requestThatRead, setupHarness } from '../../../server/test/harness.js';
import { leaveBalanceReply } from '../schemas.js';
import { personBalance } from './balance.js';
import { leaveApi } from './leave-test-helpers.js';
import { leaveSettings, yearAndDay } from './reads.js';

// Friday 14 June 2030 in Kathmandu.
const h = setupHarness({ now: () => new Date('2030-06-14T06:00:00Z') });
const api = leaveApi(h);

async function employeeWithManager() {
  const manager = await actorOf(h, 'manager');
  const me = await actorOf(h, 'employee', { managerId: manager.employee.id });
  return { manager, me };
}

const annual = (body: { balances: { leave_type: string }[] }) =>
  body.balances.find((b) => b.leave_type === 'Annual');

describe('POST /api/employee/getleavebalance', () => {
  it('answers every type with allowance, used, pending and left in working days, weekends excluded', async () => {
    const { manager, me } = await employeeWithManager();
    // Fri 5 to Mon 8 July: two working days.
    const approved = await api.applied(me.headers, { start_date: '2030-07-05', end_date: '2030-07-08' });
    await api.decide(manager.headers, { _id: approved, status: 'approved' });
    // Mon 15 to Wed 17 July, pending: three.
    await api.applied(me.headers, { start_date: '2030-07-15', end_date: '2030-07-17' });
    // Rejected days count for nothing.
    const rejected = await api.applied(me.headers, { start_date: '2030-08-05', end_date: '2030-08-09' });
    await api.decide(manager.headers, { _id: rejected, status: 'rejected' });

    const res = await api.balance(me.headers);
    expect(res.statusCode).toBe(200);
    const body = leaveBalanceReply.strict().parse(res.json());
    expect(body).toMatchObject({
      employee_id: me.employee.id,
      year: 2030,
      from: '2030-01-01',
      to: '2030-12-31',
      on: '2030-06-14',
    });
    const policy = { requestable: true, unit: 'day', allow_negative: false };
    expect(body.balances).toEqual([
      { leave_type: 'Annual', allowance: 18, used: 2, pending: 3, left: 16, ...policy },
      { leave_type: 'Sick', allowance: 12, used: 0, pending: 0, left: 12, ...policy },
      { leave_type: 'Personal', allowance: 5, used: 0, pending: 0, left: 5, ...policy },
      { leave_type: 'Unpaid', allowance: null, used: 0, pending: 0, left: null, ...policy },
    ]);
    expect(body.next_leave).toMatchObject({ _id: approved, start_date: '2030-07-05', status: 'approved' });
    // Read with the balance in one statement, it is shown exactly as the list of one's leave shows it.
    const mine = (await api.mine(me.headers)).json().leave as { _id: string }[];
    // One's own list comes with the session; the manager's ask reads on its own: both see the same, newest first.
    expect(mine).toHaveLength(3);
    expect((await api.mine(manager.headers, { employee_id: me.employee.id })).json().leave).toEqual(mine);
    expect(body.next_leave).toEqual(mine.find((l) => l._id === approved));
    expect(body.next_leave?.decided_by).toEqual({ _id: manager.employee.id, name: expect.any(String) });
    // One's own is read with the session; the manager's ask reads on its own: both see the same.
    expect((await api.balance(manager.headers, { employee_id: me.employee.id })).json()).toEqual(body);
  });

  it('reads again when what came with the session was read for another day', async () => {
    const { me } = await employeeWithManager();
    await api.applied(me.headers, { start_date: '2030-07-15', end_date: '2030-07-17' });
    const settings = await leaveSettings(h.database.db);
    const today = '2030-06-14';
    const q = { employeeId: me.employee.id, ...yearAndDay(settings, today, {}) };
    const balanceOf = personBalance(h.database.db);
    const read = await balanceOf(q, today, settings);
    expect(annual(read)).toMatchObject({ pending: 3 });
    // What the session would have brought had it been read before the request, for the day before.
    const before = {
      params: {
        ids: [q.employeeId],
        starts: [q.year.start],
        from: q.year.start,
        to: q.year.end,
        today: '2030-06-13',
      },
      row: {
        ...{ id: q.employeeId, joined: me.employee.dateOfJoining, left: null as unknown as Date },
        ...{ lines: [], pending: [], firstName: 'Old', lastName: 'Row', managerId: null, next: null },
      },
    };
    const session = (caller: typeof before) => requestThatRead('leave_balance', q.employeeId, caller);
    expect(await balanceOf(q, today, settings, session(before))).toEqual(read);
    // Read for this very day, it is what is used (no second read).
    const taken = await balanceOf(
      q,
      today,
      settings,
      session({ ...before, params: { ...before.params, today } }),
    );
    expect(annual(taken)).toMatchObject({ pending: 0 });
  });

  it('splits a leave across the new year between the two years', async () => {
    const { manager, me } = await employeeWithManager();
    // Mon 30 Dec 2030 to Fri 3 Jan 2031: two working days in 2030, three in 2031.
    const id = await api.applied(me.headers, { start_date: '2030-12-30', end_date: '2031-01-03' });
    await api.decide(manager.headers, { _id: id, status: 'approved' });
    expect(annual((await api.balance(me.headers, { year: 2030 })).json())).toMatchObject({
      used: 2,
      left: 16,
    });
    expect(annual((await api.balance(me.headers, { year: 2031 })).json())).toMatchObject({
      used: 3,
      left: 15,
    });
  });

  it('lets the manager and hr read an employee’s balance, and refuses others', async () => {
    const { manager, me } = await employeeWithManager();
    const body = { employee_id: me.employee.id };
    expect((await api.balance(manager.headers, body)).statusCode).toBe(200);
    expect((await api.balance((await actorOf(h, 'hr')).headers, body)).statusCode).toBe(200);
    expect((await api.balance((await actorOf(h, 'employee')).headers, body)).statusCode).toBe(403);
    expect((await api.balance(me.headers, { year: 1999 })).json().message).toBe(
      'Year must be between 2000 and 2100',
    );
  });

  // A holiday on a day in 2093, a year no other test here uses.
  it('leaves holidays out of the count', async () => {
    const { manager, me } = await employeeWithManager();
    // Holidays are the holidays table's (issue 40); its trigger writes the settings row's list too.
    await h.database.db.execute(sql`insert into holidays (date, name) values ('2093-07-08', 'Test day')`);
    // Mon 6 to Fri 10 July 2093, Wednesday a holiday: four working days.
    const res = await api.apply(me.headers, {
      leavetype: 'Trip',
      start_date: '2093-07-06',
      end_date: '2093-07-10',
    });
    expect(res.json().data).toMatchObject({ days: 5, working_days: 4 });
    await api.decide(manager.headers, { _id: res.json().data._id, status: 'approved' });
    expect(annual((await api.balance(me.headers, { year: 2093 })).json())).toMatchObject({
      used: 4,
      left: 14,
    });
    // A request of nothing but the holiday holds no working day.
    const holidayOnly = await api.apply(me.headers, {
      leavetype: 'x',
      start_date: '2093-07-08',
      end_date: '2093-07-08',
    });
    expect(holidayOnly.statusCode).toBe(400);
  });
});

describe('a decided request', () => {
  it('keeps the working days counted when it was approved, whatever the working days become', async () => {
    const { manager, me } = await employeeWithManager();
    const hr = await actorOf(h, 'hr');
    const settings = (path: string, payload: object = {}) => callerOf(h)(path, hr.headers, payload);
    const before = (await settings('getsettings')).json().workingDays;
    // Fri 6 to Mon 9 September 2030: two working days Monday to Friday.
    const approved = await api.applied(me.headers, { start_date: '2030-09-06', end_date: '2030-09-09' });
    await api.decide(manager.headers, { _id: approved, status: 'approved' });
    // Fri 13 to Mon 16 September, still pending: counted with the calendar of the day.
    await api.applied(me.headers, { start_date: '2030-09-13', end_date: '2030-09-16' });
    try {
      expect((await settings('updatesettings', { workingDays: [1, 2, 3, 4, 5, 6] })).statusCode).toBe(200);
      expect(annual((await api.balance(me.headers)).json())).toMatchObject({ used: 2, pending: 3 });
      const mine = (
        await h.app.inject({ method: 'POST', url: '/api/employee/getmyleave', headers: me.headers })
      )
        .json()
        .leave.find((l: { _id: string }) => l._id === approved);
      expect(mine.working_days).toBe(2);
    } finally {
      await settings('updatesettings', { workingDays: before });
    }
  });
});
