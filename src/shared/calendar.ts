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

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

export const weekday = (date: string) => toUtc(date).getUTCDay();

/** The later and the earlier of two `yyyy-mm-dd` dates (strings compare as dates). */
export const laterDate = (a: string, b: string) => (a > b ? a : b);
export const earlierDate = (a: string, b: string) => (a < b ? a : b);

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  const d = toUtc(from); // one date stepped along, not one parsed again for every day
  for (let day = from; day <= to; d.setUTCDate(d.getUTCDate() + 1), day = fromUtc(d)) days.push(day);
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
export const inclusiveDays = (from: string, to: string) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000) + 1;

/** First and last date of a `yyyy-mm` month. */
export function monthRange(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0));
  return { first: `${month}-01`, last: fromUtc(last) };
}

export const monthOf = (date: string) => date.slice(0, 7);

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
