/** English: the settings area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const settingsRefusals = {
  attendance_start_future: 'Attendance start date must not be in the future',
  leave_type_in_use:
    'The leave type "{{name}}" has leave requests, so it cannot be deleted: retire it instead (no new requests)',
  time_zone: 'Time zone must be an IANA time zone such as Asia/Kathmandu',
  currency_code: 'Currency must be an ISO 4217 currency code such as NPR, USD or EUR',
  working_days_list: 'Working days must be a list of weekdays 0 (Sunday) to 6 (Saturday)',
  working_days_empty: 'Working days must include at least one day',
  working_days_repeat: 'Working days must not repeat a day',
  holidays_repeat: 'Holidays must not repeat a date',
  leave_types_empty: 'Leave types needs at least one type',
  leave_types_repeat: 'Leave types must not repeat a name',
  field_half_days: '{{field, field}} must be a number of days from 0 to {{max}}, in whole or half days',
  field_whole_days_range: '{{field, field}} must be a whole number of days from 0 to {{max}}',
  field_months_range: '{{field, field}} must be a whole number of months from 1 to {{max}}',
  field_minutes_range: '{{field, field}} must be a whole number of minutes from {{min}} to {{max}}',
  field_month_number: '{{field, field}} must be a month from 1 to 12',
  leave_unlimited_policy:
    'An unlimited leave type credits nothing: it cannot accrue monthly, carry forward or have a maximum',
  leave_max_below_allowance: 'The maximum balance must not be below the yearly allowance',
  leave_expiry_without_carry: 'Carried days can expire only when some are carried forward',
  cover_repeat: 'Cover minimums must not repeat a department',
  field_list: '{{field, field}} must be a list of names, each named once',
  leave_paid_over_allowance: 'Paid days must not be more than the days a year',
  identity_list: 'Required identity fields must be a list of identity fields, each named once',
  identity_not_in_profile: "{{field, field}} is not an identity field of the organisation's country profile",
  leave_types_too_many: 'Adopting these leave types would make {{count}} types; at most {{max}} are allowed',
} as const;
