/**
 * The accrual job (rules §14): writes the credits due on the days of a window for everyone, in one transaction:
 * yearly allocations and monthly accruals (shared/leave-policy.ts `creditsDue`), unused days carried into a new
 * leave year, and carried days that expire; and the credits of attendance: home leave by days worked, substitute
 * leave for a weekly off or holiday worked (`attendanceCredits`). Every line's key is unique per person, so running it twice, or on two
 * instances at once, writes each line once. The daily job queues it from the day after its last run to today;
 * hr may run it from a past day to back-fill.
 */
import { and, eq, gte, inArray, like, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  attendanceRecords,
  employees,
  leaveLedger,
  organisationSettings,
} from '../../../server/db/schema.js';
import { handle } from '../../../server/modules/jobs/worker.js';
import { addDays, earlierDate, laterDate, localDate } from '../../../shared/calendar.js';
import {
  type AttendanceDay,
  type Credit,
  creditsDue,
  daysWorkedCredits,
  leaveYear,
  leaveYearOf,
  leaveYearsOf,
  type Member,
  monthsOfYear,
  offDaysWorkedCredits,
  type Policy,
  policyOf,
  round,
  workedStatuses,
} from '../../../shared/leave-policy.js';
import { readSettings } from '../../settings/server/reads.js';
import { capCredits } from './balance.js';
import { daysOffOf } from './days-off.js';
import { leaveAccrual } from './jobs.js';
import { type NewLine, sumsOf, writeLines } from './ledger.js';
import { type LeaveSettings, leaveSettingsOf } from './reads.js';

const keyOf = (employeeId: string, type: string) => `${employeeId}|${type}`;

/** Writes every credit due from `from` to `to` (both included); returns how many lines were added. */
export async function accrueLeave(db: Db, from: string, to: string): Promise<number> {
  const raw = await readSettings(db);
  const settings = leaveSettingsOf(raw);
  const first = leaveYearOf(settings.ledgerStart, settings.yearRule)?.start ?? settings.ledgerStart;
  const start = laterDate(from, first);
  const types = settings.leaveTypes.map(policyOf).filter((t) => t.allowance !== null);
  const people = await db
    .select({
      id: employees.id,
      joined: employees.dateOfJoining,
      left: employees.terminatedAt,
      gender: employees.gender,
      employmentType: employees.employmentType,
    })
    .from(employees);
  const members = people.map((p) => ({
    id: p.id,
    dateOfJoining: p.joined,
    lastDay: p.left ? localDate(p.left, settings.timeZone) : null,
    gender: p.gender,
    employmentType: p.employmentType,
  }));

  return db.transaction(async (tx) => {
    let added = 0;
    if (start <= to)
      for (const year of leaveYearsOf(start, to, settings.yearRule)) {
        const window = { from: laterDate(start, year.start), to: earlierDate(to, year.end) };
        if (window.from === year.start && year.start > first)
          added += await writeLines(tx, await carryLines(tx, settings, types, year));
        const due = types.flatMap((type) =>
          members.flatMap((member) => {
            const credits = creditsDue(type, member, year, settings.yearRule, window.from, window.to);
            return credits.length ? [{ type, member, credits }] : [];
          }),
        );
        due.push(...(await attendanceCredits(tx, settings, types, members, year, window)));
        // The year's balances only on a day that credits someone (at 100,000 people they are ~400,000 rows).
        const balances = new Map(
          due.length
            ? (await sumsOf(tx, year.start)).map((s) => [keyOf(s.employeeId, s.leaveType), Number(s.days)])
            : [],
        );
        const credits: NewLine[] = [];
        for (const { type, member, credits: owed } of due) {
          const balance = balances.get(keyOf(member.id, type.name)) ?? 0;
          for (const c of capCredits(owed, balance, type.maxBalance))
            credits.push({
              employeeId: member.id,
              leaveType: type.name,
              kind: c.kind,
              days: c.days,
              yearStart: year.start,
              effectiveOn: c.on,
              key: c.key,
            });
        }
        added += await writeLines(tx, credits);
        added += await writeLines(tx, await expiryLines(tx, settings, types, year, window));
      }
    if (!raw.leaveAccrualThrough || raw.leaveAccrualThrough < to)
      await tx
        .update(organisationSettings)
        .set({ leaveAccrualThrough: to })
        .where(eq(organisationSettings.id, 1));
    return added;
  });
}

