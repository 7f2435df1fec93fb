import { describe, expect, it } from 'vitest';
import {
  addBsMonths,
  bsMonthLength,
  bsMonthRange,
  bsTableRevision,
  bsYearRange,
  builtInBsYears,
  fromBs,
  installBsYears,
  toBs,
} from './bs.js';
import { leaveYear } from './leave-policy.js';

/**
 * Published pairs (BS → AD): new years, fiscal-year starts (1 Shrawan), public holidays fixed on BS dates
 * (Republic Day 15 Jestha, Constitution Day 3 Asoj, Democracy Day 7 Falgun, Maghe Sankranti 1 Magh) and
 * days remembered by their date (the earthquake of 12 Baisakh 2072), as Nepal's calendars print them.
 */
const published: [bs: string, ad: string][] = [
  ['2070-01-01', '2013-04-14'],
  ['2071-01-01', '2014-04-14'],
  ['2072-01-01', '2015-04-14'],
  ['2072-01-12', '2015-04-25'],
  ['2072-06-03', '2015-09-20'],
  ['2073-01-01', '2016-04-13'],
  ['2074-01-01', '2017-04-14'],
  ['2075-01-01', '2018-04-14'],
  ['2076-01-01', '2019-04-14'],
  ['2077-01-01', '2020-04-13'],
  ['2078-01-01', '2021-04-14'],
  ['2079-01-01', '2022-04-14'],
  ['2079-02-15', '2022-05-29'],
  ['2079-04-01', '2022-07-17'],
  ['2079-06-03', '2022-09-19'],
  ['2079-10-01', '2023-01-15'],
  ['2079-11-07', '2023-02-19'],
  ['2080-01-01', '2023-04-14'],
  ['2080-01-11', '2023-04-24'],
  ['2080-02-15', '2023-05-29'],
  ['2080-04-01', '2023-07-17'],
  ['2080-06-03', '2023-09-20'],
  ['2080-10-01', '2024-01-15'],
  ['2080-11-07', '2024-02-19'],
  ['2080-12-30', '2024-04-12'],
  ['2081-01-01', '2024-04-13'],
  ['2081-02-15', '2024-05-28'],
  ['2081-04-01', '2024-07-16'],
  ['2081-06-03', '2024-09-19'],
  ['2081-10-01', '2025-01-14'],
  ['2081-11-07', '2025-02-19'],
  ['2082-01-01', '2025-04-14'],
  ['2082-04-01', '2025-07-17'],
  ['2083-01-01', '2026-04-14'],
];
const bs = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

describe('Bikram Sambat', () => {
  it.each(published)('BS %s is AD %s, both ways', (b, ad) => {
    expect(fromBs(bs(b))).toBe(ad);
    expect(toBs(ad)).toEqual(bs(b));
  });

  it('crosses month and year boundaries one day at a time, both ways, from 2070 to 2090', () => {
    let day = fromBs({ year: 2070, month: 1, day: 1 }) as string;
    let previous = toBs(day);
    for (let i = 0; i < 21 * 366 && previous && previous.year <= 2090; i++) {
      const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
      const converted = toBs(next);
      if (!converted) break;
      const { year, month, day: d } = previous;
      const expected =
        d < (bsMonthLength(year, month) as number)
          ? { year, month, day: d + 1 }
          : month < 12
            ? { year, month: month + 1, day: 1 }
            : { year: year + 1, month: 1, day: 1 };
      expect(converted).toEqual(expected);
      expect(fromBs(converted)).toBe(next);
      day = next;
      previous = converted;
    }
    expect(previous?.year).toBe(2090);
  });

  it('has months of 29 to 32 days and years of 365 or 366', () => {
    for (let year = 2070; year <= 2090; year++) {
      const months = Array.from({ length: 12 }, (_, i) => bsMonthLength(year, i + 1) as number);
      for (const length of months) expect(length >= 29 && length <= 32).toBe(true);
      expect([365, 366]).toContain(months.reduce((a, b) => a + b, 0));
    }
  });

  it('refuses dates that do not exist and says nothing outside its table', () => {
    expect(fromBs({ year: 2080, month: 12, day: 31 })).toBeUndefined();
    expect(fromBs({ year: 2080, month: 13, day: 1 })).toBeUndefined();
    expect(fromBs({ year: 2200, month: 1, day: 1 })).toBeUndefined();
    expect(toBs('1900-01-01')).toBeUndefined();
    expect(toBs('2099-01-01')).toBeUndefined();
  });

  it('gives a BS month as a Gregorian period and steps across years', () => {
    expect(bsMonthRange(2080, 12)).toEqual({ from: '2024-03-14', to: '2024-04-12' });
    expect(addBsMonths(2080, 12, 1)).toEqual({ year: 2081, month: 1 });
    expect(addBsMonths(2081, 1, -1)).toEqual({ year: 2080, month: 12 });
  });
});

describe('an installed table (decision 028)', () => {
  const withBaisakh2084 = (days: number) =>
    builtInBsYears.map((y) => (y.year === 2084 ? { year: y.year, months: [days, ...y.months.slice(1)] } : y));

  it('moves the dates of the corrected month and of every later year, and the leave years they start', () => {
    const before = bsTableRevision();
    // The built-in table: Baisakh 2084 has 31 days, 1 Jestha 2084 = 15 May 2027, 1 Baisakh 2085 = 14 April 2028.
    expect(fromBs({ year: 2084, month: 2, day: 1 })).toBe('2027-05-15');
    expect(fromBs({ year: 2085, month: 1, day: 1 })).toBe('2028-04-14');
    expect(leaveYear(2085, { calendar: 'bs', startMonth: 1 })?.start).toBe('2028-04-14');
    try {
      // A committee's calendar with a Baisakh of 30 days (the year then has 365).
      expect(installBsYears(withBaisakh2084(30))).toBe(true);
      expect(bsTableRevision()).toBe(before + 1);
      expect(bsMonthLength(2084, 1)).toBe(30);
      expect(fromBs({ year: 2084, month: 2, day: 1 })).toBe('2027-05-14');
      expect(toBs('2027-05-14')).toEqual({ year: 2084, month: 2, day: 1 });
      expect(fromBs({ year: 2085, month: 1, day: 1 })).toBe('2028-04-13');
      expect(leaveYear(2085, { calendar: 'bs', startMonth: 1 })?.start).toBe('2028-04-13');
      // Dates before the corrected year stay where they were.
      expect(fromBs({ year: 2084, month: 1, day: 1 })).toBe('2027-04-14');
    } finally {
      installBsYears(builtInBsYears);
    }
    expect(fromBs({ year: 2085, month: 1, day: 1 })).toBe('2028-04-14');
  });

  it('installs nothing without BS 2000, stops at a gap or a year no calendar has, and says when nothing changed', () => {
    expect(installBsYears(builtInBsYears)).toBe(false);
    expect(installBsYears(builtInBsYears.slice(1))).toBe(false);
    expect(fromBs({ year: 2000, month: 1, day: 1 })).toBe('1943-04-14');
    try {
      installBsYears(builtInBsYears.filter((y) => y.year !== 2086));
      expect(bsYearRange()).toEqual({ first: 2000, last: 2085 });
      expect(toBs('2030-01-01')).toBeUndefined();
      installBsYears(withBaisakh2084(33));
      expect(bsYearRange()).toEqual({ first: 2000, last: 2083 });
    } finally {
      installBsYears(builtInBsYears);
    }
    expect(bsYearRange()).toEqual({ first: 2000, last: 2090 });
  });
});
