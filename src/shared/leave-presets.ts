/**
 * Leave presets: sets of leave types a country's law gives, which hr may adopt in Settings → Leave types and then
 * change like any other type. A preset is data: adopting one adds its types missing by name, nothing else, so
 * the product keeps working the same way for every country (the country profile names its preset by id).
 */
import type { LeaveTypePolicy } from './leave-policy.js';

export const leavePresetIds = ['np-labour-act-2074'] as const;
export type LeavePresetId = (typeof leavePresetIds)[number];

export interface LeavePreset {
  id: LeavePresetId;
  /** The law it follows, as its title reads (shown to hr with the preset). */
  source: string;
  types: LeaveTypePolicy[];
}

/**
 * Nepal's Labour Act 2074 (2017), chapter 9, "Leave"; each type with its Nepali name (issue 44). Weekly off (s.38) and public holidays (s.39) are the work
 * calendar, not leave types. Each figure is the Act's; the accumulation caps (home 90, sick 45) are the Act's as
 * reported (myrepublica, "Excess accrued leave are paid out at year-end": "up to 90 days for home leave and 45
 * days for sick leave"); the excess is paid out at the year's end, which payroll does, not the ledger.
 */
export const nepalLabourAct2074: LeavePreset = {
  id: 'np-labour-act-2074',
  source: 'Labour Act 2074 (Nepal), chapter 9',
  types: [
    // s.43: one day of home leave for every twenty days worked, taken with approval; accumulated up to 90 days.
    {
      name: 'Home',
      labels: { ne: 'घर बिदा' },
      allowance: 0,
      accrual: 'per_days_worked',
      daysWorkedPerDay: 20,
      carryForwardDays: 90,
    },
    // s.44: sick leave of twelve days a year on full pay, pro rata in the first year; accumulated up to 45 days.
    { name: 'Sick', labels: { ne: 'बिरामी बिदा' }, allowance: 12, prorate: true, carryForwardDays: 45 },
    // s.42: substitute leave for work on a weekly off or public holiday (credited per day worked, see accrual).
    // s.42(2) says it is given within twenty-one days of the day worked (kaanun.app, "Section 42 Substitute leave");
    // the ledger keeps it until taken: a credit that lapses after 21 days is not modelled yet.
    { name: 'Substitute', labels: { ne: 'सट्टा बिदा' }, allowance: 0, accrual: 'off_days_worked' },
    // s.45: a pregnant worker's maternity leave of fourteen weeks (98 days), sixty of them paid: weeks are
    // calendar days, so a request takes its weekly offs and holidays too.
    {
      name: 'Maternity',
      labels: { ne: 'प्रसूति बिदा' },
      allowance: 98,
      calendarDays: true,
      eligibleGenders: ['female'],
      paidDays: 60,
    },
    // s.46: paternity (maternity care) leave of fifteen days on full pay, for a worker whose wife gives birth.
    { name: 'Paternity', labels: { ne: 'प्रसूति स्याहार बिदा' }, allowance: 15, eligibleGenders: ['male'] },
    // s.47: mourning leave of thirteen days on full pay.
    { name: 'Mourning', labels: { ne: 'किरिया बिदा' }, allowance: 13 },
  ],
};

export const leavePresets: Record<LeavePresetId, LeavePreset> = {
  'np-labour-act-2074': nepalLabourAct2074,
};

/**
 * What adopting a preset does to a list of types: its types whose names (any case) the list lacks are added at
 * its end; the types already there are kept as they are and named in `kept`, so hr is told what was not changed.
 */
export function adoptPreset(current: readonly LeaveTypePolicy[], preset: LeavePreset) {
  const have = new Set(current.map((t) => t.name.toLowerCase()));
  const added = preset.types.filter((t) => !have.has(t.name.toLowerCase()));
  const kept = preset.types.filter((t) => have.has(t.name.toLowerCase())).map((t) => t.name);
  return { types: [...current, ...added.map((t) => ({ ...t }))], added: added.map((t) => t.name), kept };
}
