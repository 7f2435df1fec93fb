/** Schema pieces every area uses the same way: ids and paging. */
import { z } from 'zod';

/** A uuid named by its field in the error ("employee_id must be a valid id"). */
export const idOf = (field: string, what = 'id') => z.uuid({ error: `${field} must be a valid ${what}` });

const whole = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` });

/**
 * `page` (from 1) and `pageSize` (1 to `maxSize`, or one of `sizes` where a screen offers only those;
 * `defaultSize` when absent), as numbers or the strings of a query string.
 */
export function paging(
  options: { defaultSize: number; maxSize: number } | { defaultSize: number; sizes: readonly number[] },
) {
  const size =
    'sizes' in options
      ? whole('pageSize').refine((n) => options.sizes.includes(n), {
          error: `pageSize must be one of ${options.sizes.join(', ')}`,
        })
      : whole('pageSize')
          .min(1, { error: `pageSize must be between 1 and ${options.maxSize}` })
          .max(options.maxSize, { error: `pageSize must be between 1 and ${options.maxSize}` });
  return {
    page: whole('page')
      .min(1, { error: 'page must be at least 1' })
      .max(100_000, { error: 'page must be at most 100000' })
      .default(1),
    pageSize: size.default(options.defaultSize),
  };
}

/** What a paged reply says beside its items. */
export const pageReply = { total: z.number(), page: z.number(), pageSize: z.number() };

/**
 * The counts of long lists stop at `countCap` matches, or just past the page asked for (decision 019): the reply
 * says `totalCapped` when there are more than `total`, and a list shows "1,000+".
 */
export const countCap = 1000;
export const cappedPageReply = { ...pageReply, totalCapped: z.boolean() };
