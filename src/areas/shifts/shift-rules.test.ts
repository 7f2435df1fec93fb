import { describe, expect, it } from 'vitest';
import { fromBs } from '../../shared/bs.js';
import { eachDay } from '../../shared/calendar.js';
import {
  clockLength,
  defaultShift,
  judgeDay,
  planDays,
  type ShiftRule,
  shiftWindow,
  workDateOf,
} from './shift-rules.js';

const KTM = 'Asia/Kathmandu'; // UTC+05:45 all year
const LONDON = 'Europe/London'; // GMT, BST (UTC+1) from the last Sunday of March to the last of October

const night: ShiftRule = {
  id: 'night',
  name: 'Night',
  start: 22 * 60,
  end: 6 * 60,
  breakMinutes: 30,
  lateGraceMinutes: 10,
  earlyGraceMinutes: 5,
  fullDayMinutes: 420,
  halfDayMinutes: 210,
};
const morning: ShiftRule = { ...night, id: 'morning', name: 'Morning', start: 6 * 60, end: 14 * 60 };
const at = (iso: string) => new Date(iso);

describe('the default shift', () => {
  it('is the organisation’s working day and judges nothing but lateness', () => {
    const shift = defaultShift({ workStart: '09:00', lateGraceMinutes: 10, workDayMinutes: 480 });
    expect(shift).toMatchObject({ start: 540, end: 1020, earlyGraceMinutes: null, fullDayMinutes: null });
    // 09:10:59 in Kathmandu is on time, 09:11 late: as checkInStatus has always said.
    expect(judgeDay('2030-01-07', shift, KTM, at('2030-01-07T03:25:59Z'), null).late).toBe(false);
    expect(judgeDay('2030-01-07', shift, KTM, at('2030-01-07T03:26:00Z'), null).late).toBe(true);
    const left = judgeDay('2030-01-07', shift, KTM, at('2030-01-07T03:15:00Z'), at('2030-01-07T05:15:00Z'));
    expect(left).toEqual({ late: false, earlyExit: false, workedMinutes: 120, portion: null });
  });
});

describe('a night shift across midnight', () => {
  it('ends the next day, in Kathmandu', () => {
    const w = shiftWindow('2030-01-07', night, KTM);
    expect(w.start.toISOString()).toBe('2030-01-07T16:15:00.000Z');
    expect(w.end.toISOString()).toBe('2030-01-08T00:15:00.000Z');
    expect(clockLength(night)).toBe(480);
  });

  it('keeps a punch after midnight on the day it started', () => {
    const shiftOn = (date: string) => (date === '2030-01-07' ? night : null);
    // 02:00 and 06:10 on the 8th (Kathmandu) belong to the 7th's shift; 10:15 (past end + 4 h) to the 8th.
    expect(workDateOf(at('2030-01-07T20:15:00Z'), KTM, shiftOn)).toBe('2030-01-07');
    expect(workDateOf(at('2030-01-08T00:25:00Z'), KTM, shiftOn)).toBe('2030-01-07');
    expect(workDateOf(at('2030-01-08T04:30:00Z'), KTM, shiftOn)).toBe('2030-01-08');
    // A check-in at 21:55 on the 7th is the 7th's.
    expect(workDateOf(at('2030-01-07T16:10:00Z'), KTM, shiftOn)).toBe('2030-01-07');
  });

  it('gives the next morning shift what is nearer to it', () => {
    // Night 22:00–06:00 on the 7th, morning 06:00–14:00 on the 8th: half-way is 06:00 itself.
    const shiftOn = (date: string) => (date === '2030-01-07' ? night : morning);
    expect(workDateOf(at('2030-01-08T00:14:00Z'), KTM, shiftOn)).toBe('2030-01-07');
    expect(workDateOf(at('2030-01-08T00:16:00Z'), KTM, shiftOn)).toBe('2030-01-08');
  });

  it('judges late, early exit, worked minutes and the day’s portion against the shift', () => {
    const d = '2030-01-07';
    // In at 22:05, out at 06:00: on time, full (480 − 30 break = 450 ≥ 420).
    expect(judgeDay(d, night, KTM, at('2030-01-07T16:20:00Z'), at('2030-01-08T00:15:00Z'))).toEqual({
      late: false,
      earlyExit: false,
      workedMinutes: 445,
      portion: 'full',
    });
    // In at 22:11 (late), out at 02:30 (early): 259 − 30 = 229 minutes, a half day.
    expect(judgeDay(d, night, KTM, at('2030-01-07T16:26:00Z'), at('2030-01-07T20:45:00Z'))).toEqual({
      late: true,
      earlyExit: true,
      workedMinutes: 229,
      portion: 'half',
    });
    // Out at 05:55 is inside the five minutes' grace; two hours is under a half day.
    expect(judgeDay(d, night, KTM, null, at('2030-01-08T00:10:00Z')).earlyExit).toBe(false);
    expect(judgeDay(d, night, KTM, at('2030-01-07T16:15:00Z'), at('2030-01-07T18:15:00Z')).portion).toBe(
      'absent',
    );
  });
});

