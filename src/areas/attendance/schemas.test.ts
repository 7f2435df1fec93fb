import { describe, expect, it } from 'vitest';
import { attendanceRate, checkInStatus, zonedInstant } from './schemas.js';

const rule = {
  timeZone: 'America/New_York',
  workStart: '09:00',
  lateGraceMinutes: 10,
  workingDays: [1, 2, 3, 4, 5],
};

describe('checkInStatus', () => {
  it('is late only after work start plus grace, in the organisation’s time zone', () => {
    // 14:10 UTC is 09:10 in New York in winter (UTC−5).
    expect(checkInStatus(new Date('2030-01-07T14:10:59Z'), rule, true)).toBe('Present');
    expect(checkInStatus(new Date('2030-01-07T14:11:00Z'), rule, true)).toBe('Late');
    // In summer (UTC−4) the same UTC time is an hour later locally.
    expect(checkInStatus(new Date('2030-07-08T13:10:00Z'), rule, true)).toBe('Present');
    expect(checkInStatus(new Date('2030-07-08T14:10:00Z'), rule, true)).toBe('Late');
    expect(checkInStatus(new Date('2030-01-07T20:00:00Z'), rule, false)).toBe('Present');
  });
});

describe('zonedInstant', () => {
  it('turns a local date and time into the instant, across offsets and DST', () => {
    expect(zonedInstant('2030-01-07', 9 * 60, 'Asia/Kathmandu').toISOString()).toBe(
      '2030-01-07T03:15:00.000Z',
    );
    expect(zonedInstant('2030-01-07', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2030-01-07T14:00:00.000Z',
    );
    expect(zonedInstant('2030-07-08', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2030-07-08T13:00:00.000Z',
    );
    expect(zonedInstant('2030-01-07', 30, 'Pacific/Auckland').toISOString()).toBe('2030-01-06T11:30:00.000Z');
  });
});

describe('attendanceRate', () => {
  it('is present over present plus absent, null before either', () => {
    expect(attendanceRate(3, 5)).toBe(38);
    expect(attendanceRate(0, 0)).toBeNull();
    expect(attendanceRate(4, 0)).toBe(100);
  });
});
