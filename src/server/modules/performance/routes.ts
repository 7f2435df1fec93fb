import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeRef } from '../../../shared/employees.js';
import {
  createCycleBody,
  cycleRef,
  cycleSchema,
  reviewRowSchema,
  reviewSchema,
  saveReviewBody,
  updateCycleBody,
} from '../../../shared/performance.js';
import { allows } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { reviewCycles } from '../../db/schema.js';
import { actor, authorize } from '../../http/auth.js';
import { notFound, registerUniqueRules } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';
import { findEmployee } from '../auth/service.js';
import { findCycle, listCycles, presentCycle, reviewSheet, reviewsOf, saveReview } from './service.js';

registerUniqueRules({
  review_cycles_name_key: 'A review cycle with this name already exists',
  review_cycles_no_overlap: 'This review cycle overlaps another one: choose dates outside every other cycle',
});

export const performanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['performance'];

  app.post(
    '/employee/getreviewcycles',
    {
      schema: {
        tags,
        summary: 'Review cycles, newest first',
        response: { 200: z.object({ cycles: z.array(cycleSchema) }) },
      },
    },
    async (request) => {
      authorize(request, 'read', 'review');
      return { cycles: await listCycles(db) };
    },
  );

  app.post(
    '/employee/createreviewcycle',
    {
      schema: {
        tags,
        summary: 'Open a review cycle (hr)',
        body: createCycleBody,
        response: { 200: z.object({ cycle: cycleSchema }) },
      },
    },
    async (request) => {
      authorize(request, 'manage', 'review-cycle');
      const { name, start_date, end_date } = request.body;
      const cycle = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviewCycles)
          .values({ name, startDate: start_date, endDate: end_date, createdBy: actor(request).id })
          .returning();
        await recordAudit(tx, request, {
          action: 'create',
          entity: 'review_cycle',
          entityId: row!.id,
          after: row,
        });
        return row!;
      });
      return { cycle: presentCycle(cycle) };
    },
  );

  app.post(
    '/employee/updatereviewcycle',
    {
      schema: {
        tags,
        summary: 'Close or reopen a review cycle (hr)',
        body: updateCycleBody,
        response: { 200: z.object({ cycle: cycleSchema }) },
      },
    },
    async (request) => {
      authorize(request, 'manage', 'review-cycle');
      const before = await findCycle(db, request.body.cycle_id);
      const cycle = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviewCycles)
          .set({ status: request.body.status, updatedAt: new Date() })
          .where(eq(reviewCycles.id, before.id))
          .returning();
        await recordAudit(tx, request, {
          action: 'update',
          entity: 'review_cycle',
          entityId: before.id,
          before,
          after: row,
        });
        return row!;
      });
      return { cycle: presentCycle(cycle) };
    },
  );

  app.post(
    '/employee/getreviews',
    {
      schema: {
        tags,
        summary: "A cycle's review sheet: hr sees everyone, a manager their direct reports",
        body: cycleRef,
        response: { 200: z.object({ rows: z.array(reviewRowSchema) }) },
      },
    },
    async (request) => {
      const me = authorize(request, 'create', 'review');
      await findCycle(db, request.body.cycle_id);
      const everyone = allows(me, 'create', 'review', { id: '', managerId: null });
      return { rows: await reviewSheet(db, request.body.cycle_id, everyone ? null : me.id) };
    },
  );

  app.post(
    '/employee/savereview',
    {
      schema: {
        tags,
        summary: "Write an employee's review in an open cycle (their manager or hr)",
        body: saveReviewBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const subject = await findEmployee(db, request.body.employee_id);
      if (!subject) throw notFound('Employee not found');
      const me = authorize(request, 'create', 'review', { id: subject.id, managerId: subject.managerId });
      await saveReview(db, request, me.id, request.body);
      return { message: 'Review saved successfully!' };
    },
  );

  app.post(
    '/employee/getemployeereviews',
    {
      schema: {
        tags,
        summary: "An employee's reviews (own, a manager's report, or anyone for hr)",
        body: employeeRef,
        response: { 200: z.object({ reviews: z.array(reviewSchema) }) },
      },
    },
    async (request) => {
      const id = request.body.employee_id ?? actor(request).id;
      const subject = await findEmployee(db, id);
      authorize(
        request,
        'read',
        'review',
        subject ? { id: subject.id, managerId: subject.managerId } : { id, managerId: null },
      );
      if (!subject) throw notFound('Employee not found');
      return { reviews: await reviewsOf(db, subject.id) };
    },
  );
};
