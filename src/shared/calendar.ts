/**
 * Calendar rules both sides need: local dates in the organisation's time zone, working days and holidays.
 * Dates are `yyyy-mm-dd` strings; months `yyyy-mm`. Pure functions, no I/O.
 */

export interface WorkCalendar {
  timeZone: string;
  /** 0 = Sunday … 6 = Saturday */
  workingDays: readonly number[];
  holidays: readonly { date: string; name: string }[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The last minute each time zone was asked about: a busy server asks about the same minute many times. */
const lastMinute = new Map<string, { minute: number; local: { date: string; minutes: number } }>();

/** The local date and time of an instant in a time zone: `{ date: '2026-11-23', minutes: 545 }` (09:05). */
export function localDateTime(instant: Date, timeZone: string): { date: string; minutes: number } {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return { ...last.local };
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatIn(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const local = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  if (lastMinute.size > 100) lastMinute.clear();
  lastMinute.set(timeZone, { minute, local });
  return { ...local };
}

export const localDate = (instant: Date, timeZone: string) => localDateTime(instant, timeZone).date;

/** Minutes since midnight of `HH:MM`. */
/** Minutes after midnight as `HH:MM` (the inverse of `parseClock`). */
export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function parseClock(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Days since 1970-01-01 of a `yyyy-mm-dd` date, and back: day arithmetic without a `Date` (Howard Hinnant's
 * civil-from-days algorithm). Counting a request's working days steps through every day it covers, for every
 * request of a page, so this runs often.
 */
export function dayNumber(date: string): number {
  const m = Number(date.slice(5, 7));
  const y = Number(date.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + Number(date.slice(8, 10)) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function dateOfDay(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

/** 0 = Sunday … 6 = Saturday (1 January 1970 was a Thursday). */
export const weekday = (date: string) => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** The later and the earlier of two `yyyy-mm-dd` dates (strings compare as dates). */
export const laterDate = (a: string, b: string) => (a > b ? a : b);
export const earlierDate = (a: string, b: string) => (a < b ? a : b);

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(from), last = dayNumber(to); n <= last; n++) days.push(dateOfDay(n));
  return days;
}

export function isWorkingDay(
  date: string,
  calendar: Pick<WorkCalendar, 'workingDays' | 'holidays'>,
): boolean {
  return calendar.workingDays.includes(weekday(date)) && !calendar.holidays.some((h) => h.date === date);
}

export function countWorkingDays(
  from: string,
  to: string,
  calendar: Pick<WorkCalendar, 'workingDays' | 'holidays'>,
): number {
  return eachDay(from, to).filter((d) => isWorkingDay(d, calendar)).length;
}

/** Inclusive calendar days between two dates, as the spec's leave cards show them. */
export const inclusiveDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** First and last date of a `yyyy-mm` month. */
export function monthRange(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${month.slice(0, 5)}${String(m + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, last: addDays(next, -1) };
}

export const monthOf = (date: string) => date.slice(0, 7);

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The instant of a local date and time (minutes after midnight) in a time zone; DST gaps resolve forward. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let instant = guess;
  // Two passes settle on the offset in force at the local time, even next to an offset change.
  for (let i = 0; i < 2; i++) {
    const local = localDateTime(new Date(instant), timeZone);
    const shownAsUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
    instant += guess - shownAsUtc;
  }
  return new Date(instant);
}
