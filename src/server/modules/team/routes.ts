/** The team screens' calls (rules §13): the directory and the org chart for everyone, a manager's team today. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayAttendance } from '../../../areas/attendance/server/reads.js';
import { type CalendarFeedReply, feedParams } from '../../../shared/calendar-feed.js';
import type { Db } from '../../db/client.js';
import { actor, authorize, callerReader, profileRead } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { forbidden, refuse } from '../../http/errors.js';
import { teamCalendar } from './calendar.js';
import { createFeed, feedCalendar, feedOf, revokeFeed } from './feed.js';
import { leadsTeam } from './policy.js';
import { directory, orgChart } from './queries.js';

const tags = ['team'];

export const teamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const profileOf = callerReader(db, profileRead);
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
      return directory(db, request.revisions, request.body);
    },
  );

  app.post(
    '/employee/getorgchart',
    {
      schema: {
        tags,
        summary:
          'A node of the org chart (me by default): the person, their managers up to the top, a page of 50 of their reports',
        ...io('/employee/getorgchart'),
      },
    },
    async (request) => {
      const me = authorize(request, 'read:colleague');
      const chart = await orgChart(db, request.body?.employee_id ?? me.id, request.body?.page);
      if (!chart) throw refuse(404, 'employee_not_found');
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
      // The caller's department and manager come with the session (one query fewer).
      config: { caller: profileRead },
    },
    async (request) => {
      const me = authorize(request, 'read:colleague');
      const profile = await profileOf(request, me.id, {});
      if (!profile) throw refuse(401, 'sign_in_required');
      return teamCalendar(db, me, profile, request.body, request.revisions);
    },
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
      if (!leadsTeam(me)) throw forbidden();
      return dayAttendance(db, app.now(), {}, { managerId: me.id });
    },
  );

  // The calendar app's subscription: the caller's own address (made, shown again, replaced, turned off).
  const feedRoute = (
    path: `/employee/${string}`,
    summary: string,
    run: (request: FastifyRequest, id: string) => Promise<CalendarFeedReply>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary, ...io(path as '/employee/getcalendarfeed') } },
      async (request) => run(request, authorize(request, 'update:preferences').id),
    );
  feedRoute('/employee/getcalendarfeed', 'My calendar subscription address, if I have one', (request, id) =>
    feedOf(db, app.pii, id, app.links.required(request)),
  );
  feedRoute(
    '/employee/createcalendarfeed',
    'A new calendar subscription address for me, replacing any old one',
    (request, id) => createFeed(db, app.pii, id, app.links.required(request)),
  );
  feedRoute('/employee/revokecalendarfeed', 'Turn my calendar subscription address off', (_request, id) =>
    revokeFeed(db, id),
  );

  app.get(
    '/calendar/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'A calendar subscription (iCalendar, RFC 5545), read by a calendar app with the token of its address',
        params: feedParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(db, request.params.token.replace(/\.ics$/, ''), app.now());
      if (body === undefined) throw refuse(404, 'calendar_feed_invalid');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
