/**
 * The overview area's calls (decision 026): hr's admin dashboard, today's figures in one reply. Both sides reach
 * the overview through this file (its schemas are re-exported below).
 */
import { defineCalls } from '../../shared/area.js';
import { errorReply } from '../../shared/auth.js';
import { dashboardStatsReply } from './schemas.js';

export * from './schemas.js';

export const overviewCalls = defineCalls({
  '/employee/getdashboardstats': {
    method: 'POST',
    reply: dashboardStatsReply,
    summary:
      "The admin dashboard (hr): headcount, who is on leave, present and late today, pending leave; today in the organisation's time zone",
    replies: { 401: errorReply, 403: errorReply },
    capability: 'read:dashboard',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
