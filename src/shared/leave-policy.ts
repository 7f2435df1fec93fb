/**
 * Leave policies (rules §14): what a leave type credits and when, the leave year it counts in (`leave-years.ts`,
 * re-exported here), and how many days a request takes when it starts or ends part-way through a day. Pure functions both sides use: the server's
 * ledger, balance and accrual job, and the apply form's preview. Days are decimal numbers; a request's days are
 * rounded to 4 places (an hour of an 8-hour day is 0.125), credits to 2.
 */
import {
  addDays,
  earlierDate,
  inclusiveDays,
  isWorkingDay,
  laterDate,
  parseClock,
  type WorkCalendar,
} from './calendar.js';
import type { Labels } from './labels.js';
import { type LeaveYear, type LeaveYearRule, monthsOfYear } from './leave-years.js';

export * from './leave-years.js';

/** The smallest piece of a day a type may be taken in. */
export const leaveUnits = ['day', 'half_day', 'hour'] as const;
export type LeaveUnit = (typeof leaveUnits)[number];

/**
 * When a type credits: its allowance all on the first day of the leave year, or a twelfth each month; or, from the
 * person's attendance (the allowance then unused), a day for every `daysWorkedPerDay` days worked
 * (`per_days_worked`), or a day for each weekly off or holiday worked (`off_days_worked`: substitute leave).
 */
export const accrualModes = [
  'yearly',
  'monthly_start',
  'monthly_end',
  'per_days_worked',
  'off_days_worked',
] as const;
export type AccrualMode = (typeof accrualModes)[number];

/** The accrual modes credited from attendance records by the accrual job, not from the calendar. */
export const attendanceAccruals: readonly AccrualMode[] = ['per_days_worked', 'off_days_worked'];
export const creditsFromAttendance = (mode: AccrualMode) => attendanceAccruals.includes(mode);

/**
 * The attendance statuses that count as a day worked: a record of presence or of lateness. Absence does not, and
 * a day on leave has no such record (leave is not attendance).
 */
export const workedStatuses = ['Present', 'Late'] as const;

/** Which part of its first or last day a request takes. `hours` is a from–to time on a one-day request. */
export const dayParts = ['full', 'morning', 'afternoon', 'hours'] as const;
export type DayPart = (typeof dayParts)[number];

/** Why a balance changed: every line of the ledger has one. */
export const ledgerKinds = [
  'allocation',
  'accrual',
  'taken',
  'returned',
  'carry_forward',
  'expiry',
  'adjustment',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** A leave type as settings store it; every policy field is optional and defaults as `policyOf` says. */
export interface LeaveTypePolicy {
  name: string;
  /** Its name in other languages, `{ ne: 'बिरामी बिदा' }` (issue 44); requests and balances keep `name`. */
  labels?: Labels;
  /** Days a year; null means unlimited (nothing is credited, nothing refused). */
  allowance: number | null;
  retired?: boolean;
  unit?: LeaveUnit;
  accrual?: AccrualMode;
  /** Someone who joins (or leaves) during the year is credited for the part they work. */
  prorate?: boolean;
  /** Nothing is credited until this many days after joining. */
  eligibleAfterDays?: number;
  /** Unused days carried into the next leave year, at most this many (0: none). */
  carryForwardDays?: number;
  /** Carried days not taken within this many months of the new year expire; null: they never do. */
  carryForwardExpiryMonths?: number | null;
  /** Credits stop at this balance; null: no limit. */
  maxBalance?: number | null;
  /** Requests may take the balance below zero. */
  allowNegative?: boolean;
  /** Only people of these genders may take it (e.g. maternity: female); empty or absent: everyone. */
  eligibleGenders?: string[];
  /** Only people of these employment types may take it; empty or absent: every type. */
  eligibleEmploymentTypes?: string[];
  /** Of a request's days, this many are paid (maternity: 60 of 98); null: all of them. Payroll reads it. */
  paidDays?: number | null;
  /** `per_days_worked`: one day is credited for every this many days worked (20 under Nepal's Labour Act). */
  daysWorkedPerDay?: number;
  /**
   * A request takes every calendar day it spans, weekly offs and holidays included (Nepal's maternity leave: 98
   * days, fourteen weeks); otherwise only working days count.
   */
  calendarDays?: boolean;
}

export type Policy = Required<LeaveTypePolicy>;

export const policyOf = (t: LeaveTypePolicy): Policy => ({
  labels: {},
  retired: false,
  unit: 'day',
  accrual: 'yearly',
  prorate: false,
  eligibleAfterDays: 0,
  carryForwardDays: 0,
  carryForwardExpiryMonths: null,
  maxBalance: null,
  allowNegative: false,
  eligibleGenders: [],
  eligibleEmploymentTypes: [],
  paidDays: null,
  daysWorkedPerDay: 20,
  calendarDays: false,
  ...t,
});

/** What eligibility reads of a person: their gender and employment type, each possibly unknown. */
export interface EligibilityFacts {
  gender?: string | null;
  employmentType?: string | null;
}

/**
 * Whether a person may take (and is credited) a type: each list the type sets must hold the person's value; a
 * person whose value is unknown is not eligible for a type that restricts it.
 */
export function isEligible(type: LeaveTypePolicy, person: EligibilityFacts): boolean {
  const fits = (list: string[] | undefined, value: string | null | undefined) =>
    !list?.length || (value != null && list.includes(value));
  return (
    fits(type.eligibleGenders, person.gender) && fits(type.eligibleEmploymentTypes, person.employmentType)
  );
}

/** Which parts of a day a unit allows. */
export const partsAllowed: Record<LeaveUnit, readonly DayPart[]> = {
  day: ['full'],
  half_day: ['full', 'morning', 'afternoon'],
  hour: dayParts,
};

/** A request's dates and the parts of its first and last days (minutes after midnight for `hours`). */
export interface LeaveSpan {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
  startMinute: number;
  endMinute: number;
}

export type WorkDay = Pick<WorkCalendar, 'workingDays' | 'holidays'> & {
  workStart: string;
  workDayMinutes: number;
  /** The leave types whose requests take every calendar day (`calendarDays`), by name. */
  calendarDayTypes?: readonly string[];
};

/** The types of a list that take every calendar day, as `WorkDay.calendarDayTypes` holds them. */
export const calendarDayTypesOf = (types: readonly LeaveTypePolicy[]) =>
  types.filter((t) => t.calendarDays).map((t) => t.name);

export const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round((n + Number.EPSILON) * f) / f;
};

