import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import type { Db } from '../../db/client.js';
import { authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { analytics } from './service.js';

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getanalytics',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Analytics (hr): headcount and average salary per department, attendance over the last 30 days, leave by status and month',
        ...io('/employee/getanalytics', { 401: errorReply, 403: errorReply }),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:dashboard');
      return analytics(db, app.now());
    },
  );
};
