/**
 * Overtime from attendance (issue 42, decision 035), pure, for the server and any screen: how many minutes of a day
 * were overtime, judged against the day's shift (or the organisation's working day) under the organisation's
 * overtime policy, and what a month's approved overtime is worth. The policy's figures are data (the
 * `overtime_policy` row, shipped with the Labour Act 2074's); nothing statutory is written here.
 */
import { type ShiftRule, shiftWindow } from './shift-rules.js';

export const restDayChoices = ['substitute', 'overtime'] as const;
export type RestDayWork = (typeof restDayChoices)[number];

/** The organisation's overtime policy as the rules read it. */
export interface OvertimePolicy {
  dailyCapMinutes: number;
  weeklyCapMinutes: number;
  /** 150 is 1.5× the basic hourly rate. */
  ratePercent: number;
  /** Without a rostered shift: time beyond this many minutes worked a day, or a week, is overtime. */
  dayThresholdMinutes: number;
  weekThresholdMinutes: number;
  /** A day worked past `restAfterMinutes` without a shift's break has `restMinutes` of rest in it. */
  restAfterMinutes: number;
  restMinutes: number;
  /** Work on a weekly off or a public holiday earns substitute leave, or is paid as overtime. */
  restDayWork: RestDayWork;
  /** Overtime is claimed only after it was asked for in advance and approved. */
  preApproval: boolean;
}

export interface OvertimeDayInput {
  date: string;
  timeZone: string;
  /** The day's shift: rostered (`id` set) or the organisation's working day (`id` null). */
  shift: ShiftRule;
  /** A weekly off, a public holiday or a rostered day off: all the time worked counts. */
  restDay: boolean;
  checkIn: Date | null;
  checkOut: Date | null;
  /** An approved request in advance: time in this window counts even before the shift ends. */
  preApproved?: { start: Date; end: Date } | null;
  /** Without a roster: the minutes worked earlier in the week that were not overtime (the week's threshold). */
  weekRegularBefore?: number;
  policy: Pick<
    OvertimePolicy,
    'dayThresholdMinutes' | 'weekThresholdMinutes' | 'restAfterMinutes' | 'restMinutes'
  >;
}

export interface OvertimeDay {
  /** Check-in to check-out less the break or the rest; 0 until both are known. */
  workedMinutes: number;
  overtimeMinutes: number;
}

const MINUTE = 60_000;
const minutesBetween = (a: number, b: number) => Math.max(0, Math.floor((b - a) / MINUTE));
/** Whole minutes of [a, b) that fall inside [from, to). */
const overlap = (a: number, b: number, from: number, to: number) =>
  minutesBetween(Math.max(a, from), Math.min(b, to));

/**
 * A day's overtime. On a rest day every minute worked counts. Otherwise only time after the shift's end counts
 * (and time a pre-approved request covers); on the organisation's working day (no roster) that time counts only as
 * far as the day's worked minutes pass the day's threshold, or the week's pass the week's.
 */
export function overtimeOfDay(input: OvertimeDayInput): OvertimeDay {
  const { checkIn, checkOut, shift, policy } = input;
  if (!checkIn || !checkOut || checkOut <= checkIn) return { workedMinutes: 0, overtimeMinutes: 0 };
  const inAt = checkIn.getTime();
  const outAt = checkOut.getTime();
  const span = minutesBetween(inAt, outAt);
  const rest =
    shift.breakMinutes > 0 ? shift.breakMinutes : span > policy.restAfterMinutes ? policy.restMinutes : 0;
  const worked = Math.max(0, span - rest);
  if (input.restDay) return { workedMinutes: worked, overtimeMinutes: worked };

  const window = shiftWindow(input.date, shift, input.timeZone);
  const end = window.end.getTime();
  const pre = input.preApproved;
  const eligible =
    overlap(inAt, outAt, end, Number.POSITIVE_INFINITY) +
    (pre ? overlap(inAt, outAt, pre.start.getTime(), Math.min(pre.end.getTime(), end)) : 0);
  if (shift.id !== null) return { workedMinutes: worked, overtimeMinutes: Math.min(worked, eligible) };

  const beyondDay = Math.max(0, worked - policy.dayThresholdMinutes);
  const regular = worked - beyondDay;
  const beyondWeek = Math.max(0, (input.weekRegularBefore ?? 0) + regular - policy.weekThresholdMinutes);
  return {
    workedMinutes: worked,
    overtimeMinutes: Math.min(worked, eligible, beyondDay + Math.min(beyondWeek, regular)),
  };
}

/** Minutes over a cap, or 0: what a claim of `asked` minutes on top of `already` claimed would pass it by. */
export const overCap = (already: number, asked: number, cap: number) => Math.max(0, already + asked - cap);

/**
 * A month's overtime pay, in minor units: the basic hourly rate (the monthly basic over the month's working days
 * times the working day's hours) times the rate, for the minutes worked. Rounded to the minor unit.
 */
export function overtimePay(input: {
  basic: number;
  workingDays: number;
  workDayMinutes: number;
  minutes: number;
  ratePercent: number;
}) {
  const monthMinutes = input.workingDays * input.workDayMinutes;
  if (monthMinutes <= 0 || input.minutes <= 0) return 0;
  return Math.round((input.basic * input.minutes * input.ratePercent) / (monthMinutes * 100));
}
