import { describe, expect, it } from 'vitest';
import { attendanceRecords, leaveRequests } from '../../../server/db/schema.js';
import { actorOf, createEmployee, setupHarness } from '../../../server/test/harness.js';
import { eachDay, isWorkingDay } from '../../../shared/calendar.js';

// Monday 2 March 2026, 11:45 in Kathmandu (the default time zone, UTC+5:45).
const clock = new Date('2026-03-02T06:00:00Z');
const h = setupHarness({ now: () => clock });
const report = (headers: Record<string, string>, employee_id: string) =>
  h.app.inject({ method: 'POST', url: '/api/employee/report', headers, payload: { employee_id } });

describe('report (built-in analyser)', () => {
  it('reflects the employee’s tenure, attendance and leave', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await createEmployee(h, { firstName: 'Rajan', lastName: 'Boss' });
    const employee = await createEmployee(h, {
      firstName: 'Kamala',
      lastName: 'Rai',
      designation: 'Analyst',
      department: 'Finance',
      dateOfJoining: '2026-02-02',
      employmentType: 'full-time',
      managerId: manager.id,
    });
    const days = eachDay('2026-02-02', '2026-02-27').filter((d) =>
      isWorkingDay(d, { workingDays: [1, 2, 3, 4, 5], holidays: [] }),
    );
    expect(days).toHaveLength(20);
    // 15 on time, 3 late (09:30 local), then a day of approved leave and a day absent.
    await h.database.db.insert(attendanceRecords).values(
      days.slice(0, 18).map((d, i) => ({
        employeeId: employee.id,
        workDate: d,
        checkInAt: new Date(`${d}T${i < 15 ? '03:15' : '03:45'}:00Z`),
        checkOutAt: new Date(`${d}T12:15:00Z`),
        status: i < 15 ? ('Present' as const) : ('Late' as const),
      })),
    );
    await h.database.db.insert(leaveRequests).values([
      {
        employeeId: employee.id,
        leaveType: 'Annual',
        reason: 'Family visit',
        startDate: days[18]!,
        endDate: days[18]!,
        status: 'approved',
        decidedBy: hr.employee.id,
        decidedAt: clock,
      },
      {
        employeeId: employee.id,
        leaveType: 'Sick',
        reason: 'Surgery',
        startDate: '2026-03-10',
        endDate: '2026-03-11',
      },
    ]);

    const res = await report(hr.headers, employee.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ generator: 'built-in', model: null });
    const text: string = body.text;
    expect(text).toContain('Employee Report: Kamala Rai');
    for (const heading of [
      'Overall Summary',
      'Tenure Summary',
      'Attendance Summary',
      'Leave Summary',
      'Recommendations Summary',
    ])
      expect(text.split('\n')).toContain(heading);
    expect(text).toContain('Length of service: 1 month.');
    expect(text).toContain('Reports to: Rajan Boss.');
    expect(text).toContain('Period: 2026-02-02 to 2026-03-01 (20 working days).');
    expect(text).toContain(
      'Present on 18 days, 3 of them late (on average 30 minutes after the 09:00 start).',
    );
    expect(text).toContain('Absent on 1 day; on approved leave on 1 day.');
    expect(text).toContain('Attendance rate: 94.7%');
    expect(text).toContain('Approved in 2026: 1 working day (Annual 1).');
    expect(text).toContain('Pending: 1 request covering 2 working days.');
    expect(text).toContain('Recently joined: schedule an onboarding check-in.');
    expect(text).toContain('Decide the pending leave requests.');
    // Only the headings name a summary, so the modal's sub-headings are exactly the sections.
    expect(text.split('\n').filter((l) => /summary/i.test(l))).toHaveLength(5);
  });

  it('writes a report for someone with no attendance yet', async () => {
    const hr = await actorOf(h, 'hr');
    const newcomer = await createEmployee(h, { dateOfJoining: '2026-03-02' });
    const res = await report(hr.headers, newcomer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toContain('No attendance has been counted in the last 90 days yet.');
  });

  it('answers 404 for an unknown employee and 400 for a bad id', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await report(hr.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await report(hr.headers, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Employee ID must be a valid id');
  });
});
