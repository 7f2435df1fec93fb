/** English: the shifts area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const shiftsRefusals = {
  shift_type_not_found: 'Shift type not found',
  shift_type_name_taken: 'A shift type with this name already exists',
  shift_type_archived: 'The shift type “{{name}}” is archived: choose another one',
  shift_half_over_full: 'Half day minutes must not be more than full day minutes',
  shift_weekdays: '{{field, field}} must be different weekdays from 0 (Sunday) to 6 (Saturday)',
  roster_people_one: 'Name the people in one way: a list of people, a manager’s team or a department',
  roster_no_people: 'Nobody employed matches: no roster was written',
  roster_people_missing: '{{count}} of the people named are not employed here: no roster was written',
  roster_dates_order: 'The end date must not be before the start date',
  roster_range_too_long: 'A roster covers at most {{max}} days at once',
  roster_too_big:
    'A roster writes at most {{max}} person-days at once ({{people}} people × {{days}} days asked): assign fewer people or a shorter range',
  roster_not_your_team: 'You can see the rosters of your own team only',
} as const;
