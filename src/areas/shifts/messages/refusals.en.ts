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
  overtime_caps_order: 'The daily cap must not be more than the weekly cap',
  overtime_day_cap:
    'Overtime is capped at {{cap}} minutes a day: {{claimed}} are already claimed for this day, so {{asked}} more would pass it by {{over}}',
  overtime_week_cap:
    'Overtime is capped at {{cap}} minutes a week: {{claimed}} are already claimed this week, so {{asked}} more would pass it by {{over}}',
  overtime_override_denied: 'Only hr can claim overtime past the caps',
  overtime_claim_future: 'Overtime not yet worked can only be asked for in advance',
  overtime_advance_past: 'Overtime asked for in advance must be for today or a later day',
  overtime_needs_approval:
    'Overtime must be approved in advance here: ask for it in advance first, or wait for that request to be approved',
  overtime_request_open: 'An overtime request for this day is already waiting for a decision',
  overtime_substitute_unavailable: 'Overtime is paid: substitute leave for it is not credited yet',
} as const;
