/** A person's private calendar subscription (rules §13): its address, or none. */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';

export const calendarFeedReply = z.object({
  /** The address to give a calendar app; null when there is no subscription. */
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarFeedReply = z.infer<typeof calendarFeedReply>;

/** GET /api/calendar/<token>.ics */
export const feedParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, { error: says('calendar_feed_invalid') }),
});
