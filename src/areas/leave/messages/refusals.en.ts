/** English: the leave area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const leaveRefusals = {
  leave_required: 'All fields are required.',
  end_before_start: 'End date must not be before start date',
  leave_too_long: 'End date must be at most 365 days after start date',
  no_working_days: 'The selected dates contain no working days.',
  own_decision: 'You cannot decide your own leave request.',
  leave_not_found: 'Leave request not found',
  leave_type_choice: 'Leave type must be one of: {{types}}',
  leave_not_eligible:
    '{{type, leaveType}} is not available to this employee (it is only for some genders or employment types)',
  leave_overlap: 'These dates overlap your {{status, status}} leave from {{start, date}} to {{end, date}}.',
  leave_overlap_day:
    'These dates overlap your {{status, status}} leave on {{start, date}}: {{part, dayPart}}.',
  leave_not_enough:
    'Not enough {{type, leaveType}} left in {{year}}: {{requested, workingDays}} requested, {{available, days}} available ({{allowance}} credited, {{used}} used, {{pending}} pending).',
  leave_not_pending:
    'This leave request is already {{status, status}}; only a pending request can be {{verb, verb}}.',
  leave_already: 'This leave request is already {{status, status}}.',
  decision_status: 'Status must be approved or rejected',
  year_range: 'Year must be between 2000 and 2100',
  leave_first_day_part:
    'A leave of several days may start in the afternoon, not end its first day in the morning',
  leave_last_day_part:
    'A leave of several days may end in the morning, not start its last day in the afternoon',
  leave_one_day_part: 'A one-day leave has one part: send start part only',
  leave_hours_one_day: 'Hours can be chosen only for a one-day leave',
  leave_hours_times: 'Give the start and end time of the hours',
  leave_hours_order: 'The end time must be after the start time',
  leave_hours_over_day: 'The hours are longer than a working day: choose the full day instead',
  leave_whole_days: '{{type, leaveType}} can be taken in whole days only',
  leave_half_days: '{{type, leaveType}} can be taken in half or whole days only',
  leave_started: 'This leave has already started, so it can no longer be cancelled.',
  leave_year_outside: 'That leave year is outside the calendar the organisation uses',
  ledger_days: 'Days must be a number other than 0, at most 366 either way, with at most two decimals',
  ledger_reason: 'A reason is required',
  ledger_own_balance: 'You cannot adjust your own leave balance; another hr person must.',
  ledger_unknown_type: 'That leave type is not one of the organisation’s leave types',
  ledger_unlimited_type: 'That leave type is unlimited: it has no balance to adjust',
  accrual_future: 'The day to credit from must not be in the future',
  accrual_before_ledger: 'The day to credit from must not be before the day balances are kept from',
} as const;
