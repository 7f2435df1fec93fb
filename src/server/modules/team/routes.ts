/** The team screens' calls (rules §13): the directory and the org chart for everyone, a manager's team today. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, rolePermissions } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { actor, authorize } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { forbidden, notFound } from '../../http/errors.js';
import { dayAttendance } from '../attendance/day.js';
import { teamCalendar } from './calendar.js';
import { directory, orgChart } from './queries.js';

const tags = ['team'];

export const teamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getdirectory',
    {
      schema: {
        tags,
        summary: 'Colleagues, by name, a page at a time: what anyone may see of each other',
        ...io('/employee/getdirectory'),
      },
    },
    async (request) => {
      authorize(request, 'read:colleague');
      return directory(db, request.body);
    },
  );

  app.post(
    '/employee/getorgchart',
    {
      schema: {
        tags,
        summary:
          'A node of the org chart (me by default): the person, their managers up to the top, their reports',
        ...io('/employee/getorgchart'),
      },
    },
    async (request) => {
      const me = authorize(request, 'read:colleague');
      const chart = await orgChart(db, request.body?.employee_id ?? me.id);
      if (!chart) throw notFound('Employee not found');
      return chart;
    },
  );

  app.post(
    '/employee/getcalendar',
    {
      schema: {
        tags,
        summary:
          'Who is off when: leave and holidays from one day to another (at most six weeks), for my team, my department or (hr) everyone',
        ...io('/employee/getcalendar'),
      },
    },
    async (request) => teamCalendar(db, authorize(request, 'read:colleague'), request.body),
  );

  app.post(
    '/employee/getteamtoday',
    {
      schema: {
        tags,
        summary: "My direct reports' attendance today (managers and hr)",
        ...io('/employee/getteamtoday'),
      },
    },
    async (request) => {
      const me = actor(request);
      if (!can(rolePermissions[me.role], 'read:attendance', 'team')) throw forbidden();
      return dayAttendance(db, app.now(), {}, { managerId: me.id });
    },
  );
};
