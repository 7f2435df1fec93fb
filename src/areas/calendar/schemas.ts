/**
 * The Bikram Sambat calendar as data (issue 40, decision 028): each BS year's twelve month lengths, whether hr
 * confirmed them against the official calendar, and hr's corrections.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';

export const BS_MONTH_DAYS = { min: 29, max: 32 } as const;
export const BS_YEAR_DAYS = { min: 365, max: 366 } as const;

export const calendarMessages = {
  saved: 'Calendar year saved.',
  confirmed: 'Calendar year confirmed.',
} as const;

const yearField = z.number().int().min(1900).max(2200);

export const bsYearRow = z.object({
  year: z.number().int(),
  /** Twelve lengths, Baisakh first. */
  months: z.array(z.number().int()).length(12),
  confirmed: z.boolean(),
  source: z.string(),
  updated_at: z.string(),
});
export type BsYearRow = z.infer<typeof bsYearRow>;

export const bsYearsReply = z.object({ years: z.array(bsYearRow) });
export type BsYearsReply = z.infer<typeof bsYearsReply>;

/** hr's load or correction of a year: twelve lengths of 29 to 32 days making 365 or 366, and where they came from. */
export const saveBsYearBody = z
  .object({
    year: yearField,
    months: z
      .array(
        z
          .number()
          .int()
          .min(BS_MONTH_DAYS.min, { error: says('bs_month_days', BS_MONTH_DAYS) })
          .max(BS_MONTH_DAYS.max, { error: says('bs_month_days', BS_MONTH_DAYS) }),
      )
      .length(12, { error: says('bs_year_months') }),
    source: z.string().trim().min(1).max(200),
    /** Confirm it at once (the lengths are the official calendar's). */
    confirmed: z.boolean().default(false),
  })
  .refine(
    (b) => {
      const total = b.months.reduce((a, d) => a + d, 0);
      return b.months.length !== 12 || (total >= BS_YEAR_DAYS.min && total <= BS_YEAR_DAYS.max);
    },
    { error: says('bs_year_days', BS_YEAR_DAYS), path: ['months'] },
  );
export type SaveBsYearBody = z.input<typeof saveBsYearBody>;

export const confirmBsYearBody = z.object({ year: yearField });

export const messageReply = z.object({ message: z.string() });