/** How far back substitute leave looks for a day off worked that was recorded after the day's run. */
const substituteLookBackDays = 31;

/**
 * The credits attendance earns in a leave year (rules §14): for `off_days_worked` types (substitute leave) a day
 * per weekly off or holiday worked from a month before the window to its end, within the year (`daysOffOf` says
 * which days are off; hr back-fills a day recorded later than that by running the job from it); for `per_days_worked` types (home leave) a day per so many days
 * worked in the year up to `to`, read in full only for the people whose count of days worked may have reached
 * another credit (at most one in twenty a day). Each credit's key (the day worked, or its place in the year)
 * makes it written once however often the job runs.
 */
async function attendanceCredits<M extends Member & { id: string }>(
  tx: Tx,
  settings: LeaveSettings,
  types: Policy[],
  members: M[],
  year: { start: string; end: string },
  window: { from: string; to: string },
) {
  const due: { type: Policy; member: M; credits: Credit[] }[] = [];
  const byDays = types.filter((t) => t.accrual === 'per_days_worked');
  const byOff = types.filter((t) => t.accrual === 'off_days_worked');
  const add = (type: Policy, member: M, credits: Credit[]) => {
    const mine = credits.filter((c) => c.on <= window.to);
    if (mine.length) due.push({ type, member, credits: mine });
  };

  if (byOff.length) {
    // A day worked is often recorded after that morning's run: look back a month (within the year).
    const from = laterDate(addDays(window.from, -substituteLookBackDays), year.start);
    const days = await workedDays(tx, from, window.to);
    const off = await daysOffOf(tx, settings, { employeeIds: [...days.keys()], from, to: window.to });
    for (const type of byOff)
      for (const member of members) {
        const mine = days.get(member.id);
        if (mine)
          add(
            type,
            member,
            offDaysWorkedCredits(
              type,
              member,
              mine,
              (date) => off(member.id, date),
              settings.calendar.workDayMinutes,
            ),
          );
      }
  }

  if (byDays.length) {
    // Who may be owed another credit: days worked in the year reach the next multiple of the type's number.
    const counts = await tx
      .select({ employeeId: attendanceRecords.employeeId, days: sql<number>`count(*)::int` })
      .from(attendanceRecords)
      .where(workedBetween(year.start, window.to))
      .groupBy(attendanceRecords.employeeId);
    const credited = await tx
      .select({
        employeeId: leaveLedger.employeeId,
        leaveType: leaveLedger.leaveType,
        n: sql<number>`count(*)::int`,
      })
      .from(leaveLedger)
      .where(and(eq(leaveLedger.yearStart, year.start), like(leaveLedger.key, 'worked:%')))
      .groupBy(leaveLedger.employeeId, leaveLedger.leaveType);
    const had = new Map(credited.map((c) => [keyOf(c.employeeId, c.leaveType), c.n]));
    const worked = new Map(counts.map((c) => [c.employeeId, c.days]));
    const owed = (type: Policy, id: string) =>
      (worked.get(id) ?? 0) >=
      Math.max(1, type.daysWorkedPerDay) * ((had.get(keyOf(id, type.name)) ?? 0) + 1);
    const candidates = new Set(
      byDays.flatMap((type) => members.filter((m) => owed(type, m.id)).map((m) => m.id)),
    );
    const days = candidates.size ? await workedDays(tx, year.start, window.to, [...candidates]) : new Map();
    for (const type of byDays)
      for (const member of members)
        if (candidates.has(member.id) && owed(type, member.id))
          add(
            type,
            member,
            daysWorkedCredits(type, member, { label: 0, ...year }, days.get(member.id) ?? []),
          );
  }
  return due;
}

const workedBetween = (from: string, to: string) =>
  and(
    gte(attendanceRecords.workDate, from),
    lte(attendanceRecords.workDate, to),
    inArray(attendanceRecords.status, [...workedStatuses]),
  );

