/**
 * Balances (rules §14): the sum of a person's ledger lines in a leave year, as of a day. Credits the policy makes
 * by that day that the accrual job has not written yet are counted as if written (the job writes the same lines
 * under the same keys later), so a balance never waits for the job. Pending requests are held, not taken.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, preparedOnce } from '../../../server/db/client.js';
import { jsonColumns, rowsFromJson } from '../../../server/db/json.js';
import { employees, leaveLedger, leaveRequests } from '../../../server/db/schema.js';
import { type CallerRead, callerReader } from '../../../server/http/auth.js';
import { localDate } from '../../../shared/calendar.js';
import {
  type Credit,
  creditsDue,
  isEligible,
  type LeaveTypePolicy,
  type LeaveYear,
  type Member,
  policyOf,
  round,
  spanDays,
  type WorkDay,
} from '../../../shared/leave-policy.js';
import { personHolidaysJson } from '../../holidays/server/reads.js';
import type { LeaveBalance } from '../schemas.js';
import type { LedgerLine } from './ledger.js';
import { type LeaveJson, leaveJson, leaveRowFromJson, leaveWithDecider, personOf } from './presenter.js';
import type { LeaveSettings } from './reads.js';

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
  lines: readonly BalanceLine[],
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

/**
 * Someone a policy credits, from their employee row: when they joined and, if they have left, their last day; their
 * gender and employment type, which a type may be limited to.
 */
const memberOf = (
  joined: string,
  left: Date | null,
  timeZone: string,
  who: { gender?: string | null; employmentType?: string | null } = {},
): Member => ({
  dateOfJoining: joined,
  lastDay: left ? localDate(left, timeZone) : null,
  gender: who.gender ?? null,
  employmentType: who.employmentType ?? null,
});

/** The people a policy credits, by id. */
export async function membersOf(db: Pick<Db, 'select'>, ids: string[], timeZone: string) {
  const rows = ids.length
    ? await db
        .select({
          id: employees.id,
          joined: employees.dateOfJoining,
          left: employees.terminatedAt,
          gender: employees.gender,
          employmentType: employees.employmentType,
        })
        .from(employees)
        .where(inArray(employees.id, ids))
    : [];
  return new Map<string, Member>(rows.map((r) => [r.id, memberOf(r.joined, r.left, timeZone, r)]));
}

/** What the balance call is asked (validated). */
type BalanceBody = { employee_id?: string; year?: number; on?: string } | null;
type Json = Record<string, unknown>;
const param = {
  ids: sql`${sql.placeholder('ids')}::uuid[]`,
  starts: sql`${sql.placeholder('starts')}::date[]`,
  from: sql`${sql.placeholder('from')}::date`,
  to: sql`${sql.placeholder('to')}::date`,
  today: sql`${sql.placeholder('today')}::date`,
};
type FactsParams = {
  ids: string[];
  /** The leave years whose lines are read, by their first day. */
  starts: string[];
  /** Pending requests with days between `from` and `to`. */
  from: string;
  to: string;
};

/** What a balance needs of a ledger line. */
const lineColumns = jsonColumns(leaveLedger, 'l', [
  'leaveType',
  'kind',
  'days',
  'effectiveOn',
  'key',
  'yearStart',
]);
export type BalanceLine = ReturnType<typeof lineColumns.read>[number];

/**
 * What a balance reads of a person (`person`: their employee row's alias in a statement): when they joined and
 * left, their ledger lines that `lines` keeps (alias `l`), in no order (a balance is their sum; `lineColumns`),
 * their pending requests that `pending` keeps (alias `q`; whole rows, `rowsFromJson`), and their own holidays on
 * those requests' days (issue 40: a women-only holiday for women, a branch's for that branch), which the pending
 * days are counted with. `factsOf` reads them.
 */
