/**
 * Bikram Sambat (BS) dates, the calendar Nepal lives by. BS months are 29 to 32 days long and follow no
 * formula, so the month lengths come from a maintained table (`nepali-date-converter`, BS 2000–2090); this file
 * only counts days against it, in whole calendar days, so no time zone can move a date (the library's own
 * Date-based conversion reads the machine's zone). Storage and the API stay Gregorian `yyyy-mm-dd`.
 */
import { dateConfigMap } from 'nepali-date-converter';
import { dateOfDay, dayNumber } from './calendar.js';

export interface BsDate {
  year: number;
  /** 1 = Baisakh … 12 = Chaitra. */
  month: number;
  day: number;
}

/** The months, romanised and in Devanagari, Baisakh first. */
export const bsMonthNames = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Ashwin',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
} as const;

/** BS 2000-01-01 (1 Baisakh 2000) was 14 April 1943. */
const EPOCH = dayNumber('1943-04-14');
const years = Object.keys(dateConfigMap)
  .map(Number)
  .sort((a, b) => a - b);
export const BS_FIRST_YEAR = years[0] as number;
export const BS_LAST_YEAR = years.at(-1) as number;
const lengths = new Map(years.map((y) => [y, Object.values(dateConfigMap[String(y)] ?? {})]));
/** Days from the epoch to 1 Baisakh of each year. */
const yearStarts = new Map<number, number>();
years.reduce((start, y) => {
  yearStarts.set(y, start);
  return start + (lengths.get(y) ?? []).reduce((a, b) => a + b, 0);
}, 0);

/** Days since the epoch of a Gregorian `yyyy-mm-dd`, and back. */
const sinceEpoch = (iso: string) => dayNumber(iso) - EPOCH;
const isoOf = (days: number) => dateOfDay(EPOCH + days);

/** Days in a BS month; undefined outside the table. */
export const bsMonthLength = (year: number, month: number): number | undefined =>
  lengths.get(year)?.[month - 1];

/** The BS date of a Gregorian `yyyy-mm-dd`; undefined outside BS 2000–2090 (callers show Gregorian then). */
export function toBs(iso: string): BsDate | undefined {
  let rest = sinceEpoch(iso);
  const year = years.findLast((y) => (yearStarts.get(y) ?? Number.POSITIVE_INFINITY) <= rest);
  if (year === undefined || rest < 0) return undefined;
  rest -= yearStarts.get(year) ?? 0;
  const months = lengths.get(year) ?? [];
  for (const [index, length] of months.entries()) {
    if (rest < length) return { year, month: index + 1, day: rest + 1 };
    rest -= length;
  }
  return undefined;
}

/** The Gregorian `yyyy-mm-dd` of a BS date; undefined when there is no such BS date. */
export function fromBs({ year, month, day }: BsDate): string | undefined {
  const length = bsMonthLength(year, month);
  const start = yearStarts.get(year);
  if (length === undefined || start === undefined || day < 1 || day > length) return undefined;
  const before = (lengths.get(year) ?? []).slice(0, month - 1).reduce((a, b) => a + b, 0);
  return isoOf(start + before + day - 1);
}

/** A BS month as a period: its first and last Gregorian days. */
export function bsMonthRange(year: number, month: number): { from: string; to: string } | undefined {
  const length = bsMonthLength(year, month);
  const from = fromBs({ year, month, day: 1 });
  const to = length ? fromBs({ year, month, day: length }) : undefined;
  return from && to ? { from, to } : undefined;
}

/** The BS month `months` after (or before, when negative) the given one. */
export function addBsMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "2083-08" for a BS month, the form BS periods take in the API. */
export const bsMonthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** "2083-08-09" for a BS date, as tables and exports write one. */
export const bsDateText = ({ year, month, day }: BsDate) =>
  `${bsMonthKey(year, month)}-${String(day).padStart(2, '0')}`;
