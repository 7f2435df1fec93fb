/**
 * Leave years (rules §14): from the first day of a month of the organisation's period calendar (Gregorian or
 * Bikram Sambat), their months, names ("2026", "2083/84") and the years a date range touches. Pure; both sides.
 */
import { bsTableRevision } from './bs.js';
import type { CalendarSystem } from './locale.js';
import { periodsOf } from './periods.js';

/** How leave years run: from the first day of `startMonth` in the organisation's period calendar. */
export interface LeaveYearRule {
  calendar: CalendarSystem;
  startMonth: number;
}

/** A leave year: named by the (period-calendar) year it starts in, with its first and last Gregorian days. */
export interface LeaveYear {
  label: number;
  start: string;
  end: string;
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

type Month = Readonly<{ first: string; last: string }>;
/** Leave years already worked out, by rule and label: every balance asks for the same few. */
const yearMonths = new Map<string, readonly Month[]>();

/** The twelve months of a leave year, each with its first and last Gregorian days. */
export function monthsOfYear(label: number, rule: LeaveYearRule): readonly Month[] {
  // A BS year's months move when hr corrects the table (decision 028): its revision is part of the key.
  const key = `${rule.calendar} ${rule.startMonth} ${label} ${rule.calendar === 'bs' ? bsTableRevision() : ''}`;
  const known = yearMonths.get(key);
  if (known) return known;
  const periods = periodsOf(rule.calendar);
  const months: Month[] = [];
  for (let i = 0; i < 12 && months.length === i; i++) {
    const index = rule.startMonth - 1 + i;
    const range = periods.rangeOf(monthKey(label + Math.floor(index / 12), (index % 12) + 1));
    if (range) months.push(Object.freeze(range));
  }
  const found = Object.freeze(months.length === 12 ? months : []);
  if (yearMonths.size > 1000) yearMonths.clear(); // labels come from requests: keep the memory bounded
  yearMonths.set(key, found);
  return found;
}

/** The leave year named `label`; undefined when the calendar does not reach it (BS beyond its table). */
export function leaveYear(label: number, rule: LeaveYearRule): LeaveYear | undefined {
  const months = monthsOfYear(label, rule);
  return months.length ? { label, start: months[0]!.first, end: months[11]!.last } : undefined;
}

/** The leave year a Gregorian date falls in. */
export function leaveYearOf(date: string, rule: LeaveYearRule): LeaveYear | undefined {
  const [year, month] = periodsOf(rule.calendar).monthOf(date).split('-').map(Number) as [number, number];
  return leaveYear(month >= rule.startMonth ? year : year - 1, rule);
}

/** How a leave year is written: "2026", or "2083/84" for one that starts part-way through a year. */
export const leaveYearName = (year: LeaveYear, rule: LeaveYearRule) =>
  rule.startMonth === 1
    ? String(year.label)
    : `${year.label}/${String((year.label + 1) % 100).padStart(2, '0')}`;

/** The leave years a date range touches, in order. */
export function leaveYearsOf(from: string, to: string, rule: LeaveYearRule): LeaveYear[] {
  const years: LeaveYear[] = [];
  for (let year = leaveYearOf(from, rule); year && year.start <= to; year = leaveYear(year.label + 1, rule))
    years.push(year);
  return years;
}
