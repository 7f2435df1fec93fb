/** The notification area's job kinds (decision 012): e-mails and digests (delivery.ts), the daily job (daily.ts). */
import { z } from 'zod';
import { defineJob } from '../../../server/modules/jobs/kinds.js';

/** A notice e-mailed to its recipient. */
export const emailJob = defineJob('email', z.object({ notificationId: z.uuid() }), 'mail');
/** An approver's morning digest. */
export const digestJob = defineJob('digest', z.object({ employeeId: z.uuid(), date: z.iso.date() }), 'mail');
/** The morning's reminders and digests, and the day's leave accrual. */
export const dailyJob = defineJob('daily', z.object({ date: z.iso.date() }));

export type NotificationJobKind = typeof emailJob | typeof digestJob | typeof dailyJob;
