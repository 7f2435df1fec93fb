/**
 * The organisation's attendance start date: nobody is absent before it, however long ago they joined, and the
 * history starts at its month. It is a setting (getsettings/updatesettings), checked and audited.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, unique } from '../../../server/test/harness.js';

let clock = new Date('2030-01-21T04:15:00Z'); // Monday 21 January 2030, 10:00 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);

let hr: Awaited<ReturnType<typeof actorOf>>;
let original: string;
beforeAll(async () => {
  hr = await actorOf(h, 'hr');
  original = (await call('getsettings', hr.headers)).json().attendanceStartDate;
});

describe('attendanceStartDate', () => {
  it('is a setting: shown, saved, audited; a bad or future date is refused', async () => {
    expect(original).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bad = await call('updatesettings', hr.headers, { attendanceStartDate: '2030-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Attendance start date must be a date as yyyy-mm-dd');
    // Tomorrow in Kathmandu (the 22nd) is the future; today is not.
    const future = await call('updatesettings', hr.headers, { attendanceStartDate: '2030-01-22' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Attendance start date must not be in the future');
    const saved = await call('updatesettings', hr.headers, { attendanceStartDate: '2030-01-21' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().attendanceStartDate).toBe('2030-01-21');
    expect((await call('getsettings', hr.headers)).json().attendanceStartDate).toBe('2030-01-21');
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, saved.headers['x-request-id'] as string));
    expect(entry).toMatchObject({ entity: 'settings', after: { attendanceStartDate: '2030-01-21' } });
  });

  it('counts no absence before it for someone who joined years earlier, and starts the history there', async () => {
    await call('updatesettings', hr.headers, { attendanceStartDate: '2030-01-14' });
    // A department of their own: the day view comes a page at a time, among the file's other people.
    const department = `Tracking ${unique()}`;
    const { employee, headers } = await actorOf(h, 'employee', { dateOfJoining: '2025-03-03', department });
    const january = (await call('getmyattendance', headers, { month: '2030-01' })).json().attendance;
    // Monday 14 to Friday 18 January; the 21st is today and not over.
    expect(january.map((d: { date: string; status: string }) => `${d.date} ${d.status}`)).toEqual([
      '2030-01-14 Absent',
      '2030-01-15 Absent',
      '2030-01-16 Absent',
      '2030-01-17 Absent',
      '2030-01-18 Absent',
    ]);
    const summary = (await call('getAttendanceSummary', headers)).json().monthly_overview;
    expect(summary).toMatchObject({ absent_days: 5, working_days: 6 });
    const december = (await call('getmyattendance', headers, { month: '2029-12' })).json();
    expect(december.attendance).toEqual([]);
    const history = (await call('getAttendanceHistory', headers)).json().months;
    expect(history.map((m: { month: string }) => m.month)).toEqual(['2030-01']);
    // hr sees the same in the day view: a day before tracking started is nobody's absence.
    const before = (await call('getattendance', hr.headers, { date: '2030-01-10', department })).json()
      .attendance;
    expect(before.find((r: { employee: { _id: string } }) => r.employee._id === employee.id)).toMatchObject({
      status: 'Not checked in',
    });
    const after = (await call('getattendance', hr.headers, { date: '2030-01-15', department })).json()
      .attendance;
    expect(after.find((r: { employee: { _id: string } }) => r.employee._id === employee.id)).toMatchObject({
      status: 'Absent',
    });
  });

  it('leaves the joining date in charge for someone who joined after it', async () => {
    await call('updatesettings', hr.headers, { attendanceStartDate: '2030-01-07' });
    const { headers } = await actorOf(h, 'employee', { dateOfJoining: '2030-01-16' });
    const january = (await call('getmyattendance', headers, { month: '2030-01' })).json().attendance;
    expect(january.map((d: { date: string }) => d.date)).toEqual(['2030-01-16', '2030-01-17', '2030-01-18']);
    clock = new Date('2030-02-04T04:15:00Z');
    const history = (await call('getAttendanceHistory', headers)).json().months;
    expect(history.map((m: { month: string }) => m.month)).toEqual(['2030-02', '2030-01']);
  });
});
