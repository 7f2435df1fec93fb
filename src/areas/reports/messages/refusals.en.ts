/** English: the reports area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const reportRefusals = {
  report_busy: 'Too many reports are being written right now. Please try again in a moment.',
  report_unreachable: 'The report model could not be reached',
  report_timeout: 'The report model did not answer within {{seconds}} seconds',
  report_failed: 'The report model answered {{status}}: {{reason}}',
  report_not_json: 'The report model sent an answer that is not JSON',
  report_empty: 'The report model sent an empty answer',
} as const;
