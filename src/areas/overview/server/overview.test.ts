/**
 * getdashboardstats on a small fixture. Counts are organisation-wide and PostgreSQL test files share one
 * database, so each test compares the figures before and after adding its own people.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import {
  actorOf,
  createEmployee,
  insertLeave,
  insertRecord,
  setupHarness,
} from '../../../server/test/harness.js';
import type { DashboardStats } from '../schemas.js';

// Wednesday 18 November 2026, 11:45 in Kathmandu (the default time zone).
let clock = new Date('2026-11-18T06:00:00Z');
const h = setupHarness({ now: () => clock });
const stats = async (headers: Record<string, string>) => {
  const res = await h.app.inject({ method: 'POST', url: '/api/employee/getdashboardstats', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardStats;
};
const delta = (after: DashboardStats, before: DashboardStats) => ({
  total: after.total - before.total,
  active: after.active - before.active,
  terminated: after.terminated - before.terminated,
  onLeaveToday: after.onLeaveToday - before.onLeaveToday,
  presentToday: after.presentToday - before.presentToday,
  lateToday: after.lateToday - before.lateToday,
  pendingLeave: after.pendingLeave - before.pendingLeave,
});

describe('getdashboardstats', () => {
  it('counts headcount, today’s attendance and leave, and pending requests', async () => {
    clock = new Date('2026-11-18T06:00:00Z');
    const hr = await actorOf(h, 'hr');
    const before = await stats(hr.headers);
    expect(before.today).toBe('2026-11-18');

    const onTime = await createEmployee(h);
    const late = await createEmployee(h);
    const away = await createEmployee(h);
    const gone = await createEmployee(h, {
      status: 'terminated',
      terminatedAt: new Date('2026-11-01T06:00:00Z'),
    });
    const back = await createEmployee(h);
    const absent = await createEmployee(h);

    await insertRecord(h, { employeeId: onTime.id, workDate: '2026-11-18', status: 'Present' });
    await insertRecord(h, { employeeId: late.id, workDate: '2026-11-18', status: 'Late' });
    await insertRecord(h, { employeeId: absent.id, workDate: '2026-11-18', status: 'Absent' }); // marked absent: not present
    await insertRecord(h, { employeeId: back.id, workDate: '2026-11-17', status: 'Present' }); // yesterday: not today
    await insertLeave(h, {
      employeeId: away.id,
      startDate: '2026-11-16',
      endDate: '2026-11-20',
      status: 'approved',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    }); // on leave today
    await insertLeave(h, {
      employeeId: gone.id,
      startDate: '2026-11-18',
      endDate: '2026-11-18',
      status: 'approved',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    }); // terminated: not counted
    await insertLeave(h, {
      employeeId: back.id,
      startDate: '2026-11-10',
      endDate: '2026-11-17',
      status: 'approved',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    }); // ended yesterday
    await insertLeave(h, {
      employeeId: absent.id,
      startDate: '2026-11-18',
      endDate: '2026-11-18',
      status: 'rejected',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    }); // not approved
    await insertLeave(h, {
      employeeId: back.id,
      startDate: '2026-11-25',
      endDate: '2026-11-26',
      status: 'pending',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    });
    await insertLeave(h, {
      employeeId: onTime.id,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      status: 'pending',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    });
    await insertLeave(h, {
      employeeId: late.id,
      startDate: '2026-11-18',
      endDate: '2026-11-18',
      status: 'cancelled',
      decidedBy: hr.employee.id,
      decidedAt: clock,
    }); // cancelled: nothing

    const after = await stats(hr.headers);
    expect(delta(after, before)).toEqual({
      total: 6,
      active: 5,
      terminated: 1,
      onLeaveToday: 1,
      presentToday: 2,
      lateToday: 1,
      pendingLeave: 2,
    });
    expect(after.active + after.terminated).toBe(after.total);
  });

  it('counts who is on leave as each write leaves it: an approval, a leaver, another day', async () => {
    clock = new Date('2026-11-18T06:00:00Z');
    const hr = await actorOf(h, 'hr');
    const away = await createEmployee(h);
    const before = await stats(hr.headers);
    await insertLeave(h, {
      employeeId: away.id,
      startDate: '2026-11-18',
      endDate: '2026-11-19',
      status: 'approved',
      decidedBy: hr.employee.id,
    });
    expect((await stats(hr.headers)).onLeaveToday - before.onLeaveToday).toBe(1);
    // Terminated since: no longer counted.
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: clock })
      .where(eq(employees.id, away.id));
    expect((await stats(hr.headers)).onLeaveToday - before.onLeaveToday).toBe(0);
    await h.database.db
      .update(employees)
      .set({ status: 'active', terminatedAt: null })
      .where(eq(employees.id, away.id));
    expect((await stats(hr.headers)).onLeaveToday - before.onLeaveToday).toBe(1);
    // The next day is counted for that day, with nothing written in between.
    const today = await stats(hr.headers);
    clock = new Date('2026-11-20T06:00:00Z');
    const friday = await stats(hr.headers);
    clock = new Date('2026-11-18T06:00:00Z');
    expect(friday.today).toBe('2026-11-20');
    expect(today.onLeaveToday - friday.onLeaveToday).toBeGreaterThanOrEqual(1);
  });

  it('takes today in the organisation’s time zone, not UTC', async () => {
    clock = new Date('2026-11-20T18:30:00Z'); // still Friday the 20th in UTC, Saturday 00:15 in Kathmandu
    const hr = await actorOf(h, 'hr');
    const before = await stats(hr.headers);
    expect(before.today).toBe('2026-11-21');
    const early = await createEmployee(h);
    await insertRecord(h, { employeeId: early.id, workDate: '2026-11-21', status: 'Present' });
    await insertRecord(h, {
      employeeId: (await createEmployee(h)).id,
      workDate: '2026-11-20',
      status: 'Present',
    });
    const after = await stats(hr.headers);
    expect(after.presentToday - before.presentToday).toBe(1);
  });

  it('is hr only', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await actorOf(h, role);
      const res = await h.app.inject({ method: 'POST', url: '/api/employee/getdashboardstats', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to do this');
    }
    const anonymous = await h.app.inject({ method: 'POST', url: '/api/employee/getdashboardstats' });
    expect(anonymous.statusCode).toBe(401);
  });
});
