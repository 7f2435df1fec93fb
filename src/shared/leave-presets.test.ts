/**
 * The Labour Act 2074 preset and the policy arithmetic it needs: eligibility by gender and employment type, home
 * leave by days worked, substitute leave for a day off worked, and adopting the preset. Figures cite the Act
 * (Labour Act 2074, chapter 9 "Leave", sections 40–51: s.40 weekly off, s.41 public holidays, s.42 substitute leave as published on kaanun.app, s.43–47 home, sick, maternity, maternity care and mourning leave as nepallaws.com and khatapana.com summarise chapter 9; the caps as reported by myrepublica).
 */
import { describe, expect, it } from 'vitest';
import { addDays, isWorkingDay } from './calendar.js';
import {
  type AttendanceDay,
  creditsDue,
  daysWorkedCredits,
  isEligible,
  type Member,
  offDaysWorkedCredits,
} from './leave-policy.js';
import { adoptPreset, leavePresets, nepalLabourAct2074 } from './leave-presets.js';

const year = { label: 2092, start: '2092-01-01', end: '2092-12-31' };
const rule = { calendar: 'gregorian' as const, startMonth: 1 };
const member: Member = {
  dateOfJoining: '2090-01-01',
  lastDay: null,
  gender: 'female',
  employmentType: 'full-time',
};
const type = (name: string) => nepalLabourAct2074.types.find((t) => t.name === name)!;

/** `count` days from `from` with this status, each lasting `minutes`. */
const days = (
  from: string,
  count: number,
  status = 'Present',
  minutes: number | null = 480,
): AttendanceDay[] => Array.from({ length: count }, (_, i) => ({ date: addDays(from, i), status, minutes }));

describe('the Labour Act 2074 preset', () => {
  it('names each type in Nepali, as a Nepali reader sees it (issue 44)', () => {
    expect(Object.fromEntries(nepalLabourAct2074.types.map((t) => [t.name, t.labels]))).toEqual({
      Home: { ne: 'घर बिदा' },
      Sick: { ne: 'बिरामी बिदा' },
      Substitute: { ne: 'सट्टा बिदा' },
      Maternity: { ne: 'प्रसूति बिदा' },
      Paternity: { ne: 'प्रसूति स्याहार बिदा' },
      Mourning: { ne: 'किरिया बिदा' },
    });
  });

  it('holds the Act’s figures', () => {
    const figures = Object.fromEntries(nepalLabourAct2074.types.map((t) => [t.name, t]));
    // s.43: a day of home leave for every 20 days worked; accumulated up to 90 days (myrepublica).
    expect(figures.Home).toMatchObject({
      accrual: 'per_days_worked',
      daysWorkedPerDay: 20,
      carryForwardDays: 90,
    });
    // s.44: 12 days of sick leave a year, pro rata in the first year; accumulated up to 45 days (myrepublica).
    expect(figures.Sick).toMatchObject({ allowance: 12, prorate: true, carryForwardDays: 45 });
    // s.42: substitute leave for work on a weekly off or public holiday.
    expect(figures.Substitute).toMatchObject({ accrual: 'off_days_worked' });
    // s.45: maternity leave of 14 weeks (98 days), 60 of them paid, for women.
    expect(figures.Maternity).toMatchObject({ allowance: 98, paidDays: 60, eligibleGenders: ['female'] });
    // s.46: paternity leave of 15 days, for men. s.47: mourning leave of 13 days.
    expect(figures.Paternity).toMatchObject({ allowance: 15, eligibleGenders: ['male'] });
    expect(figures.Mourning).toMatchObject({ allowance: 13 });
    expect(leavePresets['np-labour-act-2074']).toBe(nepalLabourAct2074);
  });

  it('adds only the types missing by name, and nothing the second time', () => {
    const mine = [
      { name: 'Annual', allowance: 18 },
      { name: 'sick', allowance: 10 },
    ];
    const once = adoptPreset(mine, nepalLabourAct2074);
    expect(once.added).toEqual(['Home', 'Substitute', 'Maternity', 'Paternity', 'Mourning']);
    expect(once.kept).toEqual(['Sick']);
    // The organisation's own sick leave keeps its 10 days.
    expect(once.types.slice(0, 2)).toEqual(mine);
    const twice = adoptPreset(once.types, nepalLabourAct2074);
    expect(twice.added).toEqual([]);
    expect(twice.types).toEqual(once.types);
  });
});

