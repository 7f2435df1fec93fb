/**
 * getanalytics on a small hand-computed fixture. Departments get unique names, so their figures are exact;
 * attendance and leave are organisation-wide, and the file's tests share its database, so those tests compare
 * the series before and after adding their own rows.
 */
import { describe, expect, it } from 'vitest';
import {
  actorOf,
  createEmployee,
  insertLeave,
  insertRecord,
  setupHarness,
  unique,
} from '../../../server/test/harness.js';
import type { AnalyticsReply } from '../schemas.js';

// Wednesday 18 November 2026, 11:45 in Kathmandu (the default time zone, Monday to Friday working days).
const h = setupHarness({ now: () => new Date('2026-11-18T06:00:00Z') });
const analytics = async (headers: Record<string, string>) => {
  const res = await h.app.inject({ method: 'POST', url: '/api/employee/getanalytics', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as AnalyticsReply;
};

describe('getanalytics', () => {
  it('gives active headcount and the average salary (1 decimal) per department', async () => {
    const hr = await actorOf(h, 'hr');
    const design = `Design ${unique()}`;
    const legal = `Legal ${unique()}`;
    await createEmployee(h, { department: design, salary: 100000 });
    await createEmployee(h, { department: design, salary: 50000 });
    await createEmployee(h, { department: design, salary: 50000.5 });
    await createEmployee(h, { department: design, salary: null }); // counted, but not in the average
    await createEmployee(h, {
      department: design,
      salary: 900000,
      status: 'terminated',
      terminatedAt: new Date('2026-10-01T00:00:00Z'),
    });
    await createEmployee(h, { department: legal, salary: null });

    const reply = await analytics(hr.headers);
    expect(reply.currency).toBe(
      (await h.app.inject({ method: 'POST', url: '/api/employee/getsettings', headers: hr.headers })).json()
        .currency,
    );
    expect(reply.today).toBe('2026-11-18');
    // (100000 + 50000 + 50000.5) / 3 = 66666.83…
    expect(reply.departments.find((d) => d.department === design)).toEqual({
      department: design,
      headcount: 4,
      averageSalary: 66666.8,
    });
    expect(reply.departments.find((d) => d.department === legal)).toEqual({
      department: legal,
      headcount: 1,
      averageSalary: null,
    });
    const sizes = reply.departments.map((d) => d.headcount);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('gives attendance per working day of the 30 days before today: expected, attended, late, rate', async () => {
    const hr = await actorOf(h, 'hr');
    const before = await analytics(hr.headers);
    const { from, to, days } = before.attendance;
    expect({ from, to }).toEqual({ from: '2026-10-19', to: '2026-11-17' });
    // Monday 19 October to Tuesday 17 November: four whole weeks and two days, weekends left out.
    expect(days).toHaveLength(22);
    expect(days[0]!.date).toBe('2026-10-19');
    expect(days.map((d) => d.date)).not.toContain('2026-11-14');

    const regular = await createEmployee(h);
    const newcomer = await createEmployee(h, { dateOfJoining: '2026-11-17' });
    // 20:00 UTC on the 16th is 01:45 on the 17th in Kathmandu: still employed on the 16th, not on the 17th.
    await createEmployee(h, {
      status: 'terminated',
      terminatedAt: new Date('2026-11-16T20:00:00Z'),
    });
    const onLeave = await createEmployee(h);
    await insertRecord(h, { employeeId: regular.id, workDate: '2026-11-16', status: 'Present' });
    await insertRecord(h, { employeeId: regular.id, workDate: '2026-11-17', status: 'Late' });
    await insertRecord(h, { employeeId: regular.id, workDate: '2026-11-14', status: 'Present' }); // a Saturday: not in the series
    await insertRecord(h, { employeeId: newcomer.id, workDate: '2026-11-17', status: 'Present' });
    await insertLeave(h, {
      employeeId: onLeave.id,
      startDate: '2026-11-16',
      endDate: '2026-11-16',
      status: 'approved',
      decidedBy: hr.employee.id,
    });
    await insertLeave(h, {
      employeeId: onLeave.id,
      startDate: '2026-11-17',
      endDate: '2026-11-17',
      status: 'pending',
      decidedBy: hr.employee.id,
    }); // still expected

    const after = await analytics(hr.headers);
    const change = (date: string) => {
      const [b, a] = [before, after].map((r) => r.attendance.days.find((d) => d.date === date)!);
      return {
        expected: a!.expected - b!.expected,
        attended: a!.attended - b!.attended,
        late: a!.late - b!.late,
      };
    };
    expect(change('2026-11-13')).toEqual({ expected: 3, attended: 0, late: 0 }); // regular, leaver, onLeave
    expect(change('2026-11-16')).toEqual({ expected: 2, attended: 1, late: 0 }); // regular, leaver
    expect(change('2026-11-17')).toEqual({ expected: 3, attended: 2, late: 1 }); // regular, newcomer, onLeave
    for (const day of after.attendance.days) {
      expect(day.rate).toBe(
        day.expected > 0 ? Math.min(100, Math.round((day.attended / day.expected) * 1000) / 10) : null,
      );
    }
  });

  it('gives leave requests by status and the month they start in, over the last 12 months and the next 3', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await createEmployee(h);
    const before = await analytics(hr.headers);
    expect(before.leave.from).toBe('2025-12');
    expect(before.leave.to).toBe('2027-02');
    expect(before.leave.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);

    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2026-11-25',
      endDate: '2026-11-26',
      status: 'pending',
      decidedBy: hr.employee.id,
    });
    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2026-11-05',
      endDate: '2026-11-05',
      status: 'cancelled',
      decidedBy: hr.employee.id,
    });
    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2026-10-30',
      endDate: '2026-11-02',
      status: 'approved',
      decidedBy: hr.employee.id,
    }); // counted in October
    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2025-12-01',
      endDate: '2025-12-01',
      status: 'rejected',
      decidedBy: hr.employee.id,
    });
    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2025-11-30',
      endDate: '2025-12-02',
      status: 'approved',
      decidedBy: hr.employee.id,
    }); // starts before the window
    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      status: 'pending',
      decidedBy: hr.employee.id,
    }); // planned ahead
    await insertLeave(h, {
      employeeId: person.id,
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      status: 'pending',
      decidedBy: hr.employee.id,
    }); // after the window

    const after = await analytics(hr.headers);
    const changes = after.leave.months.map((a, i) => {
      const b = before.leave.months[i]!;
      return [
        a.month,
        a.pending - b.pending,
        a.approved - b.approved,
        a.rejected - b.rejected,
        a.cancelled - b.cancelled,
      ];
    });
    expect(changes.filter(([, ...counts]) => counts.some((n) => n !== 0))).toEqual([
      ['2025-12', 0, 0, 1, 0],
      ['2026-10', 0, 1, 0, 0],
      ['2026-11', 1, 0, 0, 1],
      ['2026-12', 1, 0, 0, 0],
    ]);
  });

  it('is hr only', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await actorOf(h, role);
      const res = await h.app.inject({ method: 'POST', url: '/api/employee/getanalytics', headers });
      expect(res.statusCode).toBe(403);
    }
    expect((await h.app.inject({ method: 'POST', url: '/api/employee/getanalytics' })).statusCode).toBe(401);
  });
});
