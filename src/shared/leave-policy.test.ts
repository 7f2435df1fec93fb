import { describe, expect, it } from 'vitest';
import {
  creditsDue,
  type LeaveSpan,
  leaveYearName,
  leaveYearOf,
  leaveYearsOf,
  type Member,
  occupiedMinutes,
  spanDays,
} from './leave-policy.js';

// Monday to Friday, 09:00 for eight hours; Wednesday 3 July 2030 a holiday.
const day = {
  workingDays: [1, 2, 3, 4, 5],
  holidays: [{ date: '2030-07-03', name: 'Holiday' }],
  workStart: '09:00',
  workDayMinutes: 480,
};
const gregorian = { calendar: 'gregorian' as const, startMonth: 1 };
const shrawan = { calendar: 'bs' as const, startMonth: 4 };

const span = (over: Partial<LeaveSpan> & Pick<LeaveSpan, 'startDate' | 'endDate'>): LeaveSpan => ({
  startPart: 'full',
  endPart: 'full',
  startMinute: 0,
  endMinute: 1440,
  ...over,
});

describe('the days a request takes', () => {
  it('counts working days only, without weekends and holidays', () => {
    // Fri 5 to Mon 8 July: the weekend between does not count.
    expect(spanDays(span({ startDate: '2030-07-05', endDate: '2030-07-08' }), day)).toBe(2);
    // Mon 1 to Fri 5 July with the holiday on Wednesday.
    expect(spanDays(span({ startDate: '2030-07-01', endDate: '2030-07-05' }), day)).toBe(4);
  });

  it('counts a half on a first afternoon and a last morning, and nothing for a half on a weekend', () => {
    // Thu 4 afternoon to Mon 8 morning: half, Friday, (weekend), half.
    const long = span({
      startDate: '2030-07-04',
      endDate: '2030-07-08',
      startPart: 'afternoon',
      endPart: 'morning',
    });
    expect(spanDays(long, day)).toBe(2);
    // Fri 5 afternoon to Mon 8 (all day): a half and a whole.
    expect(spanDays({ ...long, startDate: '2030-07-05', endPart: 'full' }, day)).toBe(1.5);
    // A morning on Saturday takes nothing; on the holiday, nothing either.
    expect(
      spanDays(
        span({ startDate: '2030-07-06', endDate: '2030-07-06', startPart: 'morning', endPart: 'morning' }),
        day,
      ),
    ).toBe(0);
    expect(
      spanDays(
        span({
          startDate: '2030-07-03',
          endDate: '2030-07-03',
          startPart: 'afternoon',
          endPart: 'afternoon',
        }),
        day,
      ),
    ).toBe(0);
  });

  it('turns hours into the share of the working day they are', () => {
    const hours = (from: string, to: string, workDayMinutes = 480) => {
      const minutes = occupiedMinutes(
        { startPart: 'hours', endPart: 'hours', startTime: from, endTime: to },
        day,
      );
      return spanDays(
        span({
          startDate: '2030-07-01',
          endDate: '2030-07-01',
          startPart: 'hours',
          endPart: 'hours',
          ...minutes,
        }),
        {
          ...day,
          workDayMinutes,
        },
      );
    };
    expect(hours('10:00', '12:00')).toBe(0.25);
    expect(hours('13:00', '14:00')).toBe(0.125);
    // A 7½-hour day: an hour is 0.1333 of it, rounded to four places.
    expect(hours('09:00', '10:00', 450)).toBe(0.1333);
  });

  it('splits a request between the leave years it touches', () => {
    // Mon 30 Dec 2030 to Fri 3 Jan 2031: two working days in 2030, three in 2031.
    const years = leaveYearsOf('2030-12-30', '2031-01-03', gregorian);
    expect(years.map((y) => y.label)).toEqual([2030, 2031]);
    const leave = span({ startDate: '2030-12-30', endDate: '2031-01-03' });
    expect(years.map((y) => spanDays(leave, day, y.start, y.end))).toEqual([2, 3]);
  });
});

describe('the time a request occupies', () => {
  const of = (startPart: LeaveSpan['startPart'], endPart = startPart, times = {}) =>
    occupiedMinutes({ startPart, endPart, ...times }, day);

  it('puts midday half-way through the working day, so a morning and an afternoon do not overlap', () => {
    // 09:00 + 4 hours = 13:00.
    expect(of('morning')).toEqual({ startMinute: 0, endMinute: 780 });
    expect(of('afternoon')).toEqual({ startMinute: 780, endMinute: 1440 });
    expect(of('full')).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(of('hours', 'hours', { startTime: '10:00', endTime: '11:30' })).toEqual({
      startMinute: 600,
      endMinute: 690,
    });
    // Several days from the first afternoon to the last morning.
    expect(of('afternoon', 'morning')).toEqual({ startMinute: 780, endMinute: 780 });
  });
});

