import { describe, expect, it } from 'vitest';
import { devanagariDigits } from '../../../shared/calendar-names';
import { hoursText, parseHours } from './timesheet-hours';

describe('a cell’s hours as typed and read', () => {
  it('takes decimal hours and h:mm alike, in either digits', () => {
    expect(parseHours('7.5')).toBe(450);
    expect(parseHours('7:30')).toBe(450);
    expect(parseHours(' 7,25 ')).toBe(435);
    expect(parseHours('.5')).toBe(30);
    expect(parseHours('0:05')).toBe(5);
    expect(parseHours('८')).toBe(480);
    expect(parseHours('७:३०')).toBe(450);
    expect(parseHours('24')).toBe(1440);
    expect(parseHours('')).toBe(0);
  });

  it('refuses what is not hours, or more than a day', () => {
    for (const text of ['7:75', '-1', '25', '24:30', 'abc', '7h', '1.2.3', '100'])
      expect(parseHours(text)).toBeNull();
  });

  it('reads minutes as h:mm in the person’s digits, and nothing as empty', () => {
    expect(hoursText(450)).toBe('7:30');
    expect(hoursText(5)).toBe('0:05');
    expect(hoursText(0)).toBe('');
    expect(hoursText(450, devanagariDigits)).toBe('७:३०');
  });
});