export function factColumns(person: string, lines: SQL, pending: SQL) {
  const p = sql.raw(person);
  return {
    joined: sql<string>`${p}.date_of_joining`,
    left: sql`${p}.terminated_at`.mapWith(employees.terminatedAt),
    gender: sql<string | null>`${p}.gender`,
    employmentType: sql<string | null>`${p}.employment_type`,
    lines: sql<unknown[][] | null>`(select json_agg(${lineColumns.sql})
      from ${leaveLedger} l where l.employee_id = ${p}.id and ${lines})`,
    pending: sql<Json[] | null>`(select json_agg(q) from ${leaveRequests} q where q.employee_id = ${p}.id
      and q.status = 'pending' and ${pending})`,
    holidays: personHolidaysJson(
      person,
      (date) => sql`exists (select 1 from ${leaveRequests} q where q.employee_id = ${p}.id
        and q.status = 'pending' and ${pending} and ${date} between q.start_date and q.end_date)`,
    ),
  };
}

/**
 * What balances read of people, in one statement (one round trip, however many people): each person
 * (`employees`) with their lines of the years asked for and their pending requests in the span asked for.
 */
const factFields = {
  id: sql<string>`employees.id`,
  ...factColumns(
    'employees',
    sql`l.year_start = any(${param.starts})`,
    sql`q.start_date <= ${param.to} and q.end_date >= ${param.from}`,
  ),
};

/** The next approved leave of the person (`employees`) that has not ended by `today`, with who decided it. */
const nextLeaveField = sql<LeaveJson | null>`(select ${leaveJson} from ${leaveWithDecider}
  where r.employee_id = employees.id and r.status = 'approved' and r.end_date >= ${param.today}
  order by r.start_date limit 1)`;

const whereIds = sql`employees.id = any(${param.ids})`;

export interface Facts {
  member: Member;
  lines: BalanceLine[];
  pending: (typeof leaveRequests.$inferSelect)[];
  /** The person's own holidays on their pending requests' days. */
  holidays: WorkDay['holidays'];
}
export function factsOf(
  row: {
    joined: string;
    left: Date | null;
    gender?: string | null;
    employmentType?: string | null;
    lines: unknown[][] | null;
    pending: Json[] | null;
    holidays: WorkDay['holidays'] | null;
  },
  timeZone: string,
): Facts {
  return {
    member: memberOf(row.joined, row.left, timeZone, row),
    lines: lineColumns.read(row.lines),
    pending: rowsFromJson(leaveRequests, row.pending),
    holidays: row.holidays ?? [],
  };
}

/**
 * The calendar a person's requests are counted with: everyone's holidays and their own on their pending requests'
 * days (a decided request's days were stored when it was approved).
 */
export const ownCalendar = (settings: Pick<LeaveSettings, 'calendar'>, facts: Facts | undefined): WorkDay =>
  facts?.holidays.length
    ? { ...settings.calendar, holidays: [...settings.calendar.holidays, ...facts.holidays] }
    : settings.calendar;

/** The span of years a set of balance queries reads. */
function spanOf(queries: BalanceQuery[]) {
  const starts = [...new Set(queries.map((q) => q.year.start))].sort();
  const to = queries
    .map((q) => q.year.end)
    .sort()
    .at(-1)!;
  return { starts, from: starts[0]!, to };
}

/**
 * The balance of every leave type for each query, in order. Types no longer configured but with lines or
 * pending requests that year are listed too, as unlimited. People, lines and pending requests are read once for
 * all the queries, in one statement (on `db` or in a transaction).
 */
export async function balancesFor(
  db: Pick<Db, 'select'>,
  queries: BalanceQuery[],
  settings: LeaveSettings,
): Promise<LeaveBalance[][]> {
  const facts = await factsFor(db, queries, settings);
  return queries.map((q) => summarise(settings, facts.get(q.employeeId), q));
}

/** The facts of the people of these balance queries, by person, read in one statement. */
export async function factsFor(db: Pick<Db, 'select'>, queries: BalanceQuery[], settings: LeaveSettings) {
  if (queries.length === 0) return new Map<string, Facts>();
  const ids = [...new Set(queries.map((q) => q.employeeId))];
  const rows = await preparedOnce(db, 'leave_balances', () =>
    db.select(factFields).from(employees).where(whereIds).prepare('leave_balances'),
  ).execute({ ids, ...spanOf(queries) } satisfies FactsParams);
  return new Map(rows.map((r) => [r.id, factsOf(r, settings.timeZone)]));
}

