/** The analytics area's call, served by `registerArea` (server/area.ts). */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { analyticsCalls } from '../contract.js';
import { analytics } from './service.js';

const on = handlerFor(analyticsCalls);

export const analyticsHandlers = (db: Db) => [
  on('/employee/getanalytics', {
    async handle({ now }) {
      return analytics(db, now);
    },
  }),
];
