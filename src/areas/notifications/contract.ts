/**
 * The notifications area's calls (rules §11, decision 011): my notices and how many are unread, marking them read,
 * the live stream of the unread count, and how I hear of each event. Other areas and both sides reach
 * notifications through this file (its schemas are re-exported below) and, on the server, `server/writes.ts`
 * (`notify`, the outbox a change's transaction writes to) and `server/jobs.ts` (the e-mail and daily jobs).
 */
import { defineCalls } from '../../shared/area.js';
import {
  markReadBody,
  notificationPreferences,
  notificationsQuery,
  notificationsReply,
  streamQuery,
  unreadReply,
  updateNotificationPreferencesBody,
} from './schemas.js';

export * from './schemas.js';

export const notificationsCalls = defineCalls({
  '/employee/getnotifications': {
    method: 'POST',
    input: notificationsQuery,
    reply: notificationsReply,
    summary: 'My notifications, newest first, and how many are unread',
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/marknotificationsread': {
    method: 'POST',
    input: markReadBody,
    reply: unreadReply,
    summary: 'Mark some of my notifications read, or all',
    subject: 'self',
    refusals: [],
    writes: true,
  },
  '/employee/notificationstream': {
    method: 'GET',
    input: streamQuery,
    produces: ['text/event-stream'],
    summary:
      'Server-sent events: `unread` with my unread count now and whenever it changes, from any instance; the stream ends after `seconds` and the client reconnects',
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/getnotificationpreferences': {
    method: 'POST',
    reply: notificationPreferences,
    summary: 'How I hear of each event: in the app and by e-mail, in the app only, or not at all',
    capability: 'update:preferences',
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/updatenotificationpreferences': {
    method: 'POST',
    input: updateNotificationPreferencesBody,
    reply: notificationPreferences,
    summary: 'Change how I hear of events; `enabled` is the master switch, `digest` the morning e-mail',
    capability: 'update:preferences',
    subject: 'self',
    refusals: [],
    writes: true,
  },
});