/** The share of one working date a request takes: 1, a half, or its hours over the working day's. */
function shareOf(span: LeaveSpan, date: string, day: WorkDay): number {
  const part = date === span.startDate ? span.startPart : date === span.endDate ? span.endPart : 'full';
  if (part === 'full') return 1;
  if (part === 'hours') return Math.min((span.endMinute - span.startMinute) / day.workDayMinutes, 1);
  return 0.5;
}

/**
 * Days a request takes between two dates (both included): its working days, part days counted in part; every
 * day when its type (`leaveType`, when the span says it) takes calendar days.
 */
export function spanDays(
  span: LeaveSpan & { leaveType?: string },
  day: WorkDay,
  from = span.startDate,
  to = span.endDate,
): number {
  const everyDay = span.leaveType !== undefined && !!day.calendarDayTypes?.includes(span.leaveType);
  let total = 0;
  const first = laterDate(from, span.startDate);
  const last = earlierDate(to, span.endDate);
  for (let d = first; d <= last; d = addDays(d, 1))
    if (everyDay || isWorkingDay(d, day)) total += shareOf(span, d, day);
  return round(total, 4);
}

/**
 * The stretch of time a request occupies, in minutes after midnight of its first and last days: a morning ends
 * and an afternoon starts half-way through the working day, so a morning and an afternoon on one date do not
 * overlap, while a full day overlaps both. The database refuses overlapping stretches of one person.
 */
export function occupiedMinutes(
  parts: { startPart: DayPart; endPart: DayPart; startTime?: string | null; endTime?: string | null },
  day: Pick<WorkDay, 'workStart' | 'workDayMinutes'>,
): { startMinute: number; endMinute: number } {
  const midday = parseClock(day.workStart) + Math.floor(day.workDayMinutes / 2);
  const start = { full: 0, morning: 0, afternoon: midday, hours: parseClock(parts.startTime ?? '00:00') };
  const end = { full: 1440, morning: midday, afternoon: 1440, hours: parseClock(parts.endTime ?? '24:00') };
  return { startMinute: start[parts.startPart], endMinute: end[parts.endPart] };
}

/** Someone a policy credits: when they joined and, once they have left, their last day (and who they are). */
export interface Member extends EligibilityFacts {
  dateOfJoining: string;
  lastDay: string | null;
}

/** A credit a policy makes: its ledger key makes writing it twice write it once. */
export interface Credit {
  kind: 'allocation' | 'accrual';
  key: string;
  on: string;
  days: number;
}

/** Credits of the year only for the days [from, to] of it that the person is eligible and employed. */
const share = (amount: number, from: string, to: string, of: { start: string; end: string }) =>
  round((amount * inclusiveDays(from, to)) / inclusiveDays(of.start, of.end), 2);

/**
 * What a type credits a person in a leave year, dated from `from` to `to` (both included). A yearly allowance
 * is credited on the year's first day (or the day the person becomes eligible); pro-rated for the part of the
 * year they are there, with a correcting line on the last day of someone who leaves. Monthly accrual credits
 * a twelfth (rounded so the twelve add up to the allowance) at each month's start or end while the person is
 * there; pro-rated, a month they join or leave in is credited for its days. Carry-forward, expiry and the
 * maximum balance depend on the ledger, so the accrual job adds them (leave/accrual.ts).
 */
