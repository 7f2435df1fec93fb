/**
 * Notifications (rules §11): what a person is told, in their language (the text is the catalogue's for the type,
 * filled with the params), where to go for it, and whether they have read it.
 */
import { z } from 'zod';
import { idOf, pageReply, paging } from './schemas.js';

export const notificationTypes = [
  'request_waiting',
  'request_decided',
  'request_cancelled',
  'password_changed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  params: z.record(z.string(), z.string()),
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({ ...paging({ defaultSize: 20, maxSize: 100 }) });
export const notificationsReply = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  ...pageReply,
});
export type NotificationsReply = z.infer<typeof notificationsReply>;

/** POST /employee/marknotificationsread: these, or every one of mine. */
export const markReadBody = z
  .object({
    ids: z.array(idOf('ids')).max(100, { error: 'ids must be at most 100 items' }).optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all || (b.ids?.length ?? 0) > 0, { error: 'Name the notifications to mark, or all' });
export const unreadReply = z.object({ unread: z.number() });

/** GET /employee/notificationstream: how long the stream stays open before the client reconnects. */
export const streamQuery = z.object({
  seconds: z.coerce
    .number({ error: 'seconds must be a whole number' })
    .int({ error: 'seconds must be a whole number' })
    .min(0, { error: 'seconds must be between 0 and 300' })
    .max(300, { error: 'seconds must be between 0 and 300' })
    .default(55),
});
