/**
 * The admin dashboard's figures in one query: each part reads its own index (employees by status, attendance
 * by day and status, leave by status), mostly without touching the tables, so the page stays fast with tens of
 * thousands of employees.
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
    select e.total, e.active, e.terminated, l.on_leave, a.present, a.late, p.pending
    from
      (select count(*)::int as total,
              count(*) filter (where status = 'active')::int as active,
              count(*) filter (where status = 'terminated')::int as terminated
       from employees) e,
      -- The few on leave today first, then their rows by key: the planner, misjudging the two date bounds,
      -- would otherwise hash every employee.
      (select count(*)::int as on_leave from employees x
       where x.status = 'active' and x.id = any (array(
         select r.employee_id from leave_requests r where ${approvedLeaveCovers('r', sql`${today}::date`)}))) l,
      (select count(*) filter (where status in ('Present', 'Late'))::int as present,
              count(*) filter (where status = 'Late')::int as late
       from attendance_records where work_date = ${today}::date) a,
      (select count(*)::int as pending from leave_requests where status = 'pending') p`,
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
