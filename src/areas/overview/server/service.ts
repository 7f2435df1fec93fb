/**
 * The admin dashboard's figures in one prepared statement. Headcount by status, pending leave and today's
 * attendance by status are counts kept by triggers in the transaction of every write (summary_counts,
 * attendance_day_counts; decision 019): exact, never a cache. Who is on leave today reads approved leave by its
 * end date, and is kept for the day while the `leave` and `people` revisions stand (triggers move them in the
 * transaction of every write to a request's dates or status and to a person's status; migrations 0029–0031).
 */
import { sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '../../../server/db/client.js';
import { summaryCount } from '../../../server/db/count.js';
import { keptByRevision, type Revisions, revisionKey } from '../../../server/db/kept.js';
import { approvedLeaveCovers } from '../../leave/server/reads.js';
import type { DashboardStats } from '../schemas.js';

const today = sql`${sql.placeholder('today')}::date`;

/** One prepared statement (parsed and planned once per connection): the kept counts as of `today`. */
function statsQuery(db: Db) {
  return db
    .select({
      total: sql<number>`e.total`,
      active: sql<number>`e.active`,
      terminated: sql<number>`e.terminated`,
      present: sql<number>`a.present`,
      late: sql<number>`a.late`,
      pending: summaryCount('leave_pending'),
    })
    .from(sql`
      (select coalesce(sum(n), 0)::int as total,
              coalesce(sum(n) filter (where name = 'employees_active'), 0)::int as active,
              coalesce(sum(n) filter (where name = 'employees_terminated'), 0)::int as terminated
       from summary_counts where name in ('employees_active', 'employees_terminated')) e,
      (select coalesce(sum(n) filter (where status in ('Present', 'Late')), 0)::int as present,
              coalesce(sum(n) filter (where status = 'Late'), 0)::int as late
       from attendance_day_counts where work_date = ${today}) a`)
    .prepare('dashboard_stats');
}

/**
 * The active people on approved leave `today`: the few on leave first, then their rows by key (the planner,
 * misjudging the two date bounds, would otherwise hash every employee). About 4,000 index entries at 100,000
 * people, which is why it is kept.
 */
function onLeaveQuery(db: Db) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`employees x`)
    .where(
      sql`x.status = 'active' and x.id = any (array(
        select r.employee_id from leave_requests r where ${approvedLeaveCovers('r', today)}))`,
    )
    .prepare('dashboard_on_leave');
}

/** Who is on leave, by day, while the revisions it was counted at stand. */
const onLeaveKept = keptByRevision<number>(2);

/** The dashboard's figures on `db`, as of a day. */
export function dashboardStats(db: Db) {
  const query = preparedOnce(db, 'dashboard_stats', () => statsQuery(db));
  const onLeave = preparedOnce(db, 'dashboard_on_leave', () => onLeaveQuery(db));
  return async (day: string, revisions: Revisions | null): Promise<DashboardStats> => {
    const [[row], onLeaveToday] = await Promise.all([
      query.execute({ today: day }),
      onLeaveKept(db, day, revisionKey(revisions, ['leave', 'people']), async () =>
        Number((await onLeave.execute({ today: day }))[0]?.n ?? 0),
      ),
    ]);
    return {
      today: day,
      total: Number(row?.total ?? 0),
      active: Number(row?.active ?? 0),
      terminated: Number(row?.terminated ?? 0),
      onLeaveToday,
      presentToday: Number(row?.present ?? 0),
      lateToday: Number(row?.late ?? 0),
      pendingLeave: Number(row?.pending ?? 0),
    };
  };
}
