/** The performance area's calls, served by `registerArea` (server/area.ts). */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { registerUniqueRules } from '../../../server/http/errors.js';
import { allowsEveryone } from '../../../shared/permissions.js';
import { performanceCalls } from '../contract.js';
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

const on = handlerFor(performanceCalls);

export const performanceHandlers = (db: Db) => [
  on('/employee/getreviewcycles', {
    async handle() {
      return { cycles: await listCycles(db) };
    },
  }),

  on('/employee/createreviewcycle', {
    async handle({ input, me }) {
      return { cycle: presentCycle(await createCycle(db, me, input)) };
    },
  }),

  on('/employee/updatereviewcycle', {
    async handle({ input, me }) {
      return { cycle: presentCycle(await setCycleStatus(db, me, input.cycle_id, input.status)) };
    },
  }),

  on('/employee/getreviews', {
    async handle({ input, me }) {
      await findCycle(db, input.cycle_id);
      const managerId = allowsEveryone(me, 'create:review') ? null : me.id;
      return { rows: await reviewSheet(db, input.cycle_id, managerId) };
    },
  }),

  on('/employee/savereview', {
    async handle({ input, me }) {
      await saveReview(db, me, input);
      return { message: 'Review saved successfully!' };
    },
  }),

  on('/employee/getemployeereviews', {
    async handle({ subject }) {
      return { reviews: await reviewsOf(db, subject.id) };
    },
  }),
];
