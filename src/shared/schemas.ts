/** Schema pieces every area uses the same way: ids and paging. */
import { z } from 'zod';
import { says } from './i18n/refusals.js';
import { humanize } from './validation.js';

/** A uuid named by its field in the error ("Employee ID must be a valid id"). */
export const idOf = (key: string, what = 'id') =>
  z.uuid({ error: says('field_invalid_id', { field: humanize(key), what }) });

const whole = (key: string) =>
  z.coerce
    .number({ error: says('field_whole_number', { field: humanize(key) }) })
    .int({ error: says('field_whole_number', { field: humanize(key) }) });

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
          error: says('page_size_one_of', { values: options.sizes.join(', ') }),
        })
      : whole('pageSize')
          .min(1, { error: says('page_size_between', { max: options.maxSize }) })
          .max(options.maxSize, { error: says('page_size_between', { max: options.maxSize }) });
  return {
    page: whole('page')
      .min(1, { error: says('field_too_small', { field: 'Page', min: 1 }) })
      .max(100_000, { error: says('field_too_big', { field: 'Page', max: 100000 }) })
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

/**
 * A page of a list: its items under `key`, what the page says (`pageReply`, or `cappedPageReply` for a long list),
 * and under `choices` the values its filter offers.
 */
export function listPageReply<
  K extends string,
  T extends z.ZodType,
  P extends z.ZodRawShape,
  C extends string,
>(key: K, item: T, page: P, choices: C) {
  const shape = { [key]: z.array(item), ...page, [choices]: z.array(z.string()) };
  return z.object(shape as Record<K, z.ZodArray<T>> & P & Record<C, z.ZodArray<z.ZodString>>);
}