describe('leave years', () => {
  it('runs calendar years, or fiscal years from Shrawan in Bikram Sambat', () => {
    expect(leaveYearOf('2030-07-01', gregorian)).toEqual({
      label: 2030,
      start: '2030-01-01',
      end: '2030-12-31',
    });
    // 1 Shrawan 2083 is 17 July 2026; the day before is still in 2082/83.
    expect(leaveYearOf('2026-07-17', shrawan)).toEqual({
      label: 2083,
      start: '2026-07-17',
      end: '2027-07-16',
    });
    expect(leaveYearOf('2026-07-16', shrawan)?.label).toBe(2082);
    expect(leaveYearName({ label: 2083, start: '', end: '' }, shrawan)).toBe('2083/84');
    expect(leaveYearName({ label: 2030, start: '', end: '' }, gregorian)).toBe('2030');
    // April to March.
    expect(leaveYearOf('2031-02-10', { calendar: 'gregorian', startMonth: 4 })).toEqual({
      label: 2030,
      start: '2030-04-01',
      end: '2031-03-31',
    });
  });
});

describe('credits a policy makes', () => {
  const year2030 = leaveYearOf('2030-06-01', gregorian)!;
  const always: Member = { dateOfJoining: '2020-01-01', lastDay: null };
  const credits = (type: object, member = always, to = '2030-12-31') =>
    creditsDue({ name: 'Annual', allowance: 18, ...type }, member, year2030, gregorian, '2030-01-01', to);

  it('credits a yearly allowance on the first day of the year', () => {
    expect(credits({})).toEqual([
      { kind: 'allocation', key: 'allocation:Annual:2030-01-01', on: '2030-01-01', days: 18 },
    ]);
    expect(credits({ allowance: null })).toEqual([]);
  });

  it('pro-rates the allowance of someone who joins mid-year from the day they join', () => {
    // Joining on 1 July: 184 of 365 days, 18 × 184 / 365 = 9.07.
    const joiner = { dateOfJoining: '2030-07-01', lastDay: null };
    expect(credits({ prorate: true }, joiner)).toEqual([
      { kind: 'allocation', key: 'allocation:Annual:2030-01-01', on: '2030-07-01', days: 9.07 },
    ]);
    // Without pro-rating the whole allowance, from the day they join; eligibility waits 90 days more.
    expect(credits({}, joiner)[0]).toMatchObject({ on: '2030-07-01', days: 18 });
    expect(credits({ eligibleAfterDays: 90 }, joiner)[0]).toMatchObject({ on: '2030-09-29', days: 18 });
  });

  it('takes back the part of the year after the last day of someone who leaves, when pro-rated', () => {
    const leaver = { dateOfJoining: '2020-01-01', lastDay: '2030-03-31' };
    // 90 of 365 days: 4.44 of 18, so 13.56 go back on the last day.
    expect(credits({ prorate: true }, leaver)).toEqual([
      { kind: 'allocation', key: 'allocation:Annual:2030-01-01', on: '2030-01-01', days: 18 },
      { kind: 'allocation', key: 'leaver:Annual:2030-01-01', on: '2030-03-31', days: -13.56 },
    ]);
  });

  it('accrues a twelfth a month that adds up to the allowance exactly', () => {
    const monthly = credits({ allowance: 5, accrual: 'monthly_end' });
    expect(monthly).toHaveLength(12);
    expect(monthly[0]).toEqual({
      kind: 'accrual',
      key: 'accrual:Annual:2030-01-01',
      on: '2030-01-31',
      days: 0.42,
    });
    expect(monthly.reduce((sum, c) => sum + c.days, 0)).toBeCloseTo(5, 10);
    // Only what is due by the day asked: January to May at the start of each month.
    expect(credits({ accrual: 'monthly_start' }, always, '2030-05-15').map((c) => c.on)).toEqual([
      '2030-01-01',
      '2030-02-01',
      '2030-03-01',
      '2030-04-01',
      '2030-05-01',
    ]);
  });

  it('credits the month someone joins in for its days when pro-rated, else only if there on the day', () => {
    const joiner = { dateOfJoining: '2030-03-16', lastDay: null };
    // March: 16 of 31 days of 1.5.
    expect(credits({ accrual: 'monthly_end', prorate: true }, joiner, '2030-03-31')).toEqual([
      { kind: 'accrual', key: 'accrual:Annual:2030-03-01', on: '2030-03-31', days: 0.77 },
    ]);
    expect(credits({ accrual: 'monthly_end' }, joiner, '2030-03-31')).toMatchObject([{ days: 1.5 }]);
    expect(credits({ accrual: 'monthly_start' }, joiner, '2030-03-31')).toEqual([]);
  });
});