/** The days worked from `from` to `to` (both included), of everyone or of these people, by person. */
async function workedDays(tx: Tx, from: string, to: string, ids?: string[]) {
  const rows = await tx
    .select({
      employeeId: attendanceRecords.employeeId,
      date: attendanceRecords.workDate,
      status: attendanceRecords.status,
      checkInAt: attendanceRecords.checkInAt,
      checkOutAt: attendanceRecords.checkOutAt,
    })
    .from(attendanceRecords)
    .where(and(workedBetween(from, to), ids ? inArray(attendanceRecords.employeeId, ids) : undefined));
  const days = new Map<string, AttendanceDay[]>();
  for (const r of rows) {
    const minutes =
      r.checkInAt && r.checkOutAt ? (r.checkOutAt.getTime() - r.checkInAt.getTime()) / 60_000 : null;
    const list = days.get(r.employeeId) ?? [];
    list.push({ date: r.date, status: r.status, minutes });
    days.set(r.employeeId, list);
  }
  return days;
}

/** Into a new leave year: each person's unused days of the year before, up to the type's cap. */
async function carryLines(
  tx: Tx,
  settings: LeaveSettings,
  types: Policy[],
  year: { label: number; start: string },
) {
  const before = leaveYear(year.label - 1, settings.yearRule);
  const caps = new Map(types.filter((t) => t.carryForwardDays > 0).map((t) => [t.name, t.carryForwardDays]));
  if (!before || caps.size === 0) return [];
  const lines: NewLine[] = [];
  for (const sum of await sumsOf(tx, before.start)) {
    const cap = caps.get(sum.leaveType);
    const days = cap === undefined ? 0 : round(Math.min(cap, Math.max(Number(sum.days), 0)), 2);
    if (days > 0)
      lines.push({
        employeeId: sum.employeeId,
        leaveType: sum.leaveType,
        kind: 'carry_forward',
        days,
        yearStart: year.start,
        effectiveOn: year.start,
        key: `carry:${sum.leaveType}:${year.start}`,
      });
  }
  return lines;
}

/**
 * Carried days not taken by the expiry day (the first day of the month that many months into the year) expire:
 * leave taken before it is counted against the carried days first.
 */
async function expiryLines(
  tx: Tx,
  settings: LeaveSettings,
  types: Policy[],
  year: { label: number; start: string },
  window: { from: string; to: string },
) {
  const lines: NewLine[] = [];
  for (const type of types) {
    const months = type.carryForwardExpiryMonths;
    if (!months || type.carryForwardDays === 0) continue;
    const day = monthsOfYear(year.label, settings.yearRule)[months]?.first;
    if (!day || day < window.from || day > window.to) continue;
    const rows = await tx
      .select({
        employeeId: leaveLedger.employeeId,
        kind: leaveLedger.kind,
        days: leaveLedger.days,
        on: leaveLedger.effectiveOn,
      })
      .from(leaveLedger)
      .where(
        and(
          eq(leaveLedger.yearStart, year.start),
          eq(leaveLedger.leaveType, type.name),
          inArray(leaveLedger.kind, ['carry_forward', 'taken', 'returned']),
        ),
      );
    const people = new Map<string, { carried: number; used: number }>();
    for (const r of rows) {
      const p = people.get(r.employeeId) ?? { carried: 0, used: 0 };
      if (r.kind === 'carry_forward') p.carried += r.days;
      else if (r.on < day) p.used -= r.days;
      people.set(r.employeeId, p);
    }
    for (const [employeeId, { carried, used }] of people) {
      const expired = round(carried - Math.max(used, 0), 2);
      if (carried > 0 && expired > 0)
        lines.push({
          employeeId,
          leaveType: type.name,
          kind: 'expiry',
          days: -expired,
          yearStart: year.start,
          effectiveOn: day,
          key: `expiry:${type.name}:${year.start}`,
        });
    }
  }
  return lines;
}

/** The job's handler: from the day given (else the day after the last run, else the ledger's start) to `to`. */
export function accrualHandlers(db: Db) {
  return [
    handle(leaveAccrual, async (payload) => {
      const settings = await readSettings(db);
      const from =
        payload.from ??
        (settings.leaveAccrualThrough ? addDays(settings.leaveAccrualThrough, 1) : settings.leaveLedgerStart);
      await accrueLeave(db, from, payload.to);
    }),
  ];
}
