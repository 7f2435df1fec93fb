/**
 * The team calendar (rules §13): who is off when, over a month or a week. A colleague sees that someone is
 * off; the person, their manager and hr see the type and status and may open the request.
 */
import { z } from 'zod';
import { inclusiveDays } from '../../shared/calendar.js';
import { says } from '../../shared/i18n/refusals.js';
import { paging } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';
import { leavePartFields } from '../leave/contract.js';

export const calendarScopes = ['team', 'department', 'everyone'] as const;
export type CalendarScope = (typeof calendarScopes)[number];
/** Six weeks: the most a month view shows. */
export const MAX_CALENDAR_DAYS = 42;
/** The entries a day of a range carries (a day's cell shows these, and "+N more"); one day asked alone is paged. */
export const SHOWN_PER_DAY = 3;
/** A day's people a page, when one day is asked alone (the day's `off` counts them all). */
export const DAY_PAGE_SIZE = 20;

const day = (key: string) => z.iso.date({ error: says('field_date_format', { field: humanize(key) }) });
export const calendarQuery = z
  .object({
    from: day('from'),
    to: day('to'),
    scope: z
      .enum(calendarScopes, {
        error: says('field_one_of', { field: 'Scope', values: calendarScopes.join(', ') }),
      })
      .default('team'),
    leave_type: z
      .string()
      .trim()
      .max(40, { error: says('field_too_long', { field: 'Leave type', max: 40 }) })
      .default(''),
    // A day alone lists its people a page at a time; a range carries the first few of each day.
    ...paging({ defaultSize: DAY_PAGE_SIZE, maxSize: 100 }),
  })
  .strict()
  .refine((q) => q.to >= q.from && inclusiveDays(q.from, q.to) <= MAX_CALENDAR_DAYS, {
    error: says('calendar_span', { max: MAX_CALENDAR_DAYS }),
    path: ['to'],
  })
  .refine((q) => q.page === 1 || q.from === q.to, {
    error: says('calendar_page_one_day'),
    path: ['page'],
  });
export type CalendarQuery = z.input<typeof calendarQuery>;

export const calendarDaySchema = z.object({
  date: z.string(),
  working: z.boolean(),
  holiday: z.string().nullable(),
  /** How many people are off that day, of those the viewer may see. */
  off: z.number(),
  /** My department's cover that day when it has a minimum: who is present, and the fewest it needs. */
  cover: z.object({ present: z.number(), minimum: z.number() }).nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarEntrySchema = z.object({
  employee: z.object({ _id: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  /** Null to a colleague, who sees only that the person is off (approved leave alone). */
  leave_type: z.string().nullable(),
  status: z.enum(['approved', 'pending']).nullable(),
  /** The request to open, for the person, their manager and hr. */
  request_id: z.string().nullable(),
  /** Which parts of its first and last days it takes (the hours only to those who see details). */
  ...leavePartFields,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarReply = z.object({
  days: z.array(calendarDaySchema),
  /** For a range, the first few of each day (by start); for a single day, a page of everyone (by start). */
  entries: z.array(calendarEntrySchema),
  /** The page of a single day's people (1 for a range), and its size. */
  page: z.number(),
  pageSize: z.number(),
  /** How many people the scope holds. */
  people: z.number(),
  /** My department, whose cover the days show. */
  department: z.string().nullable(),
});
export type CalendarReply = z.infer<typeof calendarReply>;
