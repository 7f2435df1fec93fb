/** The preferences call's schemas (rules §9); the values themselves are in ./locale.ts. */
import { z } from 'zod';
import { says } from './i18n/refusals.js';
import { calendars, digitStyles, languages } from './locale.js';
import { humanize } from './validation.js';

export const preferencesSchema = z.object({
  language: z.enum(languages).nullable(),
  calendar: z.enum(calendars).nullable(),
  digits: z.enum(digitStyles).nullable(),
  /** My phone number is shown to colleagues in the team directory (rules §13). */
  shareContact: z.boolean(),
});

const choice = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .enum(values, { error: says('field_one_of', { field: humanize(field), values: values.join(', ') }) })
    .nullable();

/** A person's own choices; null returns a choice to the organisation's default. */
export const updatePreferencesBody = z
  .object({
    language: choice(languages, 'language'),
    calendar: choice(calendars, 'calendar'),
    digits: choice(digitStyles, 'digits'),
    shareContact: z.boolean({ error: says('field_true_false', { field: 'Share contact' }) }),
  })
  .partial()
  .strict();
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;
