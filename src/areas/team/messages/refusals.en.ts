/** English: the team area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const teamRefusals = {
  calendar_span: 'From and to must span 1 to {{max}} days, from first',
  calendar_page_one_day: 'Page is for a single day: from and to must be the same day',
  calendar_feed_invalid: 'This calendar address is not valid',
} as const;
