/**
 * The analytics area's calls (decision 026): hr's charts of headcount, salaries, attendance and leave. Both sides
 * reach analytics through this file (its schemas are re-exported below).
 */
import { defineCalls } from '../../shared/area.js';
import { errorReply } from '../../shared/auth.js';
import { analyticsReply } from './schemas.js';

export * from './schemas.js';

export const analyticsCalls = defineCalls({
  '/employee/getanalytics': {
    method: 'POST',
    reply: analyticsReply,
    summary:
      'Analytics (hr): headcount and average salary per department, attendance over the last 30 days, leave by status and month',
    replies: { 401: errorReply, 403: errorReply },
    capability: 'read:dashboard',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
