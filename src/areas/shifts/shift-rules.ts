/**
 * Shift arithmetic (issue 42, decision 033), pure, for the server and any screen: when a person's shift of a day
 * starts and ends (a night shift ends the next day), which day a punch belongs to (a night shift belongs to the
 * day it starts), and what a day with its check-in and check-out was against the shift: late, left early, the
 * minutes worked, a full or a half day. Times are instants; a shift's clock times are read in the organisation's
 * time zone on the day, so a shift across a DST change is as long as the clocks on the wall make it.
 */
import { addDays, localDateTime, parseClock, weekday, zonedInstant } from '../../shared/calendar.js';

const DAY = 24 * 60;
const MINUTE = 60_000;

/** A shift as the rules read it: clock times in minutes after midnight, and its allowances. */
export interface ShiftRule {
  /** The shift type's id; null for the organisation's working day (no assignment). */
  id: string | null;
  name: string | null;
  start: number;
  /** At or before `start`: the shift ends the next day. */
  end: number;
  breakMinutes: number;
  lateGraceMinutes: number;
  /** Leaving more than this before the end is an early exit; null: early exits are not judged. */
  earlyGraceMinutes: number | null;
  /** The fewest minutes worked for a full day and for a half day; null: days are not judged by length. */
  fullDayMinutes: number | null;
  halfDayMinutes: number | null;
}

/** What the organisation's settings say of its one working day. */
export interface WorkDaySettings {
  workStart: string;
  lateGraceMinutes: number;
  workDayMinutes: number;
}

/**
 * The organisation's working day as a shift: the default for everyone without an assignment. It judges lateness
 * as attendance always has (work start plus grace) and nothing else, so nothing changes for them.
 */
export function defaultShift(settings: WorkDaySettings): ShiftRule {
  const start = parseClock(settings.workStart);
  return {
    id: null,
    name: null,
    start,
    end: (start + settings.workDayMinutes) % DAY,
    breakMinutes: 0,
    lateGraceMinutes: settings.lateGraceMinutes,
    earlyGraceMinutes: null,
    fullDayMinutes: null,
    halfDayMinutes: null,
  };
}

/** A shift that ends at or before its start ends the next day (22:00–06:00; 00:00–00:00 is a whole day). */
export const crossesMidnight = (shift: Pick<ShiftRule, 'start' | 'end'>) => shift.end <= shift.start;

/** The shift's length on the clock face, in minutes (the break included). */
export const clockLength = (shift: Pick<ShiftRule, 'start' | 'end'>) =>
  crossesMidnight(shift) ? shift.end + DAY - shift.start : shift.end - shift.start;

/** When the shift of `date` starts and ends, in the time zone. */
export function shiftWindow(date: string, shift: Pick<ShiftRule, 'start' | 'end'>, timeZone: string) {
  return {
    start: zonedInstant(date, shift.start, timeZone),
    end: zonedInstant(crossesMidnight(shift) ? addDays(date, 1) : date, shift.end, timeZone),
  };
}

/** How long after a night shift's end a punch still belongs to it, when the next day's shift is not nearer. */
export const NIGHT_SPILL_MINUTES = 4 * 60;

/**
 * The work day a punch belongs to: its local date, unless the day before had a shift past midnight that the
 * punch is still part of (a check-out at 06:10 after 22:00–06:00). "Still part of" is up to the shift's end plus
 * four hours, or half-way to the next shift's start when that comes sooner. `shiftOn(date)` is the person's
 * shift of a day, null on a day off.
 */
export function workDateOf(
  instant: Date,
  timeZone: string,
  shiftOn: (date: string) => ShiftRule | null,
): string {
  const { date } = localDateTime(instant, timeZone);
  const yesterday = addDays(date, -1);
  const night = shiftOn(yesterday);
  if (!night || !crossesMidnight(night)) return date;
  const end = shiftWindow(yesterday, night, timeZone).end.getTime();
  let cutoff = end + NIGHT_SPILL_MINUTES * MINUTE;
  const next = shiftOn(date);
  if (next) {
    const start = shiftWindow(date, next, timeZone).start.getTime();
    if (start >= end) cutoff = Math.min(cutoff, end + (start - end) / 2);
  }
  return instant.getTime() < cutoff ? yesterday : date;
}

export type DayPortion = 'full' | 'half' | 'absent';

export interface DayJudgement {
  late: boolean;
  earlyExit: boolean;
  /** Minutes between check-in and check-out less the unpaid break; null until both are known. */
  workedMinutes: number | null;
  /** Against the shift's minimums; null while open, or when the shift sets none. */
  portion: DayPortion | null;
}

/** Whole minutes from `a` to `b` (a part minute does not count: 09:10:59 is ten minutes after 09:00). */
const wholeMinutes = (a: Date, b: Date) => Math.floor((b.getTime() - a.getTime()) / MINUTE);

/**
 * What a day was against its shift. Late: the check-in more than the grace after the start (as attendance has
 * always judged the working day). Early exit: the check-out more than the early grace before the end. Worked:
 * the time between them less the unpaid break (never below zero). Portion: full at the full-day minimum, half at
 * the half-day one, else absent.
 */
export function judgeDay(
  date: string,
  shift: ShiftRule,
  timeZone: string,
  checkIn: Date | null,
  checkOut: Date | null,
): DayJudgement {
  const window = shiftWindow(date, shift, timeZone);
  const late = checkIn !== null && wholeMinutes(window.start, checkIn) > shift.lateGraceMinutes;
  const earlyExit =
    checkOut !== null &&
    shift.earlyGraceMinutes !== null &&
    wholeMinutes(checkOut, window.end) > shift.earlyGraceMinutes;
  const workedMinutes =
    checkIn && checkOut ? Math.max(0, wholeMinutes(checkIn, checkOut) - shift.breakMinutes) : null;
  let portion: DayPortion | null = null;
  if (workedMinutes !== null && shift.fullDayMinutes !== null && shift.halfDayMinutes !== null)
    portion =
      workedMinutes >= shift.fullDayMinutes
        ? 'full'
        : workedMinutes >= shift.halfDayMinutes
          ? 'half'
          : 'absent';
  return { late, earlyExit, workedMinutes, portion };
}

/** A shift type's days: a day is worked when its weekday is one the type repeats on (0 = Sunday). */
export const repeatsOn = (weekdays: readonly number[], date: string) => weekdays.includes(weekday(date));

/** A rotation: the shift types in turn (null: a day off), one a day or one a week, counted from the first day. */
export interface Rotation {
  shiftTypeIds: readonly (string | null)[];
  every: 'day' | 'week';
}

/** One person's day of a roster: the shift type, or null for a day off. */
export interface PlannedDay {
  date: string;
  shiftTypeId: string | null;
}

/**
 * A person's days from `from` to `to` under a rotation: the turn's shift type, off on a weekday the type does not
 * repeat on and on the person's own weekly offs. The first day of the range is the rotation's first turn.
 */
export function planDays(
  dates: readonly string[],
  rotation: Rotation,
  weekdaysOf: (shiftTypeId: string) => readonly number[],
  weeklyOffs: readonly number[] = [],
): PlannedDay[] {
  const turns = rotation.shiftTypeIds.length;
  return dates.map((date, i) => {
    const turn = rotation.every === 'day' ? i : Math.floor(i / 7);
    const id = rotation.shiftTypeIds[turn % turns] ?? null;
    const off = id === null || !repeatsOn(weekdaysOf(id), date) || weeklyOffs.includes(weekday(date));
    return { date, shiftTypeId: off ? null : id };
  });
}
