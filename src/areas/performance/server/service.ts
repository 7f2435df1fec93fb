import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { employees, performanceReviews, reviewCycles } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { notify } from '../../notifications/server/writes.js';
import type { Review, ReviewCycle, ReviewRow, ValidReview } from '../schemas.js';

type CycleRow = typeof reviewCycles.$inferSelect;
export const presentCycle = (c: CycleRow): ReviewCycle => ({
  _id: c.id,
  name: c.name,
  start_date: c.startDate,
  end_date: c.endDate,
  status: c.status,
});

const reviewer = alias(employees, 'reviewer');
const managers = alias(employees, 'managers');
const reviewColumns = {
  review: performanceReviews,
  cycle: reviewCycles,
  reviewerName: sql<string>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
};
function presentReview(r: {
  review: typeof performanceReviews.$inferSelect;
  cycle: CycleRow;
  reviewerName: string;
}): Review {
  return {
    _id: r.review.id,
    cycle: presentCycle(r.cycle),
    goals: r.review.goals,
    rating: r.review.rating,
    comments: r.review.comments,
    reviewer: { _id: r.review.reviewerId, name: r.reviewerName },
    updatedAt: r.review.updatedAt.toISOString(),
  };
}

export async function listCycles(db: Db) {
  const rows = await db
    .select()
    .from(reviewCycles)
    .orderBy(desc(reviewCycles.startDate), asc(reviewCycles.name));
  return rows.map(presentCycle);
}

export async function findCycle(db: Db, id: string) {
  const [cycle] = await db.select().from(reviewCycles).where(eq(reviewCycles.id, id));
  if (!cycle) throw refuse(404, 'cycle_not_found');
  return cycle;
}

/** The sheet of a cycle: every active employee in scope (hr: everyone; a manager: their reports), reviewed or not. */
export async function reviewSheet(db: Db, cycleId: string, managerId: string | null): Promise<ReviewRow[]> {
  const people = await db
    .select()
    .from(employees)
    .where(and(eq(employees.status, 'active'), managerId ? eq(employees.managerId, managerId) : undefined))
    .orderBy(asc(employees.firstName), asc(employees.lastName));
  if (people.length === 0) return [];
  const reviews = await db
    .select(reviewColumns)
    .from(performanceReviews)
    .innerJoin(reviewCycles, eq(reviewCycles.id, performanceReviews.cycleId))
    .innerJoin(reviewer, eq(reviewer.id, performanceReviews.reviewerId))
    .where(
      and(
        eq(performanceReviews.cycleId, cycleId),
        inArray(
          performanceReviews.employeeId,
          people.map((p) => p.id),
        ),
      ),
    );
  const byEmployee = new Map(reviews.map((r) => [r.review.employeeId, presentReview(r)]));
  return people.map((p) => ({
    employee: {
      _id: p.id,
      name: `${p.firstName} ${p.lastName}`,
      designation: p.designation ?? '',
      department: p.department ?? '',
    },
    review: byEmployee.get(p.id) ?? null,
  }));
}

export async function reviewsOf(db: Db, employeeId: string): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(performanceReviews)
    .innerJoin(reviewCycles, eq(reviewCycles.id, performanceReviews.cycleId))
    .innerJoin(reviewer, eq(reviewer.id, performanceReviews.reviewerId))
    .where(eq(performanceReviews.employeeId, employeeId))
    .orderBy(desc(reviewCycles.startDate));
  return rows.map(presentReview);
}

/** Writes (or rewrites) an employee's review in an open cycle; the open check holds a lock on the cycle. */
export async function saveReview(db: Db, by: Actor, body: ValidReview) {
  const reviewerId = by.id;
  if (body.employee_id === reviewerId) throw refuse(403, 'review_self');
  return db.transaction(async (tx) => {
    const [cycle] = await tx
      .select()
      .from(reviewCycles)
      .where(eq(reviewCycles.id, body.cycle_id))
      .for('share');
    if (!cycle) throw refuse(404, 'cycle_not_found');
    if (cycle.status !== 'open') throw refuse(409, 'cycle_closed');
    const values = {
      goals: body.goals,
      rating: body.rating,
      comments: body.comments,
      reviewerId,
      updatedAt: new Date(),
    };
    const [before] = await tx
      .select()
      .from(performanceReviews)
      .where(
        and(eq(performanceReviews.cycleId, cycle.id), eq(performanceReviews.employeeId, body.employee_id)),
      );
    const [saved] = await tx
      .insert(performanceReviews)
      .values({ cycleId: cycle.id, employeeId: body.employee_id, ...values })
      .onConflictDoUpdate({
        target: [performanceReviews.cycleId, performanceReviews.employeeId],
        set: values,
      })
      .returning();
    await recordAudit(tx, by, {
      action: before ? 'update' : 'create',
      entity: 'review',
      entityId: saved!.id,
      before,
      after: saved,
    });
    return saved!;
  });
}

/**
 * Opens a review cycle; the database refuses a name twice or dates that overlap another cycle. Every active
 * manager with active reports is told they have reviews to write (rules §11).
 */
export async function createCycle(
  db: Db,
  by: Actor,
  body: { name: string; start_date: string; end_date: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviewCycles)
      .values({ name: body.name, startDate: body.start_date, endDate: body.end_date, createdBy: by.id })
      .returning();
    await recordAudit(tx, by, { action: 'create', entity: 'review_cycle', entityId: row!.id, after: row });
    const reviewers = await tx
      .selectDistinct({ id: employees.managerId })
      .from(employees)
      .innerJoin(managers, eq(managers.id, employees.managerId))
      .where(and(eq(employees.status, 'active'), eq(managers.status, 'active')));
    await notify(
      tx,
      reviewers.map(({ id }) => ({
        recipientId: id!,
        type: 'review_assigned' as const,
        params: { cycle: row!.name },
        link: '/reviews',
      })),
    );
    return row!;
  });
}

/** Closes or reopens a review cycle. */
export async function setCycleStatus(db: Db, by: Actor, cycleId: string, status: 'open' | 'closed') {
  const before = await findCycle(db, cycleId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviewCycles)
      .set({ status, updatedAt: new Date() })
      .where(eq(reviewCycles.id, before.id))
      .returning();
    await recordAudit(tx, by, {
      action: 'update',
      entity: 'review_cycle',
      entityId: before.id,
      before,
      after: row,
    });
    return row!;
  });
}
