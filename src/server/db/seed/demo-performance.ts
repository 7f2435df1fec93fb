/**
 * Demo reviews: last half-year's cycle, closed, with a review for most people, and the current one open. The halves
 * are of the organisation's year (its leave year: from 1 Shrawan in BS months on Nepal's profile).
 */
import { leaveYear, leaveYearName, leaveYearOf, monthsOfYear } from '../../../shared/leave-policy.js';
import type { Tx } from '../client.js';
import { organisationSettings, performanceReviews, reviewCycles } from '../schema.js';
import type { DemoOrganisation } from './demo.js';

const comments = [
  'Consistently delivers on commitments and helps the team.',
  'Solid quarter; should take on more ownership of planning.',
  'Strong technical work and a calm presence during incidents.',
  'Good progress; communication with other teams can improve.',
];
const goals = [
  ['Deliver the quarterly roadmap items', 'Mentor a new colleague'],
  ['Reduce response time to requests', 'Complete the certification course'],
  ['Improve documentation of processes', 'Lead one cross-team project'],
];

export async function seedDemoPerformance(tx: Tx, demo: DemoOrganisation) {
  const [settings] = await tx.select().from(organisationSettings);
  if (!settings) return;
  // Halves of the organisation's year (from 1 Shrawan, in BS months, on Nepal's profile): "2082/83 H2".
  const rule = { calendar: settings.periodCalendar, startMonth: settings.leaveYearStartMonth };
  const thisYear = leaveYearOf(demo.today, rule);
  if (!thisYear) return;
  const halves = (label: number) => {
    const year = leaveYear(label, rule);
    const months = monthsOfYear(label, rule);
    if (!year || months.length !== 12) return [];
    const name = leaveYearName(year, rule);
    return [
      { name: `${name} H1`, startDate: months[0]!.first, endDate: months[5]!.last },
      { name: `${name} H2`, startDate: months[6]!.first, endDate: months[11]!.last },
    ];
  };
  const all = [...halves(thisYear.label - 1), ...halves(thisYear.label)];
  const at = all.findIndex((h) => h.startDate <= demo.today && demo.today <= h.endDate);
  if (at < 1) return;
  const [past, current] = await tx
    .insert(reviewCycles)
    .values([{ ...all[at - 1]!, status: 'closed' as const }, all[at]!])
    .returning();
  const hr = demo.people.find((p) => p.key === 'hr')!;
  const reviewed = demo.people.filter((p) => p.managerId);
  const rows = reviewed.flatMap((person, i) => {
    const reviewerId = person.managerId ?? hr.id;
    const review = (cycleId: string, n: number) => ({
      cycleId,
      employeeId: person.id,
      reviewerId,
      rating: 2 + ((i + n) % 4),
      comments: comments[(i + n) % comments.length]!,
      goals: goals[(i + n) % goals.length]!.map((title, g) => ({
        title,
        achieved: n === 0 ? (i + g) % 3 !== 0 : false,
      })),
    });
    // Everyone has last cycle's review; about a third already have this cycle's.
    return i % 3 === 0 ? [review(past!.id, 0), review(current!.id, 1)] : [review(past!.id, 0)];
  });
  await tx.insert(performanceReviews).values(rows);
}
