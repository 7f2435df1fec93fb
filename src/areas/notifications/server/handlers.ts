/**
 * Notifications (rules §11): my notices and marking them read (`getnotifications`, `marknotificationsread`), the
 * live unread count (`notificationstream`, server-sent events), and my preferences
 * (`getnotificationpreferences`, `updatenotificationpreferences`). All are the caller's own.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { notificationsCalls } from '../contract.js';
import type { LiveCounts } from './live.js';
import { listNotifications, markRead, preferencesOf, unreadCount, updatePreferences } from './service.js';

const on = handlerFor(notificationsCalls);

export const notificationsHandlers = (app: FastifyInstance, db: Db, live: LiveCounts) => {
  // Open streams end when the server shuts down, so closing does not wait out their minute.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of open) finish();
  });

  return [
    on('/employee/getnotifications', {
      handle: ({ input, me }) => listNotifications(db, me.id, input.page, input.pageSize),
    }),
    on('/employee/marknotificationsread', {
      handle: async ({ input, me, now }) => ({ unread: await markRead(db, me.id, now, input) }),
    }),
    on('/employee/notificationstream', {
      handle: async ({ input, me, reply }) => {
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
        const { seconds } = input;
        if (seconds === 0) return void raw.end();
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
    }),
    on('/employee/getnotificationpreferences', { handle: ({ me }) => preferencesOf(db, me.id) }),
    on('/employee/updatenotificationpreferences', {
      handle: ({ input, me }) => updatePreferences(db, me.id, input),
    }),
  ];
};
