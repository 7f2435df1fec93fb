/**
 * Counting (rules §4) through the API: present, late, absent and on-leave days around weekends, holidays,
 * approved leave, the joining date and month boundaries in Asia/Kathmandu; the history; submitting a month.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actorOf,
  callerOf,
  createEmployee,
  insertLeave,
  insertRecord,
  requestThatRead,
  setupHarness,
} from '../../../server/test/harness.js';
import { getSettings } from '../../settings/server/reads.js';
import { ledgerLoader } from './service.js';

let clock = new Date('2030-01-21T04:15:00Z'); // Monday 21 January 2030, 10:00 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);

const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:45`);
const record = (employeeId: string, date: string, status: 'Present' | 'Late', inAt: string) =>
  insertRecord(h, {
    employeeId,
    workDate: date,
    status,
    checkInAt: at(date, inAt),
    checkOutAt: at(date, '17:30'),
  });
async function leave(
  employeeId: string,
  startDate: string,
  endDate: string,
  status: 'approved' | 'pending' | 'rejected',
) {
  const decider = await createEmployee(h, { role: 'hr' });
  await insertLeave(h, { employeeId, startDate, endDate, status, decidedBy: decider.id });
}

/** Joined Tuesday 8 January 2030: on time the 8th, late the 9th, approved leave 14–15, nothing else recorded. */
async function januaryEmployee() {
  const person = await actorOf(h, 'employee', { dateOfJoining: '2030-01-08' });
  const id = person.employee.id;
  await record(id, '2030-01-08', 'Present', '08:55');
  await record(id, '2030-01-09', 'Late', '09:20');
  await record(id, '2030-01-12', 'Present', '10:00'); // a Saturday worked
  await leave(id, '2030-01-14', '2030-01-15', 'approved');
  await leave(id, '2030-01-17', '2030-01-17', 'pending');
  await leave(id, '2030-01-18', '2030-01-18', 'rejected');
  return person;
}

describe('getAttendanceSummary', () => {
  it('counts present, late, absent and leave days of the month so far', async () => {
    clock = new Date('2030-01-21T04:15:00Z');
    const { headers } = await januaryEmployee();
    const res = await call('getAttendanceSummary', headers);
    expect(res.statusCode).toBe(200);
    // Absent: 10, 11, 16, 17 (pending leave), 18 (rejected leave); not the weekends, not today (the 21st).
    expect(res.json()).toEqual({
      month: '2030-01',
      submitted: false,
      monthly_overview: {
        present_days: 3,
        absent_days: 5,
        late_arrivals: 1,
        on_leave_days: 2,
        working_days: 10,
        attendance_rate: 38,
      },
    });
  });

  it('uses the local month: 00:15 on 1 February in Kathmandu is still January in UTC', async () => {
    const { employee, headers } = await actorOf(h, 'employee', { dateOfJoining: '2030-01-28' });
    clock = new Date('2030-01-31T18:30:00Z'); // Friday 1 February, 00:15 local
    expect((await call('check_in', headers)).json().attendance.date).toBe('2030-02-01');
    const feb = (await call('getAttendanceSummary', headers)).json();
    expect(feb.month).toBe('2030-02');
    expect(feb.monthly_overview).toMatchObject({ present_days: 1, absent_days: 0, working_days: 1 });
    const jan = (await call('getAttendanceSummary', headers, { month: '2030-01' })).json();
    // Joined Monday the 28th: 28, 29, 30, 31 absent, no record in January.
    expect(jan.monthly_overview).toMatchObject({ present_days: 0, absent_days: 4, working_days: 4 });
    expect(jan.monthly_overview.attendance_rate).toBe(0);
    const before = (await call('getAttendanceSummary', headers, { month: '2029-12' })).json();
    const after = (
      await call('getAttendanceSummary', headers, { employee_id: employee.id, month: '2030-03' })
    ).json();
    for (const empty of [before, after]) {
      expect(empty.monthly_overview).toEqual({
        present_days: 0,
        absent_days: 0,
        late_arrivals: 0,
        on_leave_days: 0,
        working_days: 0,
        attendance_rate: null,
      });
    }
  });

  it('skips holidays', async () => {
    // Holidays are the holidays table's (issue 40); its trigger writes the settings row's list too.
    await h.database.db.execute(sql`insert into holidays (date, name) values ('2030-03-06', 'Test Day')`);
    const { headers } = await actorOf(h, 'employee', { dateOfJoining: '2030-03-04' });
    clock = new Date('2030-03-08T04:15:00Z'); // Friday 8 March
    const res = (await call('getmyattendance', headers)).json();
    expect(res.attendance.map((d: { date: string }) => d.date)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-07',
    ]);
    await h.database.db.execute(sql`delete from holidays where date = '2030-03-06'`);
  });
});

