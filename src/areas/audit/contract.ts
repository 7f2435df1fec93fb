/**
 * The audit area's calls (decision 026): hr browses and exports the audit log. Other areas and both sides reach
 * the audit log's schemas through this file.
 */
import { defineCalls } from '../../shared/area.js';
import { auditQuery, auditReply } from './schemas.js';

export * from './schemas.js';

export const auditCalls = defineCalls({
  '/employee/getauditlog': {
    method: 'POST',
    input: auditQuery,
    reply: auditReply,
    summary: 'Browse the audit log (hr), newest first',
    capability: 'read:audit',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/exportauditlog': {
    method: 'POST',
    input: auditQuery.omit({ page: true, pageSize: true }),
    summary: 'The filtered audit log as CSV (hr)',
    capability: 'read:audit',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
