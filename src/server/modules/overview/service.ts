/**
 * The admin dashboard's figures in one query. Headcount by status, pending leave and today's attendance by status
 * are counts kept by triggers in the transaction of every write (summary_counts, attendance_day_counts; decision
 * 019): exact, never a cache. Who is on leave today reads approved leave by its end date.
 */
import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../shared/dashboard.js';
import { type Db, queryRows } from '../../db/client.js';
import { approvedLeaveCovers } from '../leave/queries.js';

interface StatsRow {
  total: number;
  active: number;
  terminated: number;
  on_leave: number;
  present: number;
  late: number;
  pending: number;
}

export async function dashboardStats(db: Db, today: string): Promise<DashboardStats> {
  const [row] = await queryRows<StatsRow>(
    db,
    sql`
    select e.total, e.active, e.terminated, l.on_leave, a.present, a.late,
      coalesce((select n from summary_counts where name = 'leave_pending'), 0)::int as pending
    from
      (select coalesce(sum(n), 0)::int as total,
              coalesce(sum(n) filter (where name = 'employees_active'), 0)::int as active,
              coalesce(sum(n) filter (where name = 'employees_terminated'), 0)::int as terminated
       from summary_counts where name in ('employees_active', 'employees_terminated')) e,
      -- The few on leave today first, then their rows by key: the planner, misjudging the two date bounds,
      -- would otherwise hash every employee.
      (select count(*)::int as on_leave from employees x
       where x.status = 'active' and x.id = any (array(
         select r.employee_id from leave_requests r where ${approvedLeaveCovers('r', sql`${today}::date`)}))) l,
      (select coalesce(sum(n) filter (where status in ('Present', 'Late')), 0)::int as present,
              coalesce(sum(n) filter (where status = 'Late'), 0)::int as late
       from attendance_day_counts where work_date = ${today}::date) a`,
  );
  return {
    today,
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    terminated: Number(row?.terminated ?? 0),
    onLeaveToday: Number(row?.on_leave ?? 0),
    presentToday: Number(row?.present ?? 0),
    lateToday: Number(row?.late ?? 0),
    pendingLeave: Number(row?.pending ?? 0),
  };
}
