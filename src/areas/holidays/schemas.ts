/**
 * Holiday calendars (issue 40): the organisation's holidays with their tags and whom each applies to, hr's calls
 * on them, a year's import from an iCalendar or CSV file, and the shipped packs (Nepal's public holidays).
 * Shared: imports neither side.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';

export const holidayTags = ['national', 'regional', 'women_only', 'festival'] as const;
export type HolidayTag = (typeof holidayTags)[number];
export const holidayGenders = ['female', 'male', 'other'] as const;
export type HolidayGender = (typeof holidayGenders)[number];
export const holidayPackIds = ['np'] as const;

/** An import's file: its size is checked before anything parses it, then its rows. */
export const HOLIDAY_FILE_MAX_CHARS = 200_000;
export const HOLIDAY_FILE_MAX_ROWS = 400;
export const MAX_HOLIDAY_BRANCHES = 50;

export const holidayMessages = {
  saved: 'Holiday saved.',
  deleted: 'Holiday deleted.',
  confirmed: 'Holidays confirmed.',
  imported: 'Holidays imported.',
} as const;

/** Whom a holiday applies to and what a person is: the one rule (server lists and the screen use it). */
export interface HolidayRule {
  gender: string | null;
  branches: readonly string[];
}
export interface HolidayPerson {
  gender: string | null;
  branch: string | null;
}
/** A holiday applies to a person when (no gender rule or theirs matches) and (no branch rule or theirs is listed). */
export const appliesTo = (rule: HolidayRule, person: HolidayPerson) =>
  (rule.gender === null || rule.gender === person.gender) &&
  (rule.branches.length === 0 || (person.branch !== null && rule.branches.includes(person.branch)));

const branchList = z
  .array(z.string().trim().min(1).max(100))
  .max(MAX_HOLIDAY_BRANCHES, { error: says('holiday_branches_max', { max: MAX_HOLIDAY_BRANCHES }) })
  .default([]);

export const holidayInput = z.object({
  _id: idOf('_id', 'Holiday').optional(),
  date: z.iso.date({ error: says('field_date', { field: 'Date' }) }),
  name: z
    .string()
    .trim()
    .min(1, { error: says('field_required', { field: 'Name' }) })
    .max(100),
  name_ne: z.string().trim().max(100).nullish(),
  tags: z.array(z.enum(holidayTags)).max(4).default([]),
  gender: z.enum(holidayGenders).nullish(),
  branches: branchList,
  confirmed: z.boolean().default(true),
});
export type HolidayInput = z.input<typeof holidayInput>;

export const holidayRow = z.object({
  _id: z.string(),
  date: z.string(),
  name: z.string(),
  name_ne: z.string().nullable(),
  tags: z.array(z.enum(holidayTags)),
  gender: z.enum(holidayGenders).nullable(),
  branches: z.array(z.string()),
  confirmed: z.boolean(),
  source: z.string(),
});
export type HolidayRow = z.infer<typeof holidayRow>;

export const holidaysQuery = z.object({
  /** A Gregorian year; the list also holds the days of a BS year that fall in it. */
  year: z.coerce.number().int().min(1950).max(2150),
});

export const holidaysReply = z.object({
  year: z.number(),
  holidays: z.array(holidayRow),
  /** The shipped packs: how many of each pack's holidays are stored, and how many of those confirmed. */
  packs: z.array(
    z.object({
      id: z.enum(holidayPackIds),
      year: z.string(),
      total: z.number(),
      stored: z.number(),
      confirmed: z.number(),
    }),
  ),
});
export type HolidaysReply = z.infer<typeof holidaysReply>;

export const deleteHolidayBody = z.object({ _id: idOf('_id', 'Holiday') });
export const confirmPackBody = z.object({ pack: z.enum(holidayPackIds) });

export const holidayFileFormats = ['csv', 'ics'] as const;
export const importHolidaysBody = z.object({
  format: z.enum(holidayFileFormats),
  /** The file's text; refused over the limit before it is parsed. */
  content: z
    .string()
    .min(1, { error: says('holiday_file_empty') })
    .max(HOLIDAY_FILE_MAX_CHARS, { error: says('holiday_file_too_large', { max: HOLIDAY_FILE_MAX_CHARS }) }),
  /** false: a dry run that writes nothing. */
  commit: z.boolean().default(false),
});
export type ImportHolidaysBody = z.input<typeof importHolidaysBody>;

const plannedHoliday = z.object({
  date: z.string(),
  name: z.string(),
  tags: z.array(z.enum(holidayTags)),
  gender: z.enum(holidayGenders).nullable(),
  branches: z.array(z.string()),
});
export const importHolidaysReply = z.object({
  committed: z.boolean(),
  /** What is (or, in a dry run, will be) added. */
  added: z.array(plannedHoliday),
  /** What is left out: already there, or twice in the file. */
  skipped: z.array(plannedHoliday.extend({ reason: z.enum(['exists', 'repeated']) })),
});
export type ImportHolidaysReply = z.infer<typeof importHolidaysReply>;

export const messageReply = z.object({ message: z.string() });
