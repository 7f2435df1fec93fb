/**
 * The performance area's calls (review cycles and reviews; decision 026): what each takes and answers, who may
 * make it and about whom, what it may refuse, and whether it writes. Other areas and both sides reach
 * performance through this file (its schemas are re-exported below).
 */
import { defineCalls } from '../../shared/area.js';
import { messageReply } from '../../shared/auth.js';
import { employeeRef } from '../employees/contract.js';
import {
  createCycleBody,
  cycleRef,
  cycleReply,
  cyclesReply,
  employeeReviewsReply,
  reviewSheetReply,
  saveReviewBody,
  updateCycleBody,
} from './schemas.js';

export * from './schemas.js';

export const performanceCalls = defineCalls({
  '/employee/getreviewcycles': {
    method: 'POST',
    reply: cyclesReply,
    summary: 'Review cycles, newest first',
    capability: 'read:review',
    subject: 'some',
    refusals: [],
    writes: false,
  },
  '/employee/createreviewcycle': {
    method: 'POST',
    input: createCycleBody,
    reply: cycleReply,
    summary: 'Open a review cycle (hr)',
    capability: 'manage:review-cycle',
    subject: 'everyone',
    refusals: ['end_before_start', 'cycle_name_taken', 'cycle_overlap'],
    writes: true,
  },
  '/employee/updatereviewcycle': {
    method: 'POST',
    input: updateCycleBody,
    reply: cycleReply,
    summary: 'Close or reopen a review cycle (hr)',
    capability: 'manage:review-cycle',
    subject: 'everyone',
    refusals: ['cycle_not_found'],
    writes: true,
  },
  '/employee/getreviews': {
    method: 'POST',
    input: cycleRef,
    reply: reviewSheetReply,
    summary: "A cycle's review sheet: hr sees everyone, a manager their direct reports",
    capability: 'create:review',
    subject: 'some',
    refusals: ['cycle_not_found'],
    writes: false,
  },
  '/employee/savereview': {
    method: 'POST',
    input: saveReviewBody,
    reply: messageReply,
    summary: "Write an employee's review in an open cycle (their manager or hr)",
    capability: 'create:review',
    subject: { employee: 'employee_id' },
    refusals: [
      'review_self',
      'cycle_not_found',
      'cycle_closed',
      'review_empty',
      'review_goals_max',
      'rating_range',
    ],
    writes: true,
  },
  '/employee/getemployeereviews': {
    method: 'POST',
    input: employeeRef,
    reply: employeeReviewsReply,
    summary: "An employee's reviews (own, a manager's report, or anyone for hr)",
    capability: 'read:review',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
});
