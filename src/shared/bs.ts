/**
 * Bikram Sambat (BS) dates, the calendar Nepal lives by. BS months are 29 to 32 days long and follow no
 * formula, so the month lengths come from a table: the database's `bs_years`, which hr confirms against the official
 * calendar (decision 028), installed with `installBsYears`; until then the `nepali-date-converter` package's (BS
 * 2000–2090). This file only counts days against it, in whole calendar days, so no time zone can move a date (the library's own
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

/** A BS year's month lengths, as the database keeps them (decision 028). */
export interface BsYearLengths {
  year: number;
  /** Twelve lengths, Baisakh first. */
  months: readonly number[];
  /** Whether hr confirmed them against the official calendar; unknown for the built-in table. */
  confirmed?: boolean;
}

/** The table the `nepali-date-converter` package ships: the fallback until a table is installed, and the seed. */
export const builtInBsYears: readonly BsYearLengths[] = Object.keys(dateConfigMap)
  .map(Number)
  .sort((a, b) => a - b)
  .map((year) => ({ year, months: Object.values(dateConfigMap[String(year)] ?? {}) }));

export const BS_FIRST_YEAR = builtInBsYears[0]?.year as number;
/** The last year of the built-in table (an installed table may end elsewhere: `bsYearRange()`). */
export const BS_LAST_YEAR = builtInBsYears.at(-1)?.year as number;

let years: number[] = [];
let lengths = new Map<number, readonly number[]>();
/** Days from the epoch to 1 Baisakh of each year. */
let yearStarts = new Map<number, number>();
let confirmedYears = new Map<number, boolean>();
let installs = 0;
/** Moves each time a different table is installed: what a cache of BS arithmetic keys on (leave years). */
export const bsTableRevision = () => installs;

/** Twelve lengths of 29 to 32 days making 365 or 366 (the bounds of the built-in table and of `bs_years`). */
export const validBsMonths = (months: readonly number[]) =>
  months.length === 12 &&
  months.every((d) => Number.isInteger(d) && d >= 29 && d <= 32) &&
  [365, 366].includes(months.reduce((a, b) => a + b, 0));

/**
 * Counts every BS date from now on against `rows` (the database's `bs_years`, which hr can correct): BS 2000 must
 * be among them (the epoch), and years follow one another; a later year's start moves with every length before it.
 * Rows after a gap, or with lengths no year has, are left out. Returns whether the table changed.
 */
export function installBsYears(rows: readonly BsYearLengths[]): boolean {
  const sorted = [...rows].sort((a, b) => a.year - b.year);
  const kept: BsYearLengths[] = [];
  for (const row of sorted) {
    const expected = kept.length === 0 ? BS_FIRST_YEAR : (kept.at(-1)?.year ?? 0) + 1;
    if (row.year !== expected || !validBsMonths(row.months)) break;
    kept.push({ year: row.year, months: [...row.months] });
  }
  if (kept.length === 0) return false;
  confirmedYears = new Map(
    sorted.flatMap((row) => (row.confirmed === undefined ? [] : [[row.year, row.confirmed] as const])),
  );
  const same =
    kept.length === years.length &&
    kept.every((row) => lengths.get(row.year)?.every((d, i) => d === row.months[i]));
  if (same) return false;
  installs += 1;
  years = kept.map((row) => row.year);
  lengths = new Map(kept.map((row) => [row.year, row.months]));
  yearStarts = new Map();
  kept.reduce((start, row) => {
    yearStarts.set(row.year, start);
    return start + row.months.reduce((a, b) => a + b, 0);
  }, 0);
  return true;
}
installBsYears(builtInBsYears);

/** Whether the installed table's `year` is confirmed (decision 028); undefined when nobody said (the built-in table). */
export const bsYearConfirmed = (year: number): boolean | undefined => confirmedYears.get(year);

/** The first and last BS years the installed table covers. */
export const bsYearRange = () => ({ first: years[0] ?? BS_FIRST_YEAR, last: years.at(-1) ?? BS_LAST_YEAR });

/** Days since the epoch of a Gregorian `yyyy-mm-dd`, and back. */
const sinceEpoch = (iso: string) => dayNumber(iso) - EPOCH;
const isoOf = (days: number) => dateOfDay(EPOCH + days);

/** Days in a BS month; undefined outside the table. */
export const bsMonthLength = (year: number, month: number): number | undefined =>
  lengths.get(year)?.[month - 1];

/** The BS date of a Gregorian `yyyy-mm-dd`; undefined outside the table (callers show Gregorian then). */
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

/** A Gregorian `yyyy-mm-dd` as `yyyy-mm-dd` in a reader's calendar (a CSV's dates, a file's name). */
export function isoDateIn(date: string, calendar: 'gregorian' | 'bs'): string {
  const bs = calendar === 'bs' ? toBs(date) : undefined;
  return bs ? bsDateText(bs) : date;
}