describe('getmyattendance', () => {
  it('lists records, Absent and On Leave days in date order, with the exact message', async () => {
    clock = new Date('2030-01-21T04:15:00Z');
    const { headers, employee } = await januaryEmployee();
    const res = await call('getmyattendance', headers, { month: '2030-01' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // One's own month is read with the session; hr's ask reads on its own: both see the same.
    const hr = await actorOf(h, 'hr');
    const asked = { employee_id: employee.id, month: '2030-01' };
    expect((await call('getmyattendance', hr.headers, asked)).json()).toEqual(body);
    expect(body.message).toBe('Attendance records retrieved successfully.');
    expect(body.month).toBe('2030-01');
    expect(body.attendance.map((d: { date: string; status: string }) => [d.date, d.status])).toEqual([
      ['2030-01-08', 'Present'],
      ['2030-01-09', 'Late'],
      ['2030-01-10', 'Absent'],
      ['2030-01-11', 'Absent'],
      ['2030-01-12', 'Present'],
      ['2030-01-14', 'On Leave'],
      ['2030-01-15', 'On Leave'],
      ['2030-01-16', 'Absent'],
      ['2030-01-17', 'Absent'],
      ['2030-01-18', 'Absent'],
    ]);
    expect(body.attendance[1]).toEqual({
      _id: expect.any(String),
      date: '2030-01-09',
      check_in_time: '2030-01-09T03:35:00.000Z',
      check_out_time: '2030-01-09T11:45:00.000Z',
      status: 'Late',
    });
    expect(body.attendance[2]).toEqual({
      _id: 'absent-2030-01-10',
      date: '2030-01-10',
      check_in_time: null,
      check_out_time: null,
      status: 'Absent',
    });
    clock = new Date('2030-01-15T04:15:00Z'); // on approved leave
    expect((await call('gettodayattendance', headers)).json()).toMatchObject({
      date: '2030-01-15',
      on_leave: true,
    });
    clock = new Date('2030-01-21T04:15:00Z');
    expect((await call('gettodayattendance', headers)).json().on_leave).toBe(false);
    // Checking in today adds today's row.
    await call('check_in', headers);
    const after = (await call('getmyattendance', headers)).json().attendance;
    expect(after.at(-1)).toMatchObject({ date: '2030-01-21', status: 'Late' });
  });
});

describe('getAttendanceHistory and submitattendance', () => {
  it('lists months from the joining month to now, newest first, and marks submitted ones', async () => {
    clock = new Date('2030-01-21T04:15:00Z');
    const { employee, headers } = await actorOf(h, 'employee', { dateOfJoining: '2029-11-28' });
    await record(employee.id, '2029-12-03', 'Present', '08:50'); // a Monday
    await record(employee.id, '2029-12-04', 'Late', '09:30');
    const sub = await call('submitattendance', headers, { month: '2029-12' });
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toEqual({
      message: 'Attendance submitted successfully.',
      month: '2029-12',
      submitted_at: '2030-01-21T04:15:00.000Z',
    });
    const res = await call('getAttendanceHistory', headers);
    expect(res.statusCode).toBe(200);
    const months = res.json().months;
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2030-01', '2029-12', '2029-11']);
    // December 2029 has 21 weekdays: 2 attended, 19 absent.
    expect(months[1]).toEqual({
      month: '2029-12',
      present_days: 2,
      absent_days: 19,
      late_arrivals: 1,
      on_leave_days: 0,
      submitted: true,
    });
    expect(months[2]).toMatchObject({ month: '2029-11', absent_days: 3, submitted: false }); // 28, 29, 30
    expect(months[0]).toMatchObject({ month: '2030-01', absent_days: 14, submitted: false });
  });

  it('locks the month up to the day of submission: a second submit, check-in and check-out are 409; later days stay open; future months cannot be submitted', async () => {
    clock = new Date('2030-01-22T03:00:00Z');
    const { headers } = await actorOf(h, 'employee', { dateOfJoining: '2029-06-01' });
    expect((await call('check_in', headers)).statusCode).toBe(200);
    expect((await call('submitattendance', headers, { month: '2030-01' })).statusCode).toBe(200);
    const locked = 'Attendance for 2030-01 has already been submitted.';
    for (const name of ['submitattendance', 'check_out']) {
      const res = await call(name, headers, { month: '2030-01' });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(locked);
    }
    // Later the same day the clock stays locked…
    clock = new Date('2030-01-22T10:00:00Z');
    expect((await call('check_in', headers)).json().message).toBe(locked);
    expect((await call('gettodayattendance', headers)).json()).toMatchObject({ submitted: true });
    // …but the days after the submission can still be recorded: submitting early loses nothing.
    clock = new Date('2030-01-23T03:00:00Z');
    expect((await call('getAttendanceSummary', headers)).json().submitted).toBe(true);
    expect((await call('getmyattendance', headers)).json().submitted).toBe(true);
    expect((await call('gettodayattendance', headers)).json()).toMatchObject({
      submitted: false,
      attendance: null,
    });
    expect((await call('check_in', headers)).statusCode).toBe(200);
    const future = await call('submitattendance', headers, { month: '2030-02' });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe('Attendance for 2030-02 cannot be submitted before the month begins.');
  });
});

describe('a month read with the session', () => {
  it('is read again when it was read for another month', async () => {
    const { employee } = await januaryEmployee();
    const settings = await getSettings(h.database.db);
    const load = ledgerLoader(h.database.db);
    const january = { from: '2030-01-01', to: '2030-01-31' };
    const fresh = await load(employee.id, clock, january, settings);
    const december = {
      params: { from: '2029-12-01', to: '2029-12-31' },
      row: {
        id: employee.id,
        managerId: null,
        dateOfJoining: '2030-01-08',
        records: null,
        leaves: null,
        submitted: null,
      },
    };
    // A call whose auth query read the caller's month (the route's `CallerRead`, known by its name).
    const readWith = (caller: typeof december) => requestThatRead('attendance_month', employee.id, caller);
    expect((await load(employee.id, clock, january, settings, readWith(december)))?.ledger.records).toEqual(
      fresh?.ledger.records,
    );
    // Read for this very month, it is what is used.
    const taken = await load(
      employee.id,
      clock,
      january,
      settings,
      readWith({ ...december, params: january }),
    );
    expect(taken?.ledger.records).toEqual([]);
    expect(fresh?.ledger.records).toHaveLength(3);
  });
});
