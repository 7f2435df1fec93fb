/**
 * Clocking in and out, in the organisation's default time zone (Asia/Kathmandu, UTC+5:45, a non-whole-hour
 * offset), with a fixed clock: the late boundary, the local date, the 409s, who may clock for whom, bad input,
 * and racing check-ins.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { openPostgres } from '../../../server/db/client.js';
import { attendanceRecords, auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, TEST_DATA_KEY } from '../../../server/test/harness.js';

let clock = new Date('2030-01-07T03:00:00Z');
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
const joined = { dateOfJoining: '2029-06-01' };

describe('check_in', () => {
  it('is Present up to work start plus grace in local time, and Late one minute after', async () => {
    const onTime = await actorOf(h, 'employee', joined);
    const late = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-07T03:25:59Z'); // 09:10:59 in Kathmandu, a Monday
    const a = await call('check_in', onTime.headers);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({
      message: 'Checked in successfully. Attendance updated.',
      attendance: {
        _id: expect.any(String),
        date: '2030-01-07',
        check_in_time: '2030-01-07T03:25:59.000Z',
        check_out_time: null,
        status: 'Present',
      },
    });
    clock = new Date('2030-01-07T03:26:00Z'); // 09:11:00
    const b = await call('check_in', late.headers, { employee_id: late.employee.id });
    expect(b.statusCode).toBe(200);
    expect(b.json().attendance.status).toBe('Late');
  });

  it('files the record under the local date, not the UTC one', async () => {
    const { headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-07T18:14:00Z'); // 23:59 on the 7th in Kathmandu
    expect((await call('check_in', headers)).json().attendance).toMatchObject({
      date: '2030-01-07',
      status: 'Late',
    });
    clock = new Date('2030-01-07T18:16:00Z'); // 00:01 on the 8th: a new day, a new record
    expect((await call('check_in', headers)).json().attendance).toMatchObject({
      date: '2030-01-08',
      status: 'Present',
    });
  });

  it('never marks a day off late', async () => {
    const { headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-05T08:00:00Z'); // Saturday 13:45
    expect((await call('check_in', headers)).json().attendance.status).toBe('Present');
  });

  it('refuses a second check-in the same day with 409 and the message the dashboard shows', async () => {
    const { employee, headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-08T03:00:00Z');
    expect((await call('check_in', headers)).statusCode).toBe(200);
    clock = new Date('2030-01-08T05:00:00Z');
    const again = await call('check_in', headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already Check In. Try Again Tomorrow.');
    const rows = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.employeeId, employee.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checkInAt?.toISOString()).toBe('2030-01-08T03:00:00.000Z');
  });

  it('refuses a day before the joining date', async () => {
    const { headers } = await actorOf(h, 'employee', { dateOfJoining: '2030-02-01' });
    clock = new Date('2030-01-08T03:00:00Z');
    const res = await call('check_in', headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot check in before your joining date.');
  });

  it('writes the check-in to the audit log', async () => {
    const { employee, headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-09T03:00:00Z');
    const id = (await call('check_in', headers)).json().attendance._id;
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ actorId: employee.id, action: 'check_in', entity: 'attendance' });
  });
});

describe('check_out', () => {
  it('needs today’s check-in, happens once, and shows in gettodayattendance', async () => {
    const { headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-10T03:00:00Z');
    const none = await call('check_out', headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have not checked in today.');
    expect((await call('gettodayattendance', headers)).json()).toEqual({
      date: '2030-01-10',
      submitted: false,
      on_leave: false,
      attendance: null,
      ask_location: false,
    });

    await call('check_in', headers);
    clock = new Date('2030-01-10T12:00:00Z');
    const out = await call('check_out', headers);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      message: 'Checked out successfully. Attendance updated.',
      attendance: {
        check_in_time: '2030-01-10T03:00:00.000Z',
        check_out_time: '2030-01-10T12:00:00.000Z',
        status: 'Present',
      },
    });
    const twice = await call('check_out', headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already checked out today.');
    expect((await call('gettodayattendance', headers)).json().attendance).toMatchObject({
      date: '2030-01-10',
      check_out_time: '2030-01-10T12:00:00.000Z',
    });
  });

  it('does not close yesterday’s record', async () => {
    const { headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-10T03:00:00Z');
    await call('check_in', headers);
    clock = new Date('2030-01-11T03:00:00Z');
    expect((await call('check_out', headers)).json().message).toBe('You have not checked in today.');
  });
});

describe('who may clock and read', () => {
  it('lets nobody clock in or out for someone else, hr and managers included (403)', async () => {
    const manager = await actorOf(h, 'manager', joined);
    const report = await actorOf(h, 'employee', { ...joined, managerId: manager.employee.id });
    const colleague = await actorOf(h, 'employee', joined);
    const hr = await actorOf(h, 'hr', joined);
    clock = new Date('2030-01-14T03:00:00Z');
    const body = { employee_id: report.employee.id };
    for (const caller of [manager, colleague, hr]) {
      for (const name of ['check_in', 'check_out', 'submitattendance']) {
        const res = await call(name, caller.headers, { ...body, month: '2030-01' });
        expect(res.statusCode, `${name} by ${caller.employee.role}`).toBe(403);
        expect(res.json().message).toBe('You do not have permission to do this');
      }
    }
    expect((await call('gettodayattendance', report.headers)).json().attendance).toBeNull();
  });

  it('lets the manager and hr read a report’s attendance, but not a colleague', async () => {
    const manager = await actorOf(h, 'manager', joined);
    const report = await actorOf(h, 'employee', { ...joined, managerId: manager.employee.id });
    const colleague = await actorOf(h, 'employee', joined);
    const hr = await actorOf(h, 'hr', joined);
    const body = { employee_id: report.employee.id };
    for (const name of [
      'getmyattendance',
      'getAttendanceSummary',
      'getAttendanceHistory',
      'gettodayattendance',
    ]) {
      expect((await call(name, manager.headers, body)).statusCode, name).toBe(200);
      expect((await call(name, hr.headers, body)).statusCode, name).toBe(200);
      expect((await call(name, colleague.headers, body)).statusCode, name).toBe(403);
    }
  });

  it('answers 404 to hr and 403 to others for an unknown employee id', async () => {
    const hr = await actorOf(h, 'hr', joined);
    const someone = await actorOf(h, 'employee', joined);
    const body = { employee_id: crypto.randomUUID() };
    expect((await call('getmyattendance', hr.headers, body)).statusCode).toBe(404);
    expect((await call('getmyattendance', someone.headers, body)).statusCode).toBe(403);
  });

  it('needs a token for every call, getAttendanceSummary included', async () => {
    for (const name of [
      'check_in',
      'check_out',
      'getAttendanceSummary',
      'getmyattendance',
      'submitattendance',
    ]) {
      expect((await call(name, {})).statusCode, name).toBe(401);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['check_in', { employee_id: 'not-an-id' }, 'Employee ID must be a valid employee id'],
    ['check_out', { employee_id: 42 }, 'Employee ID must be a valid employee id'],
    ['getmyattendance', { month: '2030-13' }, 'Month must be a month in yyyy-mm format'],
    ['getAttendanceSummary', { month: '2030-1' }, 'Month must be a month in yyyy-mm format'],
    ['getAttendanceSummary', { month: 202401 }, 'Month must be a month in yyyy-mm format'],
    ['submitattendance', {}, 'Month is required'],
    ['submitattendance', { month: 'January' }, 'Month must be a month in yyyy-mm format'],
  ])('%s with %j answers 400 naming the field', async (name, payload, message) => {
    const { headers } = await actorOf(h, 'employee', joined);
    const res = await call(name, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('racing check-ins', () => {
  it('gives exactly one record when many arrive at once, across two server instances', async () => {
    const { employee, headers } = await actorOf(h, 'employee', joined);
    clock = new Date('2030-01-15T03:00:00Z');
    // A second instance with its own connection pool (PostgreSQL), or on the same embedded database (PGlite).
    const other = h.database.url ? openPostgres(h.database.url, 4) : null;
    const second = await buildApp({
      database: other ?? h.database,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
      dataKey: TEST_DATA_KEY,
      now: () => clock,
    });
    const apps = [h.app, second];
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        apps[i % 2]!.inject({ method: 'POST', url: '/api/employee/check_in', headers, payload: {} }),
      ),
    );
    await second.close();
    await other?.close();
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(23);
    for (const r of replies.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe('Already Check In. Try Again Tomorrow.');
    const rows = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(
        and(eq(attendanceRecords.employeeId, employee.id), eq(attendanceRecords.workDate, '2030-01-15')),
      );
    expect(rows).toHaveLength(1);
  });
});
