import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  countWorkingDays,
  dayNumber,
  eachDay,
  inclusiveDays,
  isValidTimeZone,
  localDateTime,
  monthRange,
  weekday,
} from './calendar.js';

const calendar = { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2026-11-25', name: 'Holiday' }] };

describe('calendar', () => {
  it('reads local date and time in the organisation’s time zone, across the date line', () => {
    // 18:20 UTC on the 22nd is 00:05 on the 23rd in Kathmandu (UTC+5:45).
    expect(localDateTime(new Date('2026-11-22T18:20:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-11-23',
      minutes: 5,
    });
    expect(localDateTime(new Date('2026-11-23T03:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-22',
      minutes: 22 * 60,
    });
    // The same minute asked again, the next minute, another time zone, and the result changed by its caller.
    const kathmandu = (iso: string) => localDateTime(new Date(iso), 'Asia/Kathmandu');
    kathmandu('2030-01-31T18:14:01Z').date = 'changed by a caller';
    expect(kathmandu('2030-01-31T18:14:59Z')).toEqual({ date: '2030-01-31', minutes: 23 * 60 + 59 });
    expect(kathmandu('2030-01-31T18:15:00Z')).toEqual({ date: '2030-02-01', minutes: 0 });
    expect(localDateTime(new Date('2030-01-31T18:15:00Z'), 'UTC')).toEqual({
      date: '2030-01-31',
      minutes: 1095,
    });
  });

  it('counts working days without weekends and holidays', () => {
    // Mon 23 Nov to Sun 29 Nov 2026: five weekdays, one of them a holiday.
    expect(countWorkingDays('2026-11-23', '2026-11-29', calendar)).toBe(4);
    expect(countWorkingDays('2026-11-28', '2026-11-29', calendar)).toBe(0);
  });

  it('walks days and months, leap years included', () => {
    expect(eachDay('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDay('2026-01-02', '2026-01-01')).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthRange('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthRange('2028-02').last).toBe('2028-02-29');
    expect(monthRange('2026-09').last).toBe('2026-09-30');
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(inclusiveDays('2026-11-23', '2026-11-23')).toBe(1);
    expect(inclusiveDays('2026-11-30', '2026-12-02')).toBe(3);
  });

  it('steps days as the Date of JavaScript does, without one, from 1900 to 2199', () => {
    const utc = (date: string) => new Date(`${date}T00:00:00Z`);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const day = fc
      .integer({ min: dayNumber('1900-01-01'), max: dayNumber('2199-12-31') })
      .map((n) => iso(new Date(n * 86_400_000)));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const moved = utc(date);
        moved.setUTCDate(moved.getUTCDate() + days);
        expect(addDays(date, days)).toBe(iso(moved));
        expect(weekday(date)).toBe(utc(date).getUTCDay());
        expect(dayNumber(date)).toBe(utc(date).getTime() / 86_400_000);
        if (days >= 0) {
          expect(inclusiveDays(date, iso(moved))).toBe(days + 1);
          expect(eachDay(date, iso(moved))).toHaveLength(days + 1);
        }
      }),
      { numRuns: 2000 },
    );
    // Month ends, leap days and century years.
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(weekday('2026-11-27')).toBe(5);
  });

  it('knows a time zone from a typo', () => {
    expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isValidTimeZone('Asia/Kathmandoo')).toBe(false);
  });
});
