/**
 * Demo leave (rules §1): a realistic mix of approved, rejected and pending requests around today, with
 * pending ones for the demo manager's team so /approval has work on first start. Dates are weeks (Sunday to
 * Saturday, Nepal's) relative to today and always start and end on working days. The balances are the leave
 * year's that today falls in (from 1 Shrawan on Nepal's profile). The people the browser tests apply for (Anita,
 * Aashish, Roshan, Pratima) get nothing in the next leave year, which those tests use.
 */
import { eq } from 'drizzle-orm';
import { takenLines, writeLines } from '../../../areas/leave/server/ledger.js';
import { leaveSettingsOf } from '../../../areas/leave/server/reads.js';
import { addDays, isWorkingDay, weekday } from '../../../shared/calendar.js';
import { type LeaveTypePolicy, leaveYearOf } from '../../../shared/leave-policy.js';
import type { Tx } from '../client.js';
import { leaveRequests, organisationSettings } from '../schema.js';
import type { DemoOrganisation } from './demo.js';
import { demoLabels } from './demo-names.js';

type Plan = [
  key: string,
  type: 'Annual' | 'Sick' | 'Personal' | 'Unpaid',
  /** Weeks from this week (0 = the current week). */
  week: number,
  /** 0 = Sunday, 1 = Monday … 5 = Friday. */
  day: number,
  workingDays: number,
  status: 'pending' | 'approved' | 'rejected',
  reason: string,
  note?: string,
  decider?: string,
];

const plans: Plan[] = [
  // Taken already.
  ['emp', 'Annual', -6, 1, 3, 'approved', 'Family trip to Pokhara'],
  ['emp', 'Sick', -3, 4, 1, 'approved', 'Fever and a bad cold'],
  ['emp', 'Personal', -9, 2, 1, 'rejected', 'Moving house', 'Release day. Could you move it to Friday?'],
  ['e1', 'Annual', -8, 1, 5, 'approved', 'Trekking in Langtang'],
  ['e1', 'Sick', -2, 3, 1, 'approved', 'Dental surgery'],
  ['e2', 'Personal', -5, 5, 1, 'approved', 'Citizenship paperwork at the district office'],
  ['e3', 'Annual', -4, 1, 2, 'approved', 'Cousin’s wedding in Butwal', undefined, 'hr'],
  ['e5', 'Sick', -7, 2, 2, 'approved', 'Food poisoning'],
  ['s1', 'Annual', -10, 3, 3, 'approved', 'Visiting family in Biratnagar'],
  ['s2', 'Sick', -1, 1, 1, 'approved', 'Migraine'],
  ['f1', 'Annual', -6, 1, 4, 'approved', 'Holiday with the kids'],
  ['m2', 'Personal', -3, 5, 1, 'rejected', 'Photography workshop', 'That is the campaign launch day, sorry.'],
  ['o1', 'Sick', -2, 2, 2, 'approved', 'Viral fever'],
  ['hr3', 'Annual', -5, 3, 2, 'approved', 'Sister’s graduation'],
  ['cto', 'Annual', -8, 1, 3, 'approved', 'Conference in Bangalore'],
  ['mgr', 'Annual', -9, 4, 2, 'approved', 'Long weekend in Nagarkot'],
  ['hr', 'Personal', -4, 5, 1, 'approved', 'Bank and land registry errands'],
  // On leave this week.
  ['m1', 'Annual', 0, 1, 5, 'approved', 'Honeymoon in Ilam'],
  // Waiting for a decision: the demo manager's team first.
  ['e1', 'Annual', 2, 1, 3, 'pending', 'Brother’s wedding in Chitwan'],
  ['e2', 'Personal', 3, 4, 2, 'pending', 'Medical check-up for my mother'],
  ['e3', 'Annual', 4, 1, 5, 'pending', 'Holiday in Mustang'],
  ['emp', 'Annual', 5, 3, 2, 'pending', 'A friend’s wedding in Dharan'],
  ['e5', 'Personal', 1, 5, 1, 'pending', 'University semester exam'],
  ['s3', 'Annual', 2, 2, 3, 'pending', 'Family puja in Janakpur'],
  ['o2', 'Personal', 1, 1, 1, 'pending', 'Driving licence exam'],
  ['f2', 'Annual', 6, 1, 5, 'pending', 'Trip to Lumbini with parents'],
  ['hr2', 'Annual', 3, 3, 2, 'pending', 'Niece’s rice-feeding ceremony'],
  // Over five working days: the demo's approval rule sends it to the manager, then hr.
  ['m2', 'Annual', 7, 1, 7, 'pending', 'Trek to Everest base camp'],
  // Decided, still ahead.
  ['e4', 'Annual', 3, 1, 5, 'approved', 'Family trip to Thailand'],
  ['s1', 'Personal', 2, 5, 1, 'approved', 'Moving to a new flat'],
  ['o3', 'Annual', 4, 2, 2, 'approved', 'Village visit in Gorkha'],
  ['e2', 'Annual', 1, 1, 5, 'rejected', 'Beach holiday', 'Release week. Can we move it to the next sprint?'],
  [
    's2',
    'Annual',
    2,
    3,
    3,
    'rejected',
    'Short break',
    'Quarter-end targets week; please choose later dates.',
  ],
];

