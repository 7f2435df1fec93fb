/** Demo reviews: last half-year's cycle, closed, with a review for most people, and the current one open. */
import type { Tx } from '../client.js';
import { performanceReviews, reviewCycles } from '../schema.js';
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
  const year = Number(demo.today.slice(0, 4));
  const secondHalf = demo.today.slice(5, 7) >= '07';
  const [past, current] = await tx
    .insert(reviewCycles)
    .values([
      secondHalf
        ? {
            name: `${year} H1`,
            startDate: `${year}-01-01`,
            endDate: `${year}-06-30`,
            status: 'closed' as const,
          }
        : {
            name: `${year - 1} H2`,
            startDate: `${year - 1}-07-01`,
            endDate: `${year - 1}-12-31`,
            status: 'closed' as const,
          },
      secondHalf
        ? { name: `${year} H2`, startDate: `${year}-07-01`, endDate: `${year}-12-31` }
        : { name: `${year} H1`, startDate: `${year}-01-01`, endDate: `${year}-06-30` },
    ])
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
