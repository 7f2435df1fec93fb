/**
 * Notifications (rules §11): what a person is told, in their language (the text is the catalogue's for the type,
 * filled with the params), where to go for it, and whether they have read it; and how each person wants to hear
 * of each kind of event (in the app, also by e-mail, or not at all).
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import type { CalendarSystem, Locale } from '../../shared/locale.js';
import { dateLabel, monthLabel } from '../../shared/month-label.js';
import { idOf, pageReply, paging } from '../../shared/schemas.js';

export const notificationTypes = [
  'request_waiting',
  'request_decided',
  'request_cancelled',
  'request_reminder',
  'month_reminder',
  'timesheet_reminder',
  'review_assigned',
  'payslip_published',
  'password_changed',
  /** A security event of two-step sign-in (`params.event`: enabled, disabled, reset, recovery_used; decision 037). */
  'two_step',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What a person may choose for an event: in the app and by e-mail, in the app only, or not at all. */
export const channels = ['email', 'app', 'off'] as const;
export type Channel = (typeof channels)[number];

/** Security notices (a password changed, a second factor's events): they always come, in the app and by e-mail. */
export const securityTypes: readonly NotificationType[] = ['password_changed', 'two_step'];

/** The events a person chooses for; a security notice always comes, in the app and by e-mail. */
export const choosableTypes = [
  'request_waiting',
  'request_reminder',
  'request_decided',
  'request_cancelled',
  'month_reminder',
  'timesheet_reminder',
  'review_assigned',
  'payslip_published',
] as const satisfies readonly NotificationType[];
export type ChoosableType = (typeof choosableTypes)[number];

export const defaultChannels: Record<ChoosableType, Channel> = {
  request_waiting: 'email',
  request_reminder: 'email',
  request_decided: 'email',
  request_cancelled: 'app',
  month_reminder: 'email',
  timesheet_reminder: 'email',
  review_assigned: 'email',
  payslip_published: 'email',
};

const channelOf = z.enum(channels, { error: says('channel_choice', { values: channels.join(', ') }) });
/** A person's notification preferences, every choice filled in (the defaults where they chose nothing). */
export const notificationPreferences = z.object({
  /** The master switch (the Settings page's "Notifications"): off, nothing but security notices. */
  enabled: z.boolean(),
  channels: z.object(
    Object.fromEntries(choosableTypes.map((t) => [t, channelOf])) as Record<ChoosableType, typeof channelOf>,
  ),
  /** One e-mail a morning listing what waits for the person's decision (approvers). */
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** What the person changes; unnamed choices stay as they are. */
export const updateNotificationPreferencesBody = z
  .object({
    enabled: z.boolean({ error: says('field_true_false', { field: 'Enabled' }) }),
    channels: notificationPreferences.shape.channels.partial().strict(),
    digest: z.boolean({ error: says('field_true_false', { field: 'Digest' }) }),
  })
  .partial()
  .strict();
export type StoredNotificationPreferences = z.infer<typeof updateNotificationPreferencesBody>;

/** The choices in force: what the person chose, else the defaults. */
export const resolvePreferences = (stored: StoredNotificationPreferences | null | undefined) => ({
  enabled: stored?.enabled ?? true,
  channels: { ...defaultChannels, ...stored?.channels },
  digest: stored?.digest ?? false,
});

/** How a notification of `type` reaches a person with these preferences. */
export function channelFor(stored: StoredNotificationPreferences | null | undefined, type: NotificationType) {
  if (type === 'password_changed' || type === 'two_step') return 'email';
  const mine = resolvePreferences(stored);
  return mine.enabled ? mine.channels[type] : 'off';
}

export { monthLabel };

/** What a `two_step` notice tells of. */
export const twoStepEvents = ['enabled', 'disabled', 'reset', 'recovery_used'] as const;

type Kind = 'leave' | 'attendance' | 'profile';

/** The request a notice is about: its kind, and for leave its type and dates when the notice carries them. */
function requestWhat(params: Record<string, string>, t: Translate, locale: Locale) {
  const kind = (params.kind ?? 'leave') as Kind;
  const what = t(`notifications.what.${kind}`);
  if (kind !== 'leave' || !params.from || !params.to) return what;
  const dates =
    params.from === params.to
      ? dateLabel(params.from, locale)
      : `${dateLabel(params.from, locale)} – ${dateLabel(params.to, locale)}`;
  return t('notifications.leaveOn', { what, type: params.leave_type ?? '', dates });
}
/** A catalogue look-up: the client's i18next `t`, or the server's for an e-mail. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A notification's sentence in the reader's language: the same words in the bell, the page and the e-mail. */
export function notificationText(
  n: { type: NotificationType; params: Record<string, string> },
  t: Translate,
  locale: Locale,
) {
  const kind = (n.params.kind ?? 'leave') as Kind;
  switch (n.type) {
    case 'request_waiting':
    case 'request_cancelled':
    case 'request_reminder':
      // A request that no longer waits says what became of it (settleWaitingNotices).
      return t(
        n.type !== 'request_cancelled' && n.params.settled
          ? `notifications.type.waiting_${n.params.settled === 'withdrawn' ? 'withdrawn' : 'decided'}`
          : `notifications.type.${n.type}`,
        {
          name: n.params.name,
          what: requestWhat(n.params, t, locale),
        },
      );
    case 'request_decided':
      return t(`notifications.type.${n.params.status === 'approved' ? 'approved' : 'rejected'}`, {
        what: t(`notifications.own.${kind}`),
      });
    case 'month_reminder':
      return t('notifications.type.month_reminder', {
        month: monthLabel(n.params.month ?? '', (n.params.calendar ?? 'gregorian') as CalendarSystem, locale),
      });
    case 'timesheet_reminder':
      return t('notifications.type.timesheet_reminder', { week: dateLabel(n.params.week ?? '', locale) });
    case 'review_assigned':
      return t('notifications.type.review_assigned', { cycle: n.params.cycle });
    case 'payslip_published':
      return t('notifications.type.payslip_published', {
        month: monthLabel(n.params.month ?? '', (n.params.calendar ?? 'gregorian') as CalendarSystem, locale),
      });
    case 'password_changed':
      return t('notifications.type.password_changed');
    case 'two_step':
      return t(
        `notifications.type.two_step_${twoStepEvents.includes(n.params.event as never) ? n.params.event : 'enabled'}`,
      );
  }
}

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
    ids: z
      .array(idOf('ids'))
      .max(100, { error: says('field_too_many', { field: 'Ids', max: 100 }) })
      .optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all || (b.ids?.length ?? 0) > 0, { error: says('notifications_which') });
export const unreadReply = z.object({ unread: z.number() });

/** GET /employee/notificationstream: how long the stream stays open before the client reconnects. */
export const streamQuery = z.object({
  seconds: z.coerce
    .number({ error: says('field_whole_number', { field: 'Seconds' }) })
    .int({ error: says('field_whole_number', { field: 'Seconds' }) })
    .min(0, { error: says('field_between', { field: 'Seconds', min: 0, max: 300 }) })
    .max(300, { error: says('field_between', { field: 'Seconds', min: 0, max: 300 }) })
    .default(55),
});
