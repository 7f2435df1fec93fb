import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowsEveryone } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { actor, authorize, authorizeEveryone, authorizeOn } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { registerUniqueRules } from '../../http/errors.js';
import { employeeSubject } from '../employees/queries.js';
import {
  createCycle,
  findCycle,
  listCycles,
  presentCycle,
  reviewSheet,
  reviewsOf,
  saveReview,
  setCycleStatus,
} from './service.js';

registerUniqueRules({
  review_cycles_name_key: { code: 'cycle_name_taken' },
  review_cycles_no_overlap: { code: 'cycle_overlap' },
});

export const performanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['performance'];
  const load = employeeSubject(db);

  app.post(
    '/employee/getreviewcycles',
    {
      schema: {
        tags,
        summary: 'Review cycles, newest first',
        ...io('/employee/getreviewcycles'),
      },
    },
    async (request) => {
      authorize(request, 'read:review');
      return { cycles: await listCycles(db) };
    },
  );

  app.post(
    '/employee/createreviewcycle',
    {
      schema: {
        tags,
        summary: 'Open a review cycle (hr)',
        ...io('/employee/createreviewcycle'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'manage:review-cycle');
      return { cycle: presentCycle(await createCycle(db, actor(request), request.body)) };
    },
  );

  app.post(
    '/employee/updatereviewcycle',
    {
      schema: {
        tags,
        summary: 'Close or reopen a review cycle (hr)',
        ...io('/employee/updatereviewcycle'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'manage:review-cycle');
      const cycle = await setCycleStatus(db, actor(request), request.body.cycle_id, request.body.status);
      return { cycle: presentCycle(cycle) };
    },
  );

  app.post(
    '/employee/getreviews',
    {
      schema: {
        tags,
        summary: "A cycle's review sheet: hr sees everyone, a manager their direct reports",
        ...io('/employee/getreviews'),
      },
    },
    async (request) => {
      const me = authorize(request, 'create:review');
      await findCycle(db, request.body.cycle_id);
      const managerId = allowsEveryone(me, 'create:review') ? null : me.id;
      return { rows: await reviewSheet(db, request.body.cycle_id, managerId) };
    },
  );

  app.post(
    '/employee/savereview',
    {
      schema: {
        tags,
        summary: "Write an employee's review in an open cycle (their manager or hr)",
        ...io('/employee/savereview'),
      },
    },
    async (request) => {
      await authorizeOn(request, 'create:review', request.body.employee_id, load);
      await saveReview(db, actor(request), request.body);
      return { message: 'Review saved successfully!' };
    },
  );

  app.post(
    '/employee/getemployeereviews',
    {
      schema: {
        tags,
        summary: "An employee's reviews (own, a manager's report, or anyone for hr)",
        ...io('/employee/getemployeereviews'),
      },
    },
    async (request) => {
      const subject = await authorizeOn(request, 'read:review', request.body.employee_id, load);
      return { reviews: await reviewsOf(db, subject.id) };
    },
  );
};
