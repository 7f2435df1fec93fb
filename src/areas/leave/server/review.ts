/**
 * The leave requests deciders review (getallleave), and one just decided (approveleave's answer): each with the
 * employee's balance of that type in the year it starts and whether this viewer may decide it.
 */
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedOnce, queryRows } from '../../../server/db/client.js';
import { capped, cappedCount, one, summaryCount } from '../../../server/db/count.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { localDate } from '../../../shared/calendar.js';
import { type LeaveYear, leaveYearOf } from '../../../shared/leave-policy.js';
import type { Asker } from '../../../shared/permissions.js';
import { decidesLeave, leaveStepColumns } from '../../approvals/server/reads.js';
import type { LeaveBalance, LeaveStatus, TeamLeave, YearBalance } from '../schemas.js';
import { balanceOfType, factColumns, factsFor, factsOf, ownCalendar } from './balance.js';
import { leaveJson, leaveRowFromJson, leaveWithDecider, presentTeamLeave } from './presenter.js';
import { type LeaveSettings, leaveSettings } from './reads.js';

/**
 * Each request's balance of its type in the leave year it starts, as of its first day, by request id: what a
 * decider weighs it against. Read once for them all.
 */
export async function balancesAtStart(
  db: Pick<Db, 'select'>,
  leaves: { id: string; employeeId: string; leaveType: string; startDate: string }[],
  settings: LeaveSettings,
) {
  const counted = leaves.flatMap((leave) => {
    const year = leaveYearOf(leave.startDate, settings.yearRule);
    return year ? [{ leave, query: { employeeId: leave.employeeId, year, on: leave.startDate } }] : [];
  });
  const facts = await factsFor(
    db,
    counted.map((c) => c.query),
    settings,
  );
  const balances = new Map<string, YearBalance | null>();
  for (const { leave, query } of counted) {
    const balance = balanceOfType(settings, facts.get(leave.employeeId), query, leave.leaveType);
    balances.set(leave.id, balance ? inYear(balance, query.year) : null);
  }
  return balances;
}

/** A balance named by its leave year, with the year's days (a BS reader sees the BS years they fall in). */
const inYear = (balance: LeaveBalance, year: LeaveYear): YearBalance => ({
  ...balance,
  year: year.label,
  from: year.start,
  to: year.end,
});

const viewerParam = sql.placeholder('viewer');

/**
 * What the review reads of each request, in one statement with the rows it lists (`p`: their ids in order): the
 * row with who decided it (`leaveJson`), the employee, and the current step as the viewer may decide it. Built
 * when a statement is, not as the module loads: approvals' columns come through a cycle of imports (approvals'
 * engine → leave → approvals' reads), so they may not be there yet at that moment (module-order.test.ts).
 */
const reviewColumns = () => ({
  row: leaveJson,
  id: sql<string>`e.id`,
  firstName: sql<string>`e.first_name`,
  lastName: sql<string>`e.last_name`,
  managerId: sql<string | null>`e.manager_id`,
  ...leaveStepColumns(sql`r.id`, viewerParam, sql`${sql.placeholder('today')}::date`),
  // The employee's facts for the balance of the request's type in the year it starts (`present` picks the
  // year's lines): a leave year is at most 366 days, so its lines start within 400 days before the request's
  // first day, and its pending requests overlap the 400 days either side of it.
  ...factColumns(
    'e',
    sql`l.leave_type = r.leave_type and l.year_start between r.start_date - 400 and r.start_date`,
    sql`q.leave_type = r.leave_type and q.start_date <= r.start_date + 400 and q.end_date >= r.start_date - 400`,
  ),
});
const reviewFrom = (ids: SQL) =>
  sql`${ids} join ${leaveWithDecider} on r.id = p.id join ${employees} e on e.id = r.employee_id`;
type Found = Awaited<ReturnType<ReturnType<typeof oneForReview>['execute']>>[number];

const oneForReview = (db: Db) =>
  preparedOnce(db, 'leave_review_one', () =>
    db
      .select(reviewColumns())
      .from(reviewFrom(sql`(select ${sql.placeholder('id')}::uuid as id) p`))
      .prepare('leave_review_one'),
  );

