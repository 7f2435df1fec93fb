/**
 * hr's attendance management: one day for every active employee (records, derived Absent / On Leave / Not checked
 * in, submitted months), the filters, corrections with a reason (audited, seen by the employee), and who may do
 * it (the CSV: export.test.ts). Each test works in its own department, so rows the file's other tests make never
 * show up.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceRecords, auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, signIn } from '../../../server/test/harness.js';
import { clock, team } from './team.fixture.js';

const h = setupHarness({ now: () => clock });
const call = callerOf(h);
type Row = { employee: { _id: string; name: string }; status: string } & Record<string, unknown>;
const names = (rows: Row[]) => rows.map((r) => `${r.employee.name.split(' ')[0]} ${r.status}`);

describe('getattendance', () => {
  it("lists the day of everyone employed that day, by name, with the ledger's statuses", async () => {
    const { department, hr, alice, grace } = await team(h);
    const res = await call('getattendance', hr.headers, { date: '2030-01-18', department });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: '2030-01-18', today: '2030-01-21' });
    expect(body.departments).toContain(department);
    expect(names(body.attendance)).toEqual([
      'Alice Present',
      'Bob Late',
      'Carol Absent',
      'Dave On Leave',
      'Grace Absent',
      'Heidi Present',
    ]);
    expect(body.attendance[0]).toEqual({
      employee: {
        _id: alice.id,
        name: `Alice ${alice.lastName}`,
        employeeId: alice.employeeCode,
        department,
        designation: '=Lead',
      },
      _id: expect.any(String),
      date: '2030-01-18',
      check_in_time: '2030-01-18T03:10:00.000Z',
      check_out_time: '2030-01-18T11:45:00.000Z',
      status: 'Present',
      holiday: null,
      submitted: false,
      correction: null,
    });
    expect(body.attendance[2]).toMatchObject({ _id: null, check_in_time: null, status: 'Absent' });
    expect(body.attendance.find((r: Row) => r.employee._id === grace.id).submitted).toBe(true);
    expect(body.counts).toEqual({
      Present: 2,
      Late: 1,
      Absent: 2,
      'On Leave': 1,
      'Not checked in': 0,
      'Weekly off': 0,
      Holiday: 0,
    });
  });

  it('filters by status; today and future days are Not checked in, a weekly off is Weekly off (issue 40); the date defaults to today', async () => {
    const { department, hr } = await team(h);
    const absent = (
      await call('getattendance', hr.headers, { date: '2030-01-18', department, status: 'Absent' })
    ).json();
    expect(names(absent.attendance)).toEqual(['Carol Absent', 'Grace Absent']);
    expect(absent.counts.Present).toBe(2); // counts ignore the status filter
    const today = (await call('getattendance', hr.headers, { department })).json();
    expect(today.date).toBe('2030-01-21');
    // Erin joined on the 19th, so she is listed from then on.
    expect(names(today.attendance)).toEqual([
      'Alice Not checked in',
      'Bob Not checked in',
      'Carol Not checked in',
      'Dave On Leave',
      'Erin Not checked in',
      'Grace Not checked in',
    ]);
    const saturday = (await call('getattendance', hr.headers, { date: '2030-01-19', department })).json();
    expect(new Set(saturday.attendance.map((r: Row) => r.status))).toEqual(new Set(['Weekly off']));
    const future = (await call('getattendance', hr.headers, { date: '2030-01-23', department })).json();
    expect(new Set(future.attendance.map((r: Row) => r.status))).toEqual(new Set(['Not checked in']));
    const everyone = (await call('getattendance', hr.headers, { date: '2030-01-18', department: '' })).json();
    expect(everyone.attendance.length).toBeGreaterThanOrEqual(5);
  });

  it('sends a page of the rows, their total and the counts of the whole day (decision 019)', async () => {
    const { department, hr } = await team(h);
    const day = { date: '2030-01-18', department };
    const all = (await call('getattendance', hr.headers, day)).json();
    expect(all).toMatchObject({ total: 6, page: 1, pageSize: 50 });
    const second = (await call('getattendance', hr.headers, { ...day, page: 2, pageSize: 2 })).json();
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2, counts: all.counts });
    expect(names(second.attendance)).toEqual(names(all.attendance.slice(2, 4)));
    const res = await call('getattendance', hr.headers, { ...day, pageSize: 201 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Page size must be between 1 and 200');
  });
});

describe('updateattendance', () => {
  it('corrects a day with a reason: the employee sees it, hr sees who and why, the audit log has before and after', async () => {
    const { department, hr, carol } = await team(h);
    const body = {
      employee_id: carol.id,
      date: '2030-01-18',
      check_in_time: '09:05',
      check_out_time: '17:00',
      status: 'Present',
      reason: '  Forgot to clock in; confirmed by her manager  ',
    };
    const res = await call('updateattendance', hr.headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Attendance corrected successfully.',
      attendance: {
        _id: expect.any(String),
        date: '2030-01-18',
        check_in_time: '2030-01-18T03:20:00.000Z',
        check_out_time: '2030-01-18T11:15:00.000Z',
        status: 'Present',
      },
    });
    // Carol sees it in her own month.
    const mine = (await call('getmyattendance', await signIn(h, carol.email), { month: '2030-01' })).json();
    expect(mine.attendance.find((d: { date: string }) => d.date === '2030-01-18')).toEqual(
      res.json().attendance,
    );
    const day = (await call('getattendance', hr.headers, { date: '2030-01-18', department })).json();
    expect(day.attendance.find((r: Row) => r.employee._id === carol.id)).toMatchObject({
      status: 'Present',
      correction: {
        reason: 'Forgot to clock in; confirmed by her manager',
        corrected_by: { _id: hr.employee.id, name: `Test ${hr.employee.lastName}` },
        corrected_at: clock.toISOString(),
      },
    });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, res.headers['x-request-id'] as string));
    expect(entry).toMatchObject({
      actorId: hr.employee.id,
      action: 'correct',
      entity: 'attendance',
      entityId: res.json().attendance._id,
      before: null,
      after: { status: 'Present', correctionNote: 'Forgot to clock in; confirmed by her manager' },
    });
  });

  it('overwrites an existing record (one row a day), may make it Absent, and may correct a submitted month', async () => {
    const { hr, bob, grace } = await team(h);
    const late = await call('updateattendance', hr.headers, {
      employee_id: bob.id,
      date: '2030-01-18',
      check_in_time: '09:00',
      status: 'Present',
      reason: 'Badge reader was down',
    });
    expect(late.statusCode).toBe(200);
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, late.headers['x-request-id'] as string));
    expect(entry?.before).toMatchObject({ status: 'Late', checkInAt: '2030-01-18T03:45:00.000Z' });
    expect(entry?.after).toMatchObject({ status: 'Present', checkInAt: '2030-01-18T03:15:00.000Z' });
    const absent = await call('updateattendance', hr.headers, {
      employee_id: bob.id,
      date: '2030-01-18',
      status: 'Absent',
      reason: 'Was not in after all',
    });
    expect(absent.json().attendance).toMatchObject({ status: 'Absent', check_in_time: null });
    const rows = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, bob.id), eq(attendanceRecords.workDate, '2030-01-18')));
    expect(rows).toHaveLength(1);
    // Grace submitted January; hr corrects it anyway, and it stays submitted.
    const submitted = await call('updateattendance', hr.headers, {
      employee_id: grace.id,
      date: '2030-01-17',
      check_in_time: '09:45',
      status: 'Late',
      reason: 'Signed the paper register',
    });
    expect(submitted.statusCode).toBe(200);
    const mine = (
      await call('getmyattendance', hr.headers, { employee_id: grace.id, month: '2030-01' })
    ).json();
    expect(mine.submitted).toBe(true);
    expect(mine.attendance.find((d: { date: string }) => d.date === '2030-01-17').status).toBe('Late');
    // Today, up to now (10:00 in Kathmandu).
    const today = await call('updateattendance', hr.headers, {
      employee_id: grace.id,
      date: '2030-01-21',
      check_in_time: '09:59',
      status: 'Present',
      reason: 'Forgot to clock in',
    });
    expect(today.statusCode).toBe(200);
  });

  it.each([
    [{ date: '2030-02-30' }, 'Date must be a date in yyyy-mm-dd format'],
    [{ date: undefined }, 'Date must be a date in yyyy-mm-dd format'],
    [{ reason: undefined }, 'Reason is required'],
    [{ reason: '   ' }, 'Reason is required'],
    [{ reason: 'Fix\u0000' }, 'Reason must not contain a NUL character'],
    [{ status: 'On Leave' }, 'Status must be Present, Late or Absent'],
    [{ check_in_time: '9:00' }, 'Check in time must be a time as HH:MM'],
    [{ check_in_time: null }, 'Check in time is required for a Present day'],
    [{ check_out_time: '08:59' }, 'Check out time must not be before check in time'],
    [{ status: 'Absent' }, 'Check in time must be empty for an Absent day'],
    [{ status: 'Absent', check_in_time: null }, 'Check out time must be empty for an Absent day'],
    [{ employee_id: 'nobody' }, 'Employee ID must be a valid employee id'],
    [{ date: '2030-01-22' }, 'date must not be in the future'],
    [{ date: '2030-01-21', check_out_time: '10:01' }, 'check_out_time must not be in the future'],
    [
      { date: '2030-01-21', check_in_time: '10:30', check_out_time: null },
      'check_in_time must not be in the future',
    ],
    [{ date: '2029-06-01' }, 'date is before the employee joined'],
  ])('refuses %j with 400 naming the field, and changes nothing', async (patch, message) => {
    const { hr, carol } = await team(h);
    const payload = {
      employee_id: carol.id,
      date: '2030-01-18',
      check_in_time: '09:00',
      check_out_time: '17:00',
      status: 'Present',
      reason: 'Fix',
      ...patch,
    };
    const res = await call('updateattendance', hr.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const rows = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.employeeId, carol.id));
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown employee', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call('updateattendance', hr.headers, {
      employee_id: crypto.randomUUID(),
      date: '2030-01-18',
      status: 'Absent',
      reason: 'Fix',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may manage attendance', () => {
  it('is hr only: employees and managers get 403 on every call, even for their own reports', async () => {
    const manager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const correction = {
      employee_id: report.employee.id,
      date: '2030-01-18',
      status: 'Absent',
      reason: 'Fix',
    };
    for (const caller of [manager, report]) {
      for (const [name, payload] of [
        ['getattendance', {}],
        ['exportattendance', {}],
        ['updateattendance', correction],
        ['updateattendance', { ...correction, employee_id: caller.employee.id }],
      ] as const) {
        const res = await call(name, caller.headers, payload);
        expect(res.statusCode, `${name} by ${caller.employee.role}`).toBe(403);
      }
    }
    for (const name of ['getattendance', 'exportattendance', 'updateattendance'])
      expect((await call(name, {})).statusCode, name).toBe(401);
  });

  it.each([
    [{ date: '18/01/2030' }, 'Date must be a date in yyyy-mm-dd format'],
    [
      { status: 'Sleeping' },
      'Status must be one of Present, Late, Absent, On Leave, Not checked in, Weekly off, Holiday',
    ],
    [{ department: 'Fin\u0000ance' }, 'Department must not contain a NUL character'],
  ])('refuses the filter %j with 400', async (payload, message) => {
    const hr = await actorOf(h, 'hr');
    for (const name of ['getattendance', 'exportattendance']) {
      const res = await call(name, hr.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
