/**
 * English: what the projects area's server says (issue 43): its refusals by code (spread into `errorTemplates`,
 * src/shared/i18n/errors.ts), and the words of the files it writes (the report's columns).
 */
export const projectsRefusals = {
  project_not_found: 'Project not found',
  project_client_not_found: 'Client not found',
  project_activity_not_found: 'Activity not found',
  project_code_taken: 'Another project already has this code',
  project_code_format: 'A code may hold letters, digits, dots, dashes and underscores only',
  project_client_taken: 'Another client already has this name',
  project_client_code_taken: 'Another client already has this code',
  project_client_archived: 'This client is archived: restore it to give it projects',
  project_activity_taken: 'This project already has an activity with this name',
  project_has_time: 'Time has been logged on this project, so it cannot be deleted: archive it instead',
  project_archived: 'Project {{project}} is archived: no time can be logged on it',
  project_activity_archived: 'Activity {{activity}} is archived: no time can be logged on it',
  project_not_member: 'You are not a member of project {{project}}: only its members log time on it',
  project_dates: 'A project cannot end before it starts',
  project_dates_time:
    'Time is logged on this project on {{date, date}}, outside these dates: keep the dates around the logged time',
  project_member_twice: 'A person cannot be added and removed at once',
  project_report_period: 'A report covers at most {{max}} days',
  timesheet_minutes: 'Minutes must be a whole number from 0 to {{max}}',
  timesheet_cell_twice: 'A row has the same day twice',
  timesheet_row_twice: 'This project and activity are on the week twice: put the time in one row',
  timesheet_day_over_24: 'The time logged on {{date, date}} adds up to more than 24 hours',
  timesheet_day_full:
    'Another change filled one of these days first: the time logged on a day cannot add up to more than 24 hours',
  timesheet_outside_project: 'Project {{project}} does not run on {{date, date}}',
  timesheet_outside_week: '{{date, date}} is not in the week starting {{start, date}}',
  timesheet_week_start: 'Weeks start on {{start, date}}, not {{date, date}}',
  timesheet_locked: 'This week is approved and locked: hr may correct it, giving a reason',
  timesheet_submitted: 'This week is waiting for approval: withdraw it to change it',
  timesheet_reason: 'Give the reason for correcting an approved week',
  timesheet_empty: 'There is no time on this week to submit',
  timesheet_copy_empty: 'Last week has no rows that can be copied',
  timer_running: 'A timer is already running: stop it first',
  timer_not_running: 'No timer is running',
} as const;

/** The project report's columns in a CSV or XLSX file. */
export const enProjectsServer = {
  projectReportFile: {
    key: 'ID',
    code: 'Code',
    label: 'Name',
    project: 'Project',
    person: 'Person',
    activity: 'Activity',
    client: 'Client',
    noClient: 'No client',
    hours: 'Hours',
    billableHours: 'Billable hours',
    budgetHours: 'Budget hours',
    usedPercent: 'Budget used (%)',
    availableHours: 'Available hours',
    utilisationPercent: 'Utilisation (%)',
    total: 'Total',
    sheet: 'Project report',
  },
};
