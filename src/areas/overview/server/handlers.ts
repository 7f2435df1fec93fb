/** The overview area's call, served by `registerArea` (server/area.ts). */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { localDate } from '../../../shared/calendar.js';
import { getSettings } from '../../settings/server/reads.js';
import { overviewCalls } from '../contract.js';
import { dashboardStats } from './service.js';

const on = handlerFor(overviewCalls);

export function overviewHandlers(db: Db) {
  const stats = dashboardStats(db);
  return [
    on('/employee/getdashboardstats', {
      async handle({ now, request }) {
        const today = localDate(now, (await getSettings(db)).timeZone);
        return stats(today, request.revisions);
      },
    }),
  ];
}
