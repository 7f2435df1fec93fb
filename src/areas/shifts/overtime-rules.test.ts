import { describe, expect, it } from 'vitest';
import { overCap, overtimeOfDay, overtimePay } from './overtime-rules.js';
import { defaultShift, type ShiftRule } from './shift-rules.js';

const KTM = 'Asia/Kathmandu'; // UTC+05:45: 09:00 is 03:15Z, 17:00 is 11:15Z
const at = (iso: string) => new Date(iso);

// The Labour Act 2074's figures, as the shipped policy holds them: 8 hours a day and 48 a week, half an hour's
// rest after 5 hours (s.28).
const labourAct = {
  dayThresholdMinutes: 480,
  weekThresholdMinutes: 2880,
  restAfterMinutes: 300,
  restMinutes: 30,
};
const workingDay = defaultShift({ workStart: '09:00', lateGraceMinutes: 10, workDayMinutes: 480 });
const morning: ShiftRule = {
  id: 'morning',
  name: 'Morning',
  start: 6 * 60,
  end: 14 * 60,
  breakMinutes: 30,
  lateGraceMinutes: 10,
  earlyGraceMinutes: 5,
  fullDayMinutes: 420,
  halfDayMinutes: 210,
};
const night: ShiftRule = { ...morning, id: 'night', name: 'Night', start: 22 * 60, end: 6 * 60 };
const day = (over: Partial<Parameters<typeof overtimeOfDay>[0]>) =>
  overtimeOfDay({
    date: '2030-01-07',
    timeZone: KTM,
    shift: morning,
    restDay: false,
    checkIn: null,
    checkOut: null,
    policy: labourAct,
    ...over,
  });

describe('a day’s overtime against a rostered shift', () => {
  it('counts only the time after the shift ends', () => {
    // 06:00–16:00 on 06:00–14:00: two hours after the end.
    const late = day({ checkIn: at('2030-01-07T00:15:00Z'), checkOut: at('2030-01-07T10:15:00Z') });
    expect(late).toEqual({ workedMinutes: 570, overtimeMinutes: 120 });
    // 04:00–14:00: two hours early, but none after the end and nothing approved in advance.
    const early = day({ checkIn: at('2030-01-06T22:15:00Z'), checkOut: at('2030-01-07T08:15:00Z') });
    expect(early.overtimeMinutes).toBe(0);
  });

  it('counts earlier time that a pre-approved request covers', () => {
    const early = day({
      checkIn: at('2030-01-06T22:15:00Z'),
      checkOut: at('2030-01-07T08:15:00Z'),
      preApproved: { start: at('2030-01-06T23:15:00Z'), end: at('2030-01-07T00:15:00Z') },
    });
    expect(early.overtimeMinutes).toBe(60);
  });

  it('follows a night shift past midnight', () => {
    // 22:00–07:30 on 22:00–06:00: an hour and a half after its end, the next morning.
    const out = day({
      shift: night,
      checkIn: at('2030-01-07T16:15:00Z'),
      checkOut: at('2030-01-08T01:45:00Z'),
    });
    expect(out.overtimeMinutes).toBe(90);
  });

  it('is nothing while the day is open, or for a check-out before the check-in', () => {
    expect(day({ checkIn: at('2030-01-07T00:15:00Z') })).toEqual({ workedMinutes: 0, overtimeMinutes: 0 });
    expect(
      day({ checkIn: at('2030-01-07T10:15:00Z'), checkOut: at('2030-01-07T00:15:00Z') }).overtimeMinutes,
    ).toBe(0);
  });
});

describe('a day’s overtime on the organisation’s working day (no roster)', () => {
  const plain = (checkOutIso: string, over: Partial<Parameters<typeof overtimeOfDay>[0]> = {}) =>
    day({ shift: workingDay, checkIn: at('2030-01-07T03:15:00Z'), checkOut: at(checkOutIso), ...over });

  it('counts time after the day’s end beyond 8 hours worked, less half an hour’s rest after 5 (s.28)', () => {
    // 09:00–18:00: 540 minutes, 30 of them rest, so 510 worked: 30 beyond eight hours.
    expect(plain('2030-01-07T12:15:00Z')).toEqual({ workedMinutes: 510, overtimeMinutes: 30 });
    // 09:00–19:00: 570 worked, 90 beyond eight hours.
    expect(plain('2030-01-07T13:15:00Z').overtimeMinutes).toBe(90);
    // 09:00–17:00: no overtime.
    expect(plain('2030-01-07T11:15:00Z').overtimeMinutes).toBe(0);
  });

  it('counts time past 48 hours in the week, still only after the day ends', () => {
    // 44 hours already this week; 09:00–18:00 makes 8 h of regular time, 4 of them past 48 h, but only the hour
    // after 17:00 can count.
    expect(plain('2030-01-07T12:15:00Z', { weekRegularBefore: 44 * 60 }).overtimeMinutes).toBe(60);
  });
});

describe('work on a rest day', () => {
  it('counts every minute worked (a weekly off or a public holiday, s.30(2))', () => {
    const off = day({
      restDay: true,
      shift: workingDay,
      checkIn: at('2030-01-05T03:15:00Z'),
      checkOut: at('2030-01-05T07:15:00Z'),
    });
    expect(off).toEqual({ workedMinutes: 240, overtimeMinutes: 240 });
  });
});

describe('caps and pay', () => {
  it('says how far a claim passes a cap (4 hours a day, 24 a week: Labour Act 2074 s.30)', () => {
    expect(overCap(180, 60, 240)).toBe(0);
    expect(overCap(180, 90, 240)).toBe(30);
    expect(overCap(1400, 60, 1440)).toBe(20);
  });

  it('pays 1.5× the basic hourly rate (Labour Act 2074 s.31): basic / (working days × day hours)', () => {
    // Rs 52,000.00 basic over 26 working days of 8 hours is Rs 250.00 an hour; 3 hours at 1.5× is Rs 1,125.00.
    expect(
      overtimePay({ basic: 5_200_000, workingDays: 26, workDayMinutes: 480, minutes: 180, ratePercent: 150 }),
    ).toBe(112_500);
    expect(
      overtimePay({ basic: 5_200_000, workingDays: 0, workDayMinutes: 480, minutes: 180, ratePercent: 150 }),
    ).toBe(0);
  });
});
