import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actor, authorize } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import type { LiveCounts } from './live.js';
import { listNotifications, markRead, preferencesOf, unreadCount, updatePreferences } from './service.js';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveCounts }> = async (
  app,
  { db, live },
) => {
  // Open streams end when the server shuts down, so closing does not wait out their minute.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of open) finish();
  });

  app.post(
    '/employee/getnotifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, and how many are unread',
        ...io('/employee/getnotifications'),
      },
    },
    async (request) => listNotifications(db, actor(request).id, request.body.page, request.body.pageSize),
  );

  app.post(
    '/employee/marknotificationsread',
    {
      schema: {
        tags,
        summary: 'Mark some of my notifications read, or all',
        ...io('/employee/marknotificationsread'),
      },
    },
    async (request) => ({ unread: await markRead(db, actor(request).id, app.now(), request.body) }),
  );

  app.get(
    '/employee/notificationstream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `unread` with my unread count now and whenever it changes, from any instance; the stream ends after `seconds` and the client reconnects',
        produces: ['text/event-stream'],
        ...io('/employee/notificationstream'),
      },
    },
    async (request, reply) => {
      const me = actor(request);
      const first = await unreadCount(db, me.id);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (unread: number) => raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      send(first);
      const { seconds } = request.query;
      if (seconds === 0) return raw.end();
      // A comment now and then keeps proxies from closing a quiet stream.
      const ping = setInterval(() => raw.write(': ping\n\n'), 20_000);
      const stop = () => {
        open.delete(finish);
        clearInterval(ping);
        clearTimeout(end);
        remove();
      };
      // Nothing is written once it ends: after its minute, at shutdown, or with its session (live.ts).
      const finish = () => {
        stop();
        raw.end();
      };
      const end = setTimeout(finish, seconds * 1000);
      open.add(finish);
      const remove = live.add(me, send, finish);
      raw.on('close', stop);
    },
  );

  app.post(
    '/employee/getnotificationpreferences',
    {
      schema: {
        tags,
        summary: 'How I hear of each event: in the app and by e-mail, in the app only, or not at all',
        ...io('/employee/getnotificationpreferences'),
      },
    },
    async (request) => preferencesOf(db, authorize(request, 'update:preferences').id),
  );

  app.post(
    '/employee/updatenotificationpreferences',
    {
      schema: {
        tags,
        summary: 'Change how I hear of events; `enabled` is the master switch, `digest` the morning e-mail',
        ...io('/employee/updatenotificationpreferences'),
      },
    },
    async (request) => updatePreferences(db, authorize(request, 'update:preferences').id, request.body),
  );
};
