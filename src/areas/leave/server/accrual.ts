/**
 * The accrual job (rules §14): writes the credits due on the days of a window for everyone, in one transaction:
 * yearly allocations and monthly accruals (shared/leave-policy.ts `creditsDue`), unused days carried into a new
 * leave year, and carried days that expire; and the credits of attendance: home leave by days worked, substitute
 * leave for a weekly off or holiday worked (`attendanceCredits`). Every line's key is unique per person, so running it twice, or on two
 * instances at once, writes each line once. The daily job queues it from the day after its last run to today;
 * hr may run it from a past day to back-fill.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
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
  creditsFromAttendance,
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
        due.push(...(await attendanceCredits(tx, settings, types, members, year, window.to)));
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

/**
 * The credits of a leave year that attendance earns, up to `to`: for `per_days_worked` types a day per so many
 * days worked in the year, for `off_days_worked` types (substitute leave) a day per weekly off or holiday worked
 * (`daysOffOf` says which days are off). Read from the year's first day, so a day worked that was recorded late
 * still counts; each credit's key (its place in the year, or the day worked) makes it written once.
 */
async function attendanceCredits<M extends Member & { id: string }>(
  tx: Tx,
  settings: LeaveSettings,
  types: Policy[],
  members: M[],
  year: { start: string; end: string },
  to: string,
) {
  const earning = types.filter((t) => creditsFromAttendance(t.accrual));
  if (!earning.length) return [];
  const rows = await tx
    .select({
      employeeId: attendanceRecords.employeeId,
      date: attendanceRecords.workDate,
      status: attendanceRecords.status,
      checkInAt: attendanceRecords.checkInAt,
      checkOutAt: attendanceRecords.checkOutAt,
    })
    .from(attendanceRecords)
    .where(
      and(
        gte(attendanceRecords.workDate, year.start),
        lte(attendanceRecords.workDate, to),
        inArray(attendanceRecords.status, [...workedStatuses]),
      ),
    );
  const days = new Map<string, AttendanceDay[]>();
  for (const r of rows) {
    const minutes =
      r.checkInAt && r.checkOutAt ? (r.checkOutAt.getTime() - r.checkInAt.getTime()) / 60_000 : null;
    const list = days.get(r.employeeId) ?? [];
    list.push({ date: r.date, status: r.status, minutes });
    days.set(r.employeeId, list);
  }
  const off = await daysOffOf(tx, settings, { employeeIds: [...days.keys()], from: year.start, to });
  const due: { type: Policy; member: M; credits: Credit[] }[] = [];
  for (const type of earning)
    for (const member of members) {
      const mine = days.get(member.id);
      if (!mine) continue;
      const credits = (
        type.accrual === 'per_days_worked'
          ? daysWorkedCredits(type, member, { label: 0, ...year }, mine)
          : offDaysWorkedCredits(
              type,
              member,
              mine,
              (date) => off(member.id, date),
              settings.calendar.workDayMinutes,
            )
      ).filter((c) => c.on <= to);
      if (credits.length) due.push({ type, member, credits });
    }
  return due;
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
