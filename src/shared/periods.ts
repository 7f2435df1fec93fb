/**
 * Months as attendance counts them (rules §9): Gregorian, or Bikram Sambat when the organisation runs on BS
 * months. Either way a month is `yyyy-mm` in its own calendar ("2026-11", or "2083-08" for Mangsir 2083) and
 * covers a range of Gregorian days, which is all that storage and the counting rules see.
 */
import { bsMonthKey, bsMonthRange, toBs } from './bs.js';
import { monthOf, monthRange } from './calendar.js';
import type { CalendarSystem } from './locale.js';

export interface Periods {
  calendar: CalendarSystem;
  /** The month a Gregorian `yyyy-mm-dd` falls in. */
  monthOf: (date: string) => string;
  /** A month's first and last Gregorian days; undefined for a month the calendar does not have. */
  rangeOf: (month: string) => { first: string; last: string } | undefined;
}

const gregorian: Periods = { calendar: 'gregorian', monthOf, rangeOf: monthRange };

const bs: Periods = {
  calendar: 'bs',
  monthOf: (date) => {
    const b = toBs(date);
    return b ? bsMonthKey(b.year, b.month) : monthOf(date);
  },
  rangeOf: (month) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const range = bsMonthRange(year, m);
    return range && { first: range.from, last: range.to };
  },
};

export const periodsOf = (calendar: CalendarSystem): Periods => (calendar === 'bs' ? bs : gregorian);

/** `yyyy-mm` of every month from `from` to `to`, newest first (twelve months a year in both calendars). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = to.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` >= from) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
  return months;
}
