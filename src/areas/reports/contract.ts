/**
 * The reports area's call (spec §7 `report`; rules §6): hr's report on one employee, written by the built-in
 * analyser or, when LLM_* is set, a language model. Both sides reach it through this file (its schemas are
 * re-exported below).
 */
import { defineCalls } from '../../shared/area.js';
import { errorReply } from '../../shared/auth.js';
import { reportBody, reportReply } from './schemas.js';

export * from './schemas.js';

export const reportCalls = defineCalls({
  '/employee/report': {
    method: 'POST',
    input: reportBody,
    reply: reportReply,
    summary:
      'A report on an employee (hr): profile, tenure, attendance and leave, written by the built-in analyser or, when LLM_* is set, a language model',
    capability: 'read:report',
    subject: 'everyone',
    replies: { 502: errorReply, 504: errorReply },
    refusals: [
      'employee_not_found',
      'report_busy',
      'report_unreachable',
      'report_timeout',
      'report_failed',
      'report_not_json',
      'report_empty',
    ],
    writes: false,
  },
});
