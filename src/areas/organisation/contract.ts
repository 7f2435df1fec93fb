/**
 * The organisation area's calls (issue 40): hr's own lists of departments, designations, positions (job levels),
 * branches and employment types. Employees keep a value's name in their columns, so reads elsewhere are
 * unchanged; `server/reads.ts` publishes the check create, update and import make (an active value only).
 */
import { defineCalls } from '../../shared/area.js';
import {
  addOrgValueBody,
  mergeOrgValueBody,
  orgChoicesReply,
  orgMessageReply,
  orgValueIdBody,
  orgValuesReply,
  renameOrgValueBody,
} from './schemas.js';

export * from './schemas.js';

export const organisationCalls = defineCalls({
  '/employee/getorgchoices': {
    method: 'POST',
    reply: orgChoicesReply,
    summary: "The organisation's lists, active values only: what a form offers",
    capability: 'read:colleague',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/getorgvalues': {
    method: 'POST',
    reply: orgValuesReply,
    summary:
      "Every value of the organisation's lists, retired ones included, with how many people have each (hr)",
    capability: 'manage:organisation',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/addorgvalue': {
    method: 'POST',
    input: addOrgValueBody,
    reply: orgMessageReply,
    summary: 'Add a value to one of the lists (hr)',
    capability: 'manage:organisation',
    subject: 'everyone',
    refusals: ['org_value_name_taken'],
    writes: true,
  },
  '/employee/renameorgvalue': {
    method: 'POST',
    input: renameOrgValueBody,
    reply: orgMessageReply,
    summary: 'Rename a value (hr): everyone who has it, cover minimums and approval rules naming it follow',
    capability: 'manage:organisation',
    subject: 'everyone',
    refusals: ['org_value_not_found', 'org_value_name_taken'],
    writes: true,
  },
  '/employee/mergeorgvalue': {
    method: 'POST',
    input: mergeOrgValueBody,
    reply: orgMessageReply,
    summary: 'Merge a value into another of its list (hr): every reference moves, the value is retired',
    capability: 'manage:organisation',
    subject: 'everyone',
    refusals: [
      'org_value_not_found',
      'org_value_merge_self',
      'org_value_merge_kind',
      'org_value_merge_retired',
    ],
    writes: true,
  },
  '/employee/retireorgvalue': {
    method: 'POST',
    input: orgValueIdBody,
    reply: orgMessageReply,
    summary: 'Retire a value (hr): it stays on the people who have it and can no longer be chosen',
    capability: 'manage:organisation',
    subject: 'everyone',
    refusals: ['org_value_not_found'],
    writes: true,
  },
  '/employee/restoreorgvalue': {
    method: 'POST',
    input: orgValueIdBody,
    reply: orgMessageReply,
    summary: 'Restore a retired value (hr)',
    capability: 'manage:organisation',
    subject: 'everyone',
    refusals: ['org_value_not_found'],
    writes: true,
  },
});
