/**
 * The team screens' calls (rules §13): the directory and the org chart for everyone, a manager's team today, the
 * team calendar, the caller's calendar subscription address (made, shown again, replaced, turned off), and the
 * subscription a calendar app reads (public: the token in the address is the key).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { callerReader, profileRead } from '../../../server/http/auth.js';
import { forbidden, refuse } from '../../../server/http/errors.js';
import { dayAttendance } from '../../attendance/server/reads.js';
import { calendarFileCalls, feedParams, teamCalls } from '../contract.js';
import { teamCalendar } from './calendar.js';
import { createFeed, feedCalendar, feedOf, revokeFeed } from './feed.js';
import { leadsTeam } from './policy.js';
import { directory, orgChart } from './queries.js';

const on = handlerFor(teamCalls);
const onFile = handlerFor(calendarFileCalls);

export const teamHandlers = (app: FastifyInstance, db: Db) => {
  const profileOf = callerReader(db, profileRead);
  return [
    on('/employee/getdirectory', { handle: ({ input, request }) => directory(db, request.revisions, input) }),

    on('/employee/getorgchart', {
      async handle({ input, me }) {
        const chart = await orgChart(db, input?.employee_id ?? me.id, input?.page);
        if (!chart) throw refuse(404, 'employee_not_found');
        return chart;
      },
    }),

    on('/employee/getcalendar', {
      // The caller's department and manager come with the session (one query fewer).
      caller: profileRead,
      async handle({ input, me, request }) {
        const profile = await profileOf(request, me.id, {});
        if (!profile) throw refuse(401, 'sign_in_required');
        return teamCalendar(db, me, profile, input, request.revisions);
      },
    }),

    on('/employee/getteamtoday', {
      async handle({ me, now }) {
        if (!leadsTeam(me)) throw forbidden();
        return dayAttendance(db, now, {}, { managerId: me.id });
      },
    }),

    on('/employee/getcalendarfeed', {
      handle: ({ me, request }) => feedOf(db, app.pii, me.id, app.links.required(request)),
    }),
    on('/employee/createcalendarfeed', {
      handle: ({ me, request }) => createFeed(db, app.pii, me.id, app.links.required(request)),
    }),
    on('/employee/revokecalendarfeed', { handle: ({ me }) => revokeFeed(db, me.id) }),

    onFile('/calendar/:token', {
      async handle({ request, reply, now }) {
        const params = feedParams.safeParse(request.params);
        if (!params.success) throw refuse(400, 'calendar_feed_invalid', { field: 'token' });
        const body = await feedCalendar(db, params.data.token.replace(/\.ics$/, ''), now);
        if (body === undefined) throw refuse(404, 'calendar_feed_invalid');
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    }),
  ];
};
