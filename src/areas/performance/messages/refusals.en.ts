/** English: the performance area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const performanceRefusals = {
  review_empty: 'A review needs comments or at least one goal',
  review_goals_max: 'At most {{max}} goals',
  review_self: 'You cannot review yourself',
  cycle_not_found: 'Review cycle not found',
  cycle_closed: 'This review cycle is closed',
  cycle_name_taken: 'A review cycle with this name already exists',
  cycle_overlap: 'This review cycle overlaps another one: choose dates outside every other cycle',
  cycle_end_before_start: 'End date must not be before start date',
  rating_range: 'Rating must be a whole number from 1 to 5',
} as const;
