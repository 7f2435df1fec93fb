import { describe, expect, it } from 'vitest';
import { availableDays, computeBalances, workingDaysInYear, yearsOf } from './leave.js';

const calendar = { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2030-07-03', name: 'Holiday' }] };
const types = [
  { name: 'Annual', allowance: 18 },
  { name: 'Unpaid', allowance: null },
];

describe('leave balances', () => {
  it('counts working days only, without weekends and holidays', () => {
    // Fri 5 Jul to Mon 8 Jul 2030: the weekend between does not count.
    expect(workingDaysInYear('2030-07-05', '2030-07-08', 2030, calendar)).toBe(2);
    // Mon 1 to Fri 5 Jul with a holiday on Wednesday.
    expect(workingDaysInYear('2030-07-01', '2030-07-05', 2030, calendar)).toBe(4);
  });

  it('splits a leave across the new year into each year’s balance', () => {
    // Mon 30 Dec 2030 to Fri 3 Jan 2031: two working days in 2030, three in 2031 (1 Jan counts: no holiday).
    expect(workingDaysInYear('2030-12-30', '2031-01-03', 2030, calendar)).toBe(2);
    expect(workingDaysInYear('2030-12-30', '2031-01-03', 2031, calendar)).toBe(3);
    expect(yearsOf('2030-12-30', '2031-01-03')).toEqual([2030, 2031]);
  });

  it('takes approved days off what is left, holds pending ones, and ignores rejected and cancelled', () => {
    const leave = (status: string, startDate: string, endDate: string, leaveType = 'Annual') => ({
      status,
      startDate,
      endDate,
      leaveType,
    });
    const balances = computeBalances(
      types,
      [
        leave('approved', '2030-07-01', '2030-07-05'),
        leave('pending', '2030-07-08', '2030-07-09'),
        leave('rejected', '2030-08-05', '2030-08-09'),
        leave('cancelled', '2030-09-02', '2030-09-06'),
        leave('approved', '2029-12-31', '2029-12-31'),
        leave('approved', '2030-07-10', '2030-07-10', 'Unpaid'),
        leave('approved', '2030-07-11', '2030-07-11', 'Study'),
      ],
      2030,
      calendar,
    );
    expect(balances).toEqual([
      { leave_type: 'Annual', allowance: 18, used: 4, pending: 2, left: 14, requestable: true },
      { leave_type: 'Unpaid', allowance: null, used: 1, pending: 0, left: null, requestable: true },
      // A type no longer configured still shows what was taken, and cannot be requested.
      { leave_type: 'Study', allowance: null, used: 1, pending: 0, left: null, requestable: false },
    ]);
    expect(availableDays(balances[0]!)).toBe(12);
    expect(availableDays(balances[1]!)).toBeNull();
  });
});
