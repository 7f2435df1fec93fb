import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import { localDate } from '../../../shared/calendar.js';
import type { Db } from '../../db/client.js';
import { authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { getSettings } from '../settings/service.js';
import { dashboardStats } from './service.js';

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const stats = dashboardStats(db);
  app.post(
    '/employee/getdashboardstats',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The admin dashboard (hr): headcount, who is on leave, present and late today, pending leave; today in the organisation's time zone",
        ...io('/employee/getdashboardstats', { 401: errorReply, 403: errorReply }),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:dashboard');
      const today = localDate(app.now(), (await getSettings(db)).timeZone);
      return stats(today, request.revisions);
    },
  );
};