/** The balance of one leave type for a query, from the person's facts; undefined when it has none to show. */
export const balanceOfType = (
  settings: LeaveSettings,
  facts: Facts | undefined,
  q: BalanceQuery,
  type: string,
) => summarise(settings, facts, q, type)[0];

/** What the balance call reads of one person: their facts and their next approved leave not ended by `today`. */
const personFields = {
  ...factFields,
  firstName: sql<string>`employees.first_name`,
  lastName: sql<string>`employees.last_name`,
  managerId: sql<string | null>`employees.manager_id`,
  next: nextLeaveField,
};
type PersonParams = FactsParams & { today: string };

const personParams = (employeeId: string, year: LeaveYear, today: string): PersonParams => ({
  ids: [employeeId],
  ...spanOf([{ employeeId, year, on: year.start }]),
  today,
});

/** One person's balance facts; the caller's are read by the auth query (`ownBalanceRead`). */
const balanceRead = { name: 'leave_balance', fields: personFields } satisfies CallerRead;

/**
 * The caller's own balance in the leave year `yearOf` gives for the call's body, read by the auth query
 * (`CallerRead`): the balance call about oneself is then one round trip.
 */
export const ownBalanceRead = (
  yearOf: (body: NonNullable<BalanceBody>) => Promise<{ year: LeaveYear; today: string }>,
): CallerRead<typeof personFields, PersonParams> => ({
  ...balanceRead,
  params: async (id, body: BalanceBody) => {
    if (body?.employee_id && body.employee_id !== id) return undefined;
    const { year, today } = await yearOf(body ?? {});
    return personParams(id, year, today);
  },
});

/**
 * One person's balances, as `balancesFor` answers, and their next approved leave not ended by `today`: one
 * prepared statement, or none when this call's auth query read them for this person, year and day (`request`).
 */
export function personBalance(db: Db) {
  const read = callerReader(db, balanceRead);
  return async (q: BalanceQuery, today: string, settings: LeaveSettings, request?: FastifyRequest) => {
    const row = await read(request, q.employeeId, personParams(q.employeeId, q.year, today));
    const balances = summarise(settings, row && factsOf(row, settings.timeZone), q);
    const next = row?.next ? leaveRowFromJson(row.next, personOf(row)) : null;
    return { balances, next };
  };
}

/** The balances of a query from the person's facts: of every type, or of `only` that one. */
function summarise(
  settings: LeaveSettings,
  facts: Facts | undefined,
  { year, on }: BalanceQuery,
  only?: string,
): LeaveBalance[] {
  const member = facts?.member;
  const lines = facts?.lines.filter((l) => l.yearStart === year.start) ?? [];
  const pending = facts?.pending ?? [];
  const calendar = ownCalendar(settings, facts);
  const names = only
    ? [only]
    : new Set([
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
        .reduce((sum, p) => sum + spanDays(p, calendar, year.start, year.end), 0),
      4,
    );
    if (!configured && used === 0 && held === 0) continue;
    // A type the person may not take (limited to other genders or employment types) is not offered to them.
    const eligible = !member || isEligible(type, member);
    if (!eligible && used === 0 && held === 0 && credited === 0) continue;
    const unlimited = type.allowance === null;
    balances.push({
      leave_type: name,
      allowance: unlimited ? null : credited,
      used,
      pending: held,
      left: unlimited ? null : round(credited - used, 4),
      requestable: !type.retired && eligible,
      unit: type.unit,
      allow_negative: type.allowNegative,
    });
  }
  return balances;
}

/** What may still be requested: what is left less what pending requests hold (null when unlimited). */
export const availableDays = (b: LeaveBalance) => (b.left === null ? null : round(b.left - b.pending, 4));
