/**
 * Nepal's shipped public holidays for BS 2083 (pack 'np'): each Gregorian date is its BS date as the Gazette gives
 * it (Nepal Gazette's yearly public-holiday notice, Ministry of Home Affairs; see the sources in np-2083.ts), the
 * year runs 1 Baisakh to the end of Chaitra 2083, and International Women's Day (8 March, Falgun 24) is for
 * women only.
 */
import { describe, expect, it } from 'vitest';
import { fromBs, toBs } from '../bs.js';
import { weekday } from '../calendar.js';
import { NP_PACK, np2083 } from './np-2083.js';

describe('the np-2083 holiday pack', () => {
  it('gives each holiday the Gregorian date of its BS date, within BS 2083', () => {
    for (const h of np2083) {
      const [year, month, day] = h.bs.split('-').map(Number) as [number, number, number];
      expect(fromBs({ year, month, day }), h.name).toBe(h.date);
      expect(h.date >= NP_PACK.from && h.date <= NP_PACK.to, h.name).toBe(true);
    }
    expect(toBs(NP_PACK.from)).toEqual({ year: 2083, month: 1, day: 1 });
    expect(toBs(NP_PACK.to)?.year).toBe(2083);
  });

  it('has the days the law fixes: New Year on 1 Baisakh, Constitution Day on 3 Asoj, Republic Day on 15 Jestha', () => {
    const on = (name: string) => np2083.find((h) => h.name === name)?.bs;
    expect(on('Nepali New Year')).toBe('2083-01-01');
    expect(on('Republic Day')).toBe('2083-02-15');
    expect(on('Constitution Day')).toBe('2083-06-03');
    // 14 April 2026, the first day of 2083, is a Tuesday.
    expect(weekday('2026-04-14')).toBe(2);
  });

  it("keeps International Women's Day, 8 March 2027 (Falgun 24), for women only", () => {
    const day = np2083.find((h) => h.date === '2027-03-08');
    expect(day).toMatchObject({ bs: '2083-11-24', gender: 'female', tags: ['national', 'women_only'] });
    expect(np2083.filter((h) => h.gender !== null)).toHaveLength(1);
  });

  it('names every holiday in English and Nepali, one a date', () => {
    expect(new Set(np2083.map((h) => h.date)).size).toBe(np2083.length);
    for (const h of np2083) expect(h.nameNe).toMatch(/[\u0900-\u097F]/);
  });
});
