/** English: the calendar area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const calendarRefusals = {
  bs_month_days: 'Each month of a Bikram Sambat year has {{min}} to {{max}} days',
  bs_year_months: 'A Bikram Sambat year has 12 months: give the length of each',
  bs_year_days: 'The 12 months must add up to {{min}} or {{max}} days',
  bs_year_not_found: 'There is no Bikram Sambat year {{year}} in the calendar yet',
  bs_year_gap: 'Only the year after the last one in the calendar ({{year}}) can be added',
} as const;
