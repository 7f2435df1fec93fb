// hr's leave review at scale (decision 019): a capped count, and far pages read in the right order.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests } from '../../../server/db/schema.js';
import { actorOf, insertLeave, setupHarness } from '../../../server/test/harness.js';
import { leaveApi } from './leave-test-helpers.js';

const h = setupHarness({ now: () => new Date('2030-06-14T06:00:00Z') });
const api = leaveApi(h);

describe('GET /api/employee/getallleave at scale', () => {
  it('counts no further than 1,000 pending requests, pages far in start order, and counts a far page exactly', async () => {
    // A manager's list holds only their reports' requests, not the file's other people's.
    const manager = await actorOf(h, 'manager');
    const person = await actorOf(h, 'employee', { managerId: manager.employee.id });
    // 1,010 one-day requests on 1,010 days in a row, written in one statement.
    await h.database.db.execute(sql`
      insert into leave_requests (employee_id, leave_type, reason, start_date, end_date)
      select ${person.employee.id}, 'Annual', 'Day ' || i, d, d
      from generate_series(1, 1010) i, lateral (select date '2031-01-01' + i as d) day`);
    const list = async (query: string) => (await api.all(manager.headers, query)).json();
    try {
      const first = await list('?status=pending&page=1&pageSize=20');
      expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1 });
      const far = await list('?status=pending&page=50&pageSize=20');
      const day = (i: number) => new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
      expect(far.approvedLeaves.map((l: { start_date: string }) => l.start_date)).toEqual(
        Array.from({ length: 20 }, (_, k) => day(981 + k)),
      );
      const last = await list('?status=pending&page=51&pageSize=20');
      expect(last).toMatchObject({ total: 1010, totalCapped: false, page: 51 });
      expect(last.approvedLeaves).toHaveLength(10);
    } finally {
      // The requests leave with the test, whatever happened.
      await h.database.db.delete(leaveRequests).where(eq(leaveRequests.employeeId, person.employee.id));
    }
  });

  it('counts everyone’s pending queue as each write leaves it, on a page past the end too', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await actorOf(h, 'employee');
    const pendingNow = async () =>
      (
        await h.database.db
          .select({ n: count() })
          .from(leaveRequests)
          .where(eq(leaveRequests.status, 'pending'))
      )[0]!.n;
    const counted = async (page: number) => {
      const reply = (await api.all(hr.headers, `?status=pending&page=${page}&pageSize=20`)).json();
      return { total: reply.total, totalCapped: reply.totalCapped };
    };
    const before = await pendingNow();
    expect(before).toBeLessThan(1000);
    for (const day of ['2032-02-02', '2032-02-03', '2032-02-04'])
      await insertLeave(h, {
        employeeId: person.employee.id,
        status: 'pending',
        startDate: day,
        endDate: day,
      });
    const ids = await h.database.db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(eq(leaveRequests.employeeId, person.employee.id));
    expect(await counted(1)).toEqual({ total: before + 3, totalCapped: false });
    // Approving one and removing another move the count in their own transactions.
    const approved = await api.decide(hr.headers, { _id: ids[0]!.id, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    await h.database.db.delete(leaveRequests).where(eq(leaveRequests.id, ids[1]!.id));
    expect(await pendingNow()).toBe(before + 1);
    expect(await counted(1)).toEqual({ total: before + 1, totalCapped: false });
    expect(await counted(5_000)).toEqual({ total: before + 1, totalCapped: false });
    // The queue as it was for the files after this one (the approved request stays, with its ledger line).
    await h.database.db.delete(leaveRequests).where(eq(leaveRequests.id, ids[2]!.id));
    expect(await counted(1)).toEqual({ total: before, totalCapped: false });
  });
});
