/**
 * The admin dashboard's figures in one prepared statement. Headcount by status, pending leave and today's
 * attendance by status are counts kept by triggers in the transaction of every write (summary_counts,
 * attendance_day_counts; decision 019): exact, never a cache. Who is on leave today reads approved leave by its
 * end date.
 */
import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../shared/dashboard.js';
import type { Db } from '../../db/client.js';
import { approvedLeaveCovers } from '../leave/queries.js';

const today = sql`${sql.placeholder('today')}::date`;

/** One prepared statement (parsed and planned once per connection): the dashboard as of `today`. */
function statsQuery(db: Db) {
  return db
    .select({
      total: sql<number>`e.total`,
      active: sql<number>`e.active`,
      terminated: sql<number>`e.terminated`,
      onLeave: sql<number>`l.on_leave`,
      present: sql<number>`a.present`,
      late: sql<number>`a.late`,
      pending: sql<number>`coalesce((select n from summary_counts where name = 'leave_pending'), 0)::int`,
    })
    .from(sql`
      (select coalesce(sum(n), 0)::int as total,
              coalesce(sum(n) filter (where name = 'employees_active'), 0)::int as active,
              coalesce(sum(n) filter (where name = 'employees_terminated'), 0)::int as terminated
       from summary_counts where name in ('employees_active', 'employees_terminated')) e,
      -- The few on leave today first, then their rows by key: the planner, misjudging the two date bounds,
      -- would otherwise hash every employee.
      (select count(*)::int as on_leave from employees x
       where x.status = 'active' and x.id = any (array(
         select r.employee_id from leave_requests r where ${approvedLeaveCovers('r', today)}))) l,
      (select coalesce(sum(n) filter (where status in ('Present', 'Late')), 0)::int as present,
              coalesce(sum(n) filter (where status = 'Late'), 0)::int as late
       from attendance_day_counts where work_date = ${today}) a`)
    .prepare('dashboard_stats');
}

/** The dashboard's figures on `db`, as of a day. */
export function dashboardStats(db: Db) {
  const query = statsQuery(db);
  return async (day: string): Promise<DashboardStats> => {
    const [row] = await query.execute({ today: day });
    return {
      today: day,
      total: Number(row?.total ?? 0),
      active: Number(row?.active ?? 0),
      terminated: Number(row?.terminated ?? 0),
      onLeaveToday: Number(row?.onLeave ?? 0),
      presentToday: Number(row?.present ?? 0),
      lateToday: Number(row?.late ?? 0),
      pendingLeave: Number(row?.pending ?? 0),
    };
  };
}