/** The browser tests apply for these people in the next leave year. */
const keptFreeNextYear = new Set(['emp', 'e5', 's1', 's2']);

export async function seedDemoLeave(tx: Tx, demo: DemoOrganisation) {
  const [before] = await tx.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
  if (!before) return;
  // The ledger starts with the leave year today is in, by the server's clock (the column's default reads the
  // database's, and counts Gregorian years).
  const year = leaveYearOf(demo.today, {
    calendar: before.periodCalendar,
    startMonth: before.leaveYearStartMonth,
  });
  if (!year) return;
  const [settings] = await tx
    .update(organisationSettings)
    .set({ leaveTypes: demoLeaveTypes, leaveLedgerStart: year.start })
    .where(eq(organisationSettings.id, 1))
    .returning();
  if (!settings) return;
  const working = (date: string) => isWorkingDay(date, settings);
  const byKey = new Map(demo.people.map((p) => [p.key, p]));
  const hr = byKey.get('hr');
  const thisSunday = addDays(demo.today, -weekday(demo.today));
  const now = demo.now.getTime();

  const rows: (typeof leaveRequests.$inferInsert)[] = [];
  for (const [i, [key, type, week, day, days, status, reason, note, deciderKey]] of plans.entries()) {
    const person = byKey.get(key);
    if (!person) continue;
    let start = addDays(thisSunday, week * 7 + day);
    while (!working(start)) start = addDays(start, 1);
    let end = start;
    for (let counted = 1; counted < days; ) {
      end = addDays(end, 1);
      if (working(end)) counted++;
    }
    if (start < person.dateOfJoining) continue;
    if (keptFreeNextYear.has(key) && end > year.end) continue;

    // Asked two weeks ahead (or a few days ago for what is close), decided a day later.
    const recently = now - (2 + (i % 4)) * 86_400_000 - ((i * 37) % 300) * 60_000;
    const asked = Math.min(new Date(`${addDays(start, -14)}T04:30:00Z`).getTime(), recently);
    const createdAt = new Date(asked);
    const decided = status !== 'pending';
    const decidedBy = deciderKey ? byKey.get(deciderKey)?.id : (person.managerId ?? hr?.id);
    rows.push({
      employeeId: person.id,
      leaveType: type,
      reason,
      startDate: start,
      endDate: end,
      status,
      createdAt,
      updatedAt: decided ? new Date(asked + 26 * 3_600_000) : createdAt,
      decidedBy: decided ? decidedBy : null,
      decidedAt: decided ? new Date(asked + 26 * 3_600_000) : null,
      decisionNote: decided ? (note ?? null) : null,
    });
  }
  if (!rows.length) return;
  const stored = await tx.insert(leaveRequests).values(rows).returning();
  // Approved leave is taken from the balance, as an approval through the engine would have written it.
  const ledger = leaveSettingsOf({ ...settings, leaveTypes: demoLeaveTypes });
  await writeLines(
    tx,
    stored.flatMap((leave) =>
      leave.status === 'approved' ? takenLines(leave, ledger, { id: leave.decidedBy }) : [],
    ),
  );
}

/**
 * The demo's leave policies (rules §14): annual leave in half days, credited yearly and pro-rated for joiners,
 * with up to five days carried into the next year for three months; sick leave by the hour, accrued monthly. Each
 * with the Nepali name hr gave it (issue 44).
 */
export const demoLeaveTypes: LeaveTypePolicy[] = [
  {
    name: 'Annual',
    allowance: 18,
    unit: 'half_day',
    prorate: true,
    carryForwardDays: 5,
    carryForwardExpiryMonths: 3,
    ...demoLabels('Annual'),
  },
  { name: 'Sick', allowance: 12, unit: 'hour', accrual: 'monthly_end', ...demoLabels('Sick') },
  { name: 'Personal', allowance: 5, ...demoLabels('Personal') },
  { name: 'Unpaid', allowance: null, unit: 'half_day', ...demoLabels('Unpaid') },
];
