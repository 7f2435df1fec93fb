/** English: the timesheet screens, the Projects link and the dashboard's timer (issue 43; filled by the client). */
export const timesheetEn = {} as const;
