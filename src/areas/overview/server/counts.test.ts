// The dashboard's headcount, pending leave and today's attendance are counts kept by triggers (decision 019): after every kind of
// write they equal a count of the rows, never a cached figure.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client.js';
import { attendanceRecords, employees, leaveRequests } from '../../../server/db/schema.js';
import {
  actorOf,
  createEmployee,
  insertLeave,
  insertRecord,
  setupHarness,
} from '../../../server/test/harness.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import type { DashboardStats } from '../schemas.js';

// Friday 14 June 2030, 11:45 in Kathmandu (the default time zone).
const h = setupHarness({ now: () => new Date('2030-06-14T06:00:00Z') });
const today = '2030-06-14';
const api = leaveApi(h);

describe('getdashboardstats counts', () => {
  it('stay exact through inserts, status changes, other updates and deletes, one row or many at a time', async () => {
    const hr = await actorOf(h, 'hr');
    const expectExact = async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/employee/getdashboardstats',
        headers: hr.headers,
      });
      const [truth] = await queryRows<Record<string, number>>(
        h.database.db,
        sql`select (select count(*) from employees)::int as total,
          (select count(*) from employees where status = 'active')::int as active,
          (select count(*) from employees where status = 'terminated')::int as terminated,
          (select count(*) from leave_requests where status = 'pending')::int as "pendingLeave",
          (select count(*) from attendance_records where work_date = ${today}::date
            and status in ('Present', 'Late'))::int as "presentToday",
          (select count(*) from attendance_records where work_date = ${today}::date
            and status = 'Late')::int as "lateToday"`,
      );
      expect(res.json() as DashboardStats).toMatchObject(truth!);
    };
    await expectExact();
    const person = await actorOf(h, 'employee');
    const others = await Promise.all([1, 2, 3].map(() => createEmployee(h)));
    await expectExact();
    // Through the API: a request opens pending, its decision closes it.
    const applied = await api.apply(person.headers, {
      start_date: '2030-07-01',
      end_date: '2030-07-02',
      leavetype: 'Annual',
      reason: 'Rest',
    });
    expect(applied.statusCode).toBe(201);
    await expectExact();
    const decided = await api.decide(hr.headers, { _id: applied.json().data._id, status: 'approved' });
    expect(decided.statusCode).toBe(200);
    await expectExact();
    // Many rows in one statement, an update that moves no status, termination, and deletes.
    const ids = others.map((o) => o.id);
    for (const [i, id] of ids.entries()) {
      const day = `2030-08-0${i + 1}`;
      await insertLeave(h, { employeeId: id, startDate: day, endDate: day, status: 'pending' });
    }
    await expectExact();
    // Today's attendance: clocking in through the API, rows written directly, a status corrected, rows deleted.
    const clocked = await h.app.inject({
      method: 'POST',
      url: '/api/employee/check_in',
      headers: person.headers,
      payload: {},
    });
    expect(clocked.statusCode).toBe(200);
    for (const [i, id] of ids.entries())
      await insertRecord(h, { employeeId: id, workDate: today, status: i ? 'Present' : 'Late' });
    await expectExact();
    await h.database.db
      .update(attendanceRecords)
      .set({ status: 'Present' })
      .where(eq(attendanceRecords.employeeId, ids[0]!));
    await expectExact();
    await h.database.db.delete(attendanceRecords).where(inArray(attendanceRecords.employeeId, ids));
    await expectExact();
    await h.database.db.update(employees).set({ designation: 'Renamed' }).where(inArray(employees.id, ids));
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: new Date() })
      .where(inArray(employees.id, ids.slice(0, 2)));
    await expectExact();
    await h.database.db
      .update(leaveRequests)
      .set({ status: 'cancelled' })
      .where(eq(leaveRequests.employeeId, ids[0]!));
    await h.database.db.delete(leaveRequests).where(inArray(leaveRequests.employeeId, ids));
    await h.database.db.delete(employees).where(inArray(employees.id, ids));
    await expectExact();
  });
});