/** The requests as a decider sees them, from what the review statement read of them. */
function present(viewer: Asker, found: Found[], settings: LeaveSettings): TeamLeave[] {
  return found.map((f) => {
    const row = leaveRowFromJson(f.row, f);
    const { employeeId, leaveType, startDate } = row.leave;
    const year = leaveYearOf(startDate, settings.yearRule);
    const facts = factsOf(f, settings.timeZone);
    const balance = year && balanceOfType(settings, facts, { employeeId, year, on: startDate }, leaveType);
    return presentTeamLeave(row, ownCalendar(settings, facts), balance ? inYear(balance, year) : null, {
      decide: decidesLeave(viewer, f),
    });
  });
}

/** One request as a decider sees it at `now` (approveleave's answer). */
export async function reviewOne(
  db: Db,
  viewer: Asker,
  id: string,
  now: Date,
): Promise<TeamLeave | undefined> {
  const settings = await leaveSettings(db);
  const found = await oneForReview(db).execute({
    id,
    viewer: viewer.id,
    today: localDate(now, settings.timeZone),
  });
  return present(viewer, found, settings)[0];
}

export interface ReviewListOptions {
  scope: 'any' | 'team';
  viewer: Asker;
  /** When the list is asked for: whom the viewer stands in for is as of that day. */
  now: Date;
  statuses?: LeaveStatus[];
  page: number;
  pageSize: number;
}

/**
 * The requests a decider reviews, newest first; the pending queue soonest-starting first and decided lists by
 * decision time. The page is one statement: its ids from the leave index alone (skipping to a far page reads
 * index entries, not joined rows), then each row with what `reviewColumns` names.
 */
export async function listForReview(db: Db, options: ReviewListOptions) {
  const { scope, statuses = [], page, pageSize } = options;
  const onlyPending = statuses.length === 1 && statuses[0] === 'pending';
  const sort = onlyPending ? 'pending' : statuses.length && !statuses.includes('pending') ? 'decided' : 'all';
  // Everyone's pending queue is counted by the writes (summary_counts, decision 019): its count comes with the
  // page, and is read apart only for a page past the end.
  const keptCount = scope === 'any' && onlyPending;
  const name = `leave_review_${scope}_${sort}_${statuses.length}`;
  const where = () => {
    const filters: SQL[] = [];
    if (scope === 'team') {
      const team = db.select({ id: employees.id }).from(employees);
      filters.push(inArray(leaveRequests.employeeId, team.where(eq(employees.managerId, viewerParam))));
    }
    if (statuses.length)
      filters.push(
        inArray(
          leaveRequests.status,
          statuses.map((_, i) => sql.placeholder(`status${i}`)),
        ),
      );
    return filters.length ? sql.join(filters, sql` and `) : sql`true`;
  };
  const query = preparedOnce(db, name, () => {
    const order = {
      pending: [asc(leaveRequests.startDate), asc(leaveRequests.createdAt)],
      decided: [sql`${leaveRequests.decidedAt} desc nulls last`, desc(leaveRequests.updatedAt)],
      all: [desc(leaveRequests.createdAt)],
    }[sort];
    const ids = db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(where())
      .orderBy(...order, desc(leaveRequests.id));
    // An array of the page's ids, unnested in order: PostgreSQL expects a few rows and reads each by its key. The
    // limit and offset are subqueries, unknown when planning: with them as parameters PostgreSQL found a plan
    // for each page cheaper than one for any page, and planned every call again (1 ms of the 2.7 a page took).
    const page = sql`${ids} limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int)`;
    return db
      .select({ ...reviewColumns(), ...(keptCount ? { kept: summaryCount('leave_pending') } : {}) })
      .from(reviewFrom(sql`unnest(array(${page})) with ordinality p(id, n)`))
      .orderBy(sql`p.n`)
      .prepare(name);
  });
  const params = {
    viewer: options.viewer.id,
    ...Object.fromEntries(statuses.map((status, i) => [`status${i}`, status])),
  };
  const settings = await leaveSettings(db);
  const [found, counted] = await Promise.all([
    query.execute({
      ...params,
      today: localDate(options.now, settings.timeZone),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    keptCount
      ? undefined
      : cappedCount(
          db,
          db.select({ one }).from(leaveRequests).where(where()).$dynamic(),
          page,
          pageSize,
          params,
        ),
  ]);
  const kept = keptCount
    ? ((found[0] as { kept?: number } | undefined)?.kept ??
      (await queryRows<{ n: number }>(db, sql`select ${summaryCount('leave_pending')} as n`))[0]!.n)
    : 0;
  const approvedLeaves = present(options.viewer, found, settings);
  return { approvedLeaves, ...(counted ?? capped(kept, page, pageSize)), page, pageSize };
}