describe('a shift across a DST change (Europe/London)', () => {
  it('is as long as the wall clocks make it', () => {
    // 2030's clocks go forward at 01:00 GMT on 31 March: the night of the 30th is an hour shorter.
    const spring = shiftWindow('2030-03-30', night, LONDON);
    expect(spring.start.toISOString()).toBe('2030-03-30T22:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2030-03-31T05:00:00.000Z');
    // They go back on 27 October: that night is an hour longer.
    const autumn = shiftWindow('2030-10-26', night, LONDON);
    expect(autumn.start.toISOString()).toBe('2030-10-26T21:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2030-10-27T06:00:00.000Z');
  });

  it('counts worked minutes as time passed and keeps the punch on the shift’s day', () => {
    const worked = judgeDay(
      '2030-03-30',
      night,
      LONDON,
      at('2030-03-30T22:00:00Z'),
      at('2030-03-31T05:00:00Z'), // 06:00 BST
    );
    expect(worked).toMatchObject({ earlyExit: false, workedMinutes: 390, portion: 'half' });
    const shiftOn = (date: string) => (date === '2030-03-30' ? night : null);
    expect(workDateOf(at('2030-03-31T05:05:00Z'), LONDON, shiftOn)).toBe('2030-03-30');
    // Summer time: a morning shift's 06:00 is 05:00 UTC.
    expect(shiftWindow('2030-07-01', morning, LONDON).start.toISOString()).toBe('2030-07-01T05:00:00.000Z');
  });
});

describe('planning a roster', () => {
  const everyDay = () => [0, 1, 2, 3, 4, 5, 6];

  it('rotates one shift type a week over a BS month and keeps the weekly offs', () => {
    // Baisakh 2087 as the built-in table has it: from 14 April 2030 (a Sunday), 31 days.
    const first = fromBs({ year: 2087, month: 1, day: 1 })!;
    const last = fromBs({ year: 2087, month: 1, day: 31 })!;
    expect(first).toBe('2030-04-14');
    const days = planDays(
      eachDay(first, last),
      { shiftTypeIds: ['morning', 'evening', 'night'], every: 'week' },
      everyDay,
      [6], // Saturdays off
    );
    expect(days).toHaveLength(31);
    expect(days.slice(0, 7).map((d) => d.shiftTypeId)).toEqual([
      'morning',
      'morning',
      'morning',
      'morning',
      'morning',
      'morning',
      null,
    ]);
    expect(days[7]!.shiftTypeId).toBe('evening');
    expect(days[14]!.shiftTypeId).toBe('night');
    expect(days[21]!.shiftTypeId).toBe('morning');
  });

  it('rotates by the day, with days off in the pattern and the type’s own weekdays', () => {
    const weekdaysOf = (id: string) => (id === 'day' ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6]);
    const days = planDays(
      eachDay('2030-01-06', '2030-01-11'), // Sunday to Friday
      { shiftTypeIds: ['day', 'night', null], every: 'day' },
      weekdaysOf,
    );
    expect(days.map((d) => d.shiftTypeId)).toEqual([null, 'night', null, 'day', 'night', null]);
  });
});