describe('eligibility', () => {
  it('limits a type to the genders and employment types it names; none named is everyone', () => {
    expect(isEligible(type('Maternity'), { gender: 'female' })).toBe(true);
    expect(isEligible(type('Maternity'), { gender: 'male' })).toBe(false);
    // Unknown gender: not eligible for a type that asks for one.
    expect(isEligible(type('Maternity'), { gender: null })).toBe(false);
    expect(isEligible(type('Paternity'), { gender: 'male' })).toBe(true);
    expect(isEligible(type('Mourning'), {})).toBe(true);
    const contractOnly = { name: 'X', allowance: 5, eligibleEmploymentTypes: ['contract'] };
    expect(isEligible(contractOnly, { employmentType: 'contract' })).toBe(true);
    expect(isEligible(contractOnly, { employmentType: 'full-time' })).toBe(false);
  });

  it('credits a yearly allowance only to those eligible', () => {
    const credits = (gender: string) =>
      creditsDue(type('Maternity'), { ...member, gender }, year, rule, year.start, year.end);
    expect(credits('female').map((c) => c.days)).toEqual([98]);
    expect(credits('male')).toEqual([]);
  });
});

describe('home leave by days worked', () => {
  it('credits a day for every 20 days present or late, dated the day that reaches it', () => {
    const worked = [
      ...days('2092-01-01', 30),
      ...days('2092-01-31', 10, 'Late'),
      ...days('2092-02-10', 5, 'Absent'),
    ];
    const credits = daysWorkedCredits(type('Home'), member, year, worked);
    expect(credits).toEqual([
      { kind: 'accrual', key: 'worked:Home:2092-01-01:1', on: '2092-01-20', days: 1 },
      { kind: 'accrual', key: 'worked:Home:2092-01-01:2', on: '2092-02-09', days: 1 },
    ]);
    // 39 days: one credit; absence never counts.
    expect(daysWorkedCredits(type('Home'), member, year, worked.slice(0, 39))).toHaveLength(1);
    // The calendar's own credits leave it alone: attendance credits it.
    expect(creditsDue(type('Home'), member, year, rule, year.start, year.end)).toEqual([]);
  });

  it('counts only days in the year while the person is there', () => {
    const joined = { ...member, dateOfJoining: '2092-01-11' };
    expect(daysWorkedCredits(type('Home'), joined, year, days('2092-01-01', 29))).toHaveLength(0);
    expect(daysWorkedCredits(type('Home'), joined, year, days('2092-01-01', 30))).toHaveLength(1);
  });
});

describe('substitute leave', () => {
  const week = { workingDays: [1, 2, 3, 4, 5], holidays: [{ date: '2092-03-05', name: 'Holiday' }] };
  const off = (date: string) => !isWorkingDay(date, week);
  it('credits a day for a weekly off or holiday worked, half a day for less than half a working day', () => {
    const worked: AttendanceDay[] = [
      { date: '2092-03-01', status: 'Present', minutes: 120 }, // Saturday, two hours
      { date: '2092-03-05', status: 'Late', minutes: 400 }, // the holiday
      { date: '2092-03-06', status: 'Present', minutes: 480 }, // a working day
      { date: '2092-03-08', status: 'Absent', minutes: null }, // Monday
      { date: '2092-03-02', status: 'Present', minutes: null }, // Sunday, no check-out
    ];
    expect(offDaysWorkedCredits(type('Substitute'), member, worked, off, 480)).toEqual([
      { kind: 'accrual', key: 'substitute:Substitute:2092-03-01', on: '2092-03-01', days: 0.5 },
      { kind: 'accrual', key: 'substitute:Substitute:2092-03-05', on: '2092-03-05', days: 1 },
      { kind: 'accrual', key: 'substitute:Substitute:2092-03-02', on: '2092-03-02', days: 1 },
    ]);
  });
});
