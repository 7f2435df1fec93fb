import { describe, expect, it } from 'vitest';
import { makeFormat } from './format';
import { browserTimeZone } from './zone';

const english = makeFormat({ language: 'en', calendar: 'gregorian', digits: 'latin' });
const nepali = makeFormat({ language: 'ne', calendar: 'bs', digits: 'devanagari' });

describe('an instant on screen', () => {
  it('is shown in the organisation’s time zone, and says so when the browser is elsewhere', () => {
    const elsewhere = browserTimeZone() === 'Asia/Kathmandu' ? 'America/New_York' : 'Asia/Kathmandu';
    const text = english.instant('2026-11-25T03:17:00.000Z', 'Asia/Kathmandu');
    if (elsewhere === 'Asia/Kathmandu') expect(text).toBe('Nov 25, 2026, 9:02 AM (Asia/Kathmandu time)');
    else expect(text).toBe('Nov 25, 2026, 9:02 AM');
    expect(english.instant('2026-11-25T03:17:00.000Z', browserTimeZone())).not.toContain('time)');
  });
});

describe('dates, numbers and money in the person’s locale', () => {
  it('keeps the specification’s English forms', () => {
    expect(english.date('2027-03-08')).toBe('Mar 8, 2027');
    expect(english.dateRange('2027-03-08', '2027-03-09')).toBe('Mar 8, 2027 - Mar 9, 2027');
    expect(english.money(50000, 'NPR')).toBe('NPR 50,000.00');
    expect(english.pickedDate('2026-11-25')).toBe('November 25th, 2026');
    expect(english.isoDate('2026-11-25')).toBe('2026-11-25');
  });

  it('shows Bikram Sambat dates in Nepali, with Devanagari digits', () => {
    expect(nepali.date('2026-11-25')).toBe('मंसिर ९, २०८३');
    expect(nepali.isoDate('2026-11-25')).toBe('२०८३-०८-०९');
    expect(nepali.bsMonth(2083, 1)).toBe('बैशाख २०८३');
    expect(nepali.money(50000, 'NPR')).toBe('NPR ५०,०००.००');
    expect(nepali.text('2026-11')).toBe('२०२६-११');
  });

  it('shows Bikram Sambat dates romanised in English, and Gregorian ones in Nepali', () => {
    const bsInEnglish = makeFormat({ language: 'en', calendar: 'bs', digits: 'latin' });
    expect(bsInEnglish.date('2024-04-13')).toBe('Baisakh 1, 2081');
    const gregorianInNepali = makeFormat({ language: 'ne', calendar: 'gregorian', digits: 'devanagari' });
    expect(gregorianInNepali.date('2026-11-25')).toBe('नोभेम्बर २५, २०२६');
    expect(gregorianInNepali.longDate('2026-11-25')).toBe('बुधबार, नोभेम्बर २५, २०२६');
    expect(gregorianInNepali.time('2026-11-25T09:17:00.000Z', 'Asia/Kathmandu')).toBe('१५:०२');
    expect(gregorianInNepali.number(100000)).toBe('१,००,०००');
  });
});

describe('one calendar per screen', () => {
  it('names a leave year in the reader’s calendar: the BS years a Gregorian year’s days fall in', () => {
    // Leave year 2026 (Gregorian, 1 January to 31 December) runs from 17 Poush 2082 to 16 Poush 2083.
    expect(nepali.leaveYear(2026, '2026-01-01', '2026-12-31')).toBe('२०८२/८३');
    expect(english.leaveYear(2026, '2026-01-01', '2026-12-31')).toBe('2026');
    // A BS leave year from 1 Baisakh 2083 is 2083 in either calendar's name for a BS reader.
    expect(nepali.leaveYear(2083, '2026-04-14', '2027-04-13')).toBe('२०८३');
  });
});

describe('months and clock times as the reader reads them (issue 44, items 5 and 6)', () => {
  it('names a Gregorian month in BS months to a BS reader, and as a month name otherwise', () => {
    expect(english.month('2026-11')).toBe('Nov 2026');
    expect(nepali.month('2026-11')).toBe('कात्तिक–मंसिर २०८३');
    expect(nepali.shortMonth('2026-11')).toBe('कात्तिक ८३');
    expect(english.periodMonth('2026-11', 'gregorian')).toBe('November 2026');
    expect(nepali.periodMonth('2083-08', 'bs')).toBe('मंसिर २०८३');
  });

  it('writes a wall-clock time in the same style as an instant’s', () => {
    expect(english.hhmm('14:30')).toBe('02:30 PM');
    expect(english.hhmm('00:05')).toBe('12:05 AM');
    expect(english.time('2026-11-25T08:45:00.000Z', 'Asia/Kathmandu')).toBe('02:30 PM');
    expect(nepali.hhmm('14:30')).toBe('१४:३०');
    expect(nepali.time('2026-11-25T08:45:00.000Z', 'Asia/Kathmandu')).toBe('१४:३०');
  });
});
