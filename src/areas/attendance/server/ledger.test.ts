/** The counting rules on their own, holidays included. */
import { describe, expect, it } from 'vitest';
import { monthsBetween, periodsOf } from '../../../shared/periods.js';
import { history, type Ledger, monthDays, monthOverview, unrecordedDay } from './ledger.js';

const ledger = (over: Partial<Ledger> = {}): Ledger => ({
  trackedFrom: '2030-03-01',
  today: '2030-03-12',
  calendar: { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2030-03-06', name: 'Holiday' }] },
  records: [
    {
      id: 'r1',
      workDate: '2030-03-04',
      checkInAt: new Date('2030-03-04T03:00:00Z'),
      checkOutAt: null,
      status: 'Present',
    },
    {
      id: 'r2',
      workDate: '2030-03-12',
      checkInAt: new Date('2030-03-12T03:40:00Z'),
      checkOutAt: null,
      status: 'Late',
    },
  ],
  leaves: [{ startDate: '2030-03-08', endDate: '2030-03-14' }],
  submitted: new Set(),
  periods: periodsOf('gregorian'),
  ...over,
});

describe('monthDays', () => {
  it('skips weekends and holidays, marks leave, and leaves today and the future out', () => {
    // March 2030: Fri 1, Mon 4 (record), Tue 5, Wed 6 (holiday), Thu 7, Fri 8 and Mon 11 (leave), Tue 12 today.
    expect(monthDays('2030-03', ledger()).map((d) => `${d.date} ${d.status}`)).toEqual([
      '2030-03-01 Absent',
      '2030-03-04 Present',
      '2030-03-05 Absent',
      '2030-03-07 Absent',
      '2030-03-08 On Leave',
      '2030-03-11 On Leave',
      '2030-03-12 Late',
    ]);
  });

  it('counts nothing before tracking starts (the later of joining and the attendance start date)', () => {
    // The Present record of the 4th is before tracking starts on the 7th: listed, not counted.
    const l = ledger({ trackedFrom: '2030-03-07' });
    expect(monthDays('2030-03', l)[0]).toMatchObject({ date: '2030-03-04', status: 'Present' });
    const o = monthOverview('2030-03', l);
    expect(o).toEqual({
      present_days: 1,
      absent_days: 1,
      late_arrivals: 1,
      on_leave_days: 2,
      working_days: 4,
      attendance_rate: 50,
    });
  });
});

describe('unrecordedDay', () => {
  it('is On Leave on a leave day (today and later too), Absent on a past working day, else nothing', () => {
    const l = ledger();
    expect(unrecordedDay('2030-03-05', l)?.status).toBe('Absent');
    expect(unrecordedDay('2030-03-08', l)?.status).toBe('On Leave');
    expect(unrecordedDay('2030-03-13', l)?.status).toBe('On Leave'); // future, but approved leave
    expect(unrecordedDay('2030-03-06', l)).toBeNull(); // holiday
    expect(unrecordedDay('2030-03-09', l)).toBeNull(); // Saturday
    expect(unrecordedDay('2030-03-15', ledger({ today: '2030-03-15' }))).toBeNull(); // today is not over
    expect(unrecordedDay('2030-03-05', ledger({ trackedFrom: '2030-03-07' }))).toBeNull();
  });
});

describe('history', () => {
  it('starts at the month tracking started, however long ago the person joined', () => {
    const months = history(ledger({ trackedFrom: '2030-02-25', today: '2030-03-12' }));
    expect(months.map((m) => m.month)).toEqual(['2030-03', '2030-02']);
    // February 2030: Mon 25 to Thu 28, nothing recorded.
    expect(months[1]).toMatchObject({ month: '2030-02', absent_days: 4, present_days: 0 });
  });
});

describe('monthsBetween', () => {
  it('walks back across years, newest first', () => {
    expect(monthsBetween('2029-11', '2030-02')).toEqual(['2030-02', '2030-01', '2029-12', '2029-11']);
    expect(monthsBetween('2030-03', '2030-02')).toEqual([]);
  });
});

describe('Bikram Sambat months (rules §9)', () => {
  const bs = (over: Partial<Ledger>) =>
    ledger({
      periods: periodsOf('bs'),
      records: [],
      leaves: [],
      calendar: { workingDays: [1, 2, 3, 4, 5], holidays: [] },
      ...over,
    });

  it('list exactly the BS month’s working days: Chaitra 2080 runs from 14 March to 12 April 2024', () => {
    const days = monthDays('2080-12', bs({ trackedFrom: '2024-01-01', today: '2024-04-20' }));
    expect(days).toHaveLength(22);
    expect(days.every((d) => d.status === 'Absent')).toBe(true);
    expect(days[0]?.date).toBe('2024-03-14');
    expect(days.at(-1)?.date).toBe('2024-04-12');
    expect(
      monthOverview('2080-12', bs({ trackedFrom: '2024-01-01', today: '2024-04-20' })).working_days,
    ).toBe(22);
  });

  it('count a record in the BS month it falls in, and walk BS months in the history', () => {
    const record = {
      id: 'r',
      workDate: '2024-04-13',
      checkInAt: null,
      checkOutAt: null,
      status: 'Present' as const,
    };
    const l = bs({ trackedFrom: '2024-03-20', today: '2024-04-20', records: [record] });
    expect(monthDays('2080-12', l).some((d) => d.date === '2024-04-13')).toBe(false);
    expect(monthDays('2081-01', l)[0]).toMatchObject({ date: '2024-04-13', status: 'Present' });
    expect(history(l).map((m) => m.month)).toEqual(['2081-01', '2080-12']);
  });
});
