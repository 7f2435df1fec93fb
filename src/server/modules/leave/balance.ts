/**
 * Balances (rules §14): the sum of a person's ledger lines in a leave year, as of a day. Credits the policy makes
 * by that day that the accrual job has not written yet are counted as if written (the job writes the same lines
 * under the same keys later), so a balance never waits for the job. Pending requests are held, not taken.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { localDate } from '../../../shared/calendar.js';
import type { LeaveBalance } from '../../../shared/leave.js';
import {
  type Credit,
  creditsDue,
  type LeaveTypePolicy,
  type LeaveYear,
  type Member,
  policyOf,
  round,
  spanDays,
} from '../../../shared/leave-policy.js';
import type { Db } from '../../db/client.js';
import { employees, leaveRequests } from '../../db/schema.js';
import { type LedgerLine, linesOf } from './ledger.js';
import type { LeaveSettings } from './queries.js';

/** Lines that record leave taken or given back; every other kind is a credit (or a debit of credits). */
export const isUse = (kind: LedgerLine['kind']) => kind === 'taken' || kind === 'returned';

const total = (list: readonly { days: number }[]) =>
  round(
    list.reduce((sum, l) => sum + l.days, 0),
    4,
  );

/**
 * Credits stop at the type's maximum balance: each is cut to what fits on top of `balance` (a credit cut to
 * nothing is still written, with 0 days, so the job does not credit it again later).
 */
export function capCredits(credits: Credit[], balance: number, max: number | null): Credit[] {
  if (max === null) return credits;
  let running = balance;
  return credits.map((c) => {
    const days = round(Math.max(Math.min(c.days, max - running), 0), 2);
    running += days;
    return { ...c, days };
  });
}

/** Credits due by `on` that the person's lines of the year do not hold yet. */
export function unwrittenCredits(
  type: LeaveTypePolicy,
  member: Member,
  year: LeaveYear,
  settings: Pick<LeaveSettings, 'yearRule'>,
  on: string,
  lines: readonly LedgerLine[],
): Credit[] {
  const mine = lines.filter((l) => l.leaveType === type.name);
  const written = new Set(mine.map((l) => l.key));
  const due = creditsDue(type, member, year, settings.yearRule, year.start, on).filter(
    (c) => !written.has(c.key),
  );
  return capCredits(due, total(mine), policyOf(type).maxBalance);
}

export interface BalanceQuery {
  employeeId: string;
  year: LeaveYear;
  /** The day the balance is as of: credits dated later are not counted yet. */
  on: string;
}

/** The people a policy credits, by id: when they joined and, if they have left, their last day. */
export async function membersOf(db: Pick<Db, 'select'>, ids: string[], timeZone: string) {
  const rows = ids.length
    ? await db
        .select({ id: employees.id, joined: employees.dateOfJoining, left: employees.terminatedAt })
        .from(employees)
        .where(inArray(employees.id, ids))
    : [];
  return new Map<string, Member>(
    rows.map((r) => [
      r.id,
      { dateOfJoining: r.joined, lastDay: r.left ? localDate(r.left, timeZone) : null },
    ]),
  );
}

/** Pending requests of these people with days between `from` and `to`. */
function pendingOf(db: Pick<Db, 'select'>, ids: string[], from: string, to: string) {
  return db
    .select()
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.employeeId, ids),
        eq(leaveRequests.status, 'pending'),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    );
}

/**
 * The balance of every leave type for each query, in order. Types no longer configured but with lines or
 * pending requests that year are listed too, as unlimited. People, lines and pending requests are read once for
 * all the queries.
 */
export async function balancesFor(
  db: Pick<Db, 'select'>,
  queries: BalanceQuery[],
  settings: LeaveSettings,
): Promise<LeaveBalance[][]> {
  if (queries.length === 0) return [];
  const ids = [...new Set(queries.map((q) => q.employeeId))];
  const starts = [...new Set(queries.map((q) => q.year.start))].sort();
  const to = queries
    .map((q) => q.year.end)
    .sort()
    .at(-1)!;
  const [members, lines, pending] = await Promise.all([
    membersOf(db, ids, settings.timeZone),
    linesOf(db, ids, starts),
    pendingOf(db, ids, starts[0]!, to),
  ]);
  return queries.map((q) => {
    const member = members.get(q.employeeId);
    const mine = lines.filter((l) => l.employeeId === q.employeeId && l.yearStart === q.year.start);
    const held = pending.filter((p) => p.employeeId === q.employeeId);
    return summarise(settings, member, q, mine, held);
  });
}

function summarise(
  settings: LeaveSettings,
  member: Member | undefined,
  { year, on }: BalanceQuery,
  lines: readonly LedgerLine[],
  pending: readonly (typeof leaveRequests.$inferSelect)[],
): LeaveBalance[] {
  const names = new Set([
    ...settings.leaveTypes.map((t) => t.name),
    ...lines.map((l) => l.leaveType),
    ...pending.map((p) => p.leaveType),
  ]);
  const balances: LeaveBalance[] = [];
  for (const name of names) {
    const configured = settings.leaveTypes.find((t) => t.name === name);
    const type = policyOf(configured ?? { name, allowance: null, retired: true });
    const mine = lines.filter((l) => l.leaveType === name);
    const projected = member ? unwrittenCredits(type, member, year, settings, on, lines) : [];
    const credited = total([...mine.filter((l) => !isUse(l.kind) && l.effectiveOn <= on), ...projected]);
    const used = -total(mine.filter((l) => isUse(l.kind)));
    const held = round(
      pending
        .filter((p) => p.leaveType === name)
        .reduce((sum, p) => sum + spanDays(p, settings.calendar, year.start, year.end), 0),
      4,
    );
    if (!configured && used === 0 && held === 0) continue;
    const unlimited = type.allowance === null;
    balances.push({
      leave_type: name,
      allowance: unlimited ? null : credited,
      used,
      pending: held,
      left: unlimited ? null : round(credited - used, 4),
      requestable: !type.retired,
      unit: type.unit,
      allow_negative: type.allowNegative,
    });
  }
  return balances;
}

/** What may still be requested: what is left less what pending requests hold (null when unlimited). */
export const availableDays = (b: LeaveBalance) => (b.left === null ? null : round(b.left - b.pending, 4));
