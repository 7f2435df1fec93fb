/** The projects area's job kinds (decision 012): the morning's reminders of weeks not submitted (reminders.ts). */
import { z } from 'zod';
import { defineJob } from '../../../server/modules/jobs/kinds.js';

/** Reminds everyone whose last week is not submitted; queued by the daily job (notifications' daily.ts). */
export const timesheetReminders = defineJob('timesheet-reminders', z.object({ date: z.iso.date() }));

export type ProjectJobKind = typeof timesheetReminders;