export function creditsDue(
  type: LeaveTypePolicy,
  member: Member,
  year: LeaveYear,
  rule: LeaveYearRule,
  from: string,
  to: string,
): Credit[] {
  const p = policyOf(type);
  if (p.allowance === null || creditsFromAttendance(p.accrual) || !isEligible(p, member)) return [];
  const eligible = addDays(member.dateOfJoining, p.eligibleAfterDays);
  const first = laterDate(eligible, year.start);
  const last = earlierDate(member.lastDay ?? year.end, year.end);
  if (first > last) return [];
  const credits: Credit[] = [];
  const key = (what: string) => `${what}:${p.name}:${year.start}`;

  if (p.accrual === 'yearly') {
    const full = p.prorate ? share(p.allowance, first, year.end, year) : p.allowance;
    credits.push({ kind: 'allocation', key: key('allocation'), on: first, days: full });
    if (p.prorate && last < year.end)
      credits.push({
        kind: 'allocation',
        key: key('leaver'),
        on: last,
        days: round(share(p.allowance, first, last, year) - full, 2),
      });
  } else {
    const months = monthsOfYear(year.label, rule);
    for (const [i, month] of months.entries()) {
      const amount = round((p.allowance * (i + 1)) / 12, 2) - round((p.allowance * i) / 12, 2);
      const day = p.accrual === 'monthly_start' ? month.first : month.last;
      const inFrom = laterDate(first, month.first);
      const inTo = earlierDate(last, month.last);
      if (inFrom > inTo) continue;
      const whole = inFrom === month.first && inTo === month.last;
      let days = amount;
      let on = day;
      if (!whole) {
        // Joined or left during the month: pro-rated for its days, else credited only if there on the day.
        if (p.prorate) {
          days = share(amount, inFrom, inTo, { start: month.first, end: month.last });
          on = p.accrual === 'monthly_start' ? inFrom : inTo;
        } else if (day < inFrom || day > inTo) continue;
      }
      credits.push({ kind: 'accrual', key: `accrual:${p.name}:${month.first}`, on, days: round(days, 2) });
    }
  }
  return credits.filter((c) => c.on >= from && c.on <= to);
}

/** A day of someone's attendance: its date, its status, and how many minutes it lasted (null: not known). */
export interface AttendanceDay {
  date: string;
  status: string;
  minutes: number | null;
}

const worked = (day: AttendanceDay) => (workedStatuses as readonly string[]).includes(day.status);

/**
 * `per_days_worked` credits of a leave year: one day each time the days worked in the year (from the person's
 * eligibility on) reach another multiple of `daysWorkedPerDay`, dated the day that reached it; 40 days worked at 20
 * a day credit 2. Each credit is keyed by its place in the year, so writing them again writes each once.
 */
export function daysWorkedCredits(
  type: LeaveTypePolicy,
  member: Member,
  year: LeaveYear,
  days: readonly AttendanceDay[],
): Credit[] {
  const p = policyOf(type);
  if (p.accrual !== 'per_days_worked' || !isEligible(p, member)) return [];
  const first = laterDate(addDays(member.dateOfJoining, p.eligibleAfterDays), year.start);
  const last = earlierDate(member.lastDay ?? year.end, year.end);
  const dates = [
    ...new Set(days.filter((d) => worked(d) && d.date >= first && d.date <= last).map((d) => d.date)),
  ];
  dates.sort();
  const per = Math.max(1, Math.round(p.daysWorkedPerDay));
  const credits: Credit[] = [];
  for (let n = 1; n * per <= dates.length; n++)
    credits.push({
      kind: 'accrual',
      key: `worked:${p.name}:${year.start}:${n}`,
      on: dates[n * per - 1]!,
      days: 1,
    });
  return credits;
}

/**
 * `off_days_worked` credits (substitute leave): a day for each day worked that is not a working day for the
 * person (`isDayOff`: a weekly off or a holiday), half a day when the record lasted less than half a working day.
 * Keyed by the day worked, so a day is credited once however often the job runs.
 */
export function offDaysWorkedCredits(
  type: LeaveTypePolicy,
  member: Member,
  days: readonly AttendanceDay[],
  isDayOff: (date: string) => boolean,
  workDayMinutes: number,
): Credit[] {
  const p = policyOf(type);
  if (p.accrual !== 'off_days_worked' || !isEligible(p, member)) return [];
  const first = addDays(member.dateOfJoining, p.eligibleAfterDays);
  return days
    .filter(
      (d) =>
        worked(d) && d.date >= first && (!member.lastDay || d.date <= member.lastDay) && isDayOff(d.date),
    )
    .map((d) => ({
      kind: 'accrual' as const,
      key: `substitute:${p.name}:${d.date}`,
      on: d.date,
      days: d.minutes !== null && d.minutes < workDayMinutes / 2 ? 0.5 : 1,
    }));
}
