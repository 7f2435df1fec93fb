/**
 * The approvals area's calls (rules §10, decision 010): the inbox and history, one's requests, deciding and
 * withdrawing, asking for a correction or a profile change, hr's approval rules, and stand-ins. Other areas and
 * both sides reach approvals through this file (its schemas are re-exported below) and, on the server,
 * `server/writes.ts` (opening a request) and `server/reads.ts` (the requests' steps and attachments).
 */
import { defineCalls } from '../../shared/area.js';
import { delegationBody, delegationsReply, standInsBody, standInsReply } from './delegation-schemas.js';
import {
  approvalReply,
  approvalsQuery,
  approvalsReply,
  correctionRequestBody,
  decideBody,
  decideManyBody,
  decideManyReply,
  idBody,
  myRequestsBody,
  myRequestsReply,
  profileChangeBody,
  ruleBody,
  rulesReply,
} from './schemas.js';

export * from './delegation-schemas.js';
export * from './schemas.js';

/** What deciding a request may answer: the request's own state, the caller's step, the kind's effect. */
const decideRefusals = [
  'request_not_found',
  'own_request',
  'request_not_pending',
  'leave_not_pending',
  'request_gone',
  'not_your_step',
  'already_decided',
  'override_note',
  'leave_already',
  'correction_lone_check_out',
  'correction_out_before_in',
] as const;

const ruleRefusals = [
  'rule_not_found',
  'rule_people_missing',
  'rule_leave_type_missing',
  'rule_no_approver',
  'rule_no_steps',
  'rule_too_many_steps',
  'rule_too_many_people',
  'rule_days_order',
  'rule_leave_only',
] as const;

export const approvalsCalls = defineCalls({
  '/employee/getapprovals': {
    method: 'POST',
    input: approvalsQuery,
    reply: approvalsReply,
    summary: 'Requests waiting for the caller’s decision (inbox), or the ones they took part in (history)',
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/getmyrequests': {
    method: 'POST',
    input: myRequestsBody,
    reply: myRequestsReply,
    summary: "An employee's requests of every kind with their steps (own; a manager's reports'; hr anyone's)",
    capability: 'read:request',
    subject: { employee: 'employee_id' },
    refusals: ['employee_not_found'],
    writes: false,
  },
  '/employee/decide': {
    method: 'POST',
    input: decideBody,
    reply: approvalReply,
    summary:
      'Approve or reject the current step of a request (an approver, their stand-in, or hr with a note)',
    // Who may decide is the request's steps' rule (policy.ts `authorizeDecision`), checked by the handler.
    subject: 'self',
    refusals: decideRefusals,
    writes: true,
  },
  '/employee/decidemany': {
    method: 'POST',
    input: decideManyBody,
    reply: decideManyReply,
    summary:
      'One decision, with one note, on several requests at once: each is decided as `decide` would, or none is',
    // Who may decide each is its steps' rule (policy.ts `authorizeDecision`), checked by the handler for every one.
    subject: 'self',
    refusals: decideRefusals,
    writes: true,
  },
  '/employee/cancelrequest': {
    method: 'POST',
    input: idBody,
    reply: approvalReply,
    summary: 'Withdraw one’s own pending request',
    capability: 'cancel:request',
    subject: { record: '_id' },
    refusals: ['request_not_found', 'request_not_pending', 'leave_not_pending'],
    writes: true,
  },
  '/employee/requestcorrection': {
    method: 'POST',
    input: correctionRequestBody,
    reply: approvalReply,
    status: 201,
    summary: 'Ask for a day of one’s own attendance to be corrected',
    capability: 'create:request',
    subject: 'self',
    refusals: [
      'correction_on_leave',
      'correction_submitted',
      'correction_open',
      'correction_no_times',
      'correction_attachment',
      'correction_needs_check_in',
      'correction_future_time',
      'correction_before_joining',
    ],
    writes: true,
  },
  '/employee/requestprofilechange': {
    method: 'POST',
    input: profileChangeBody,
    reply: approvalReply,
    status: 201,
    summary:
      'Propose changes to one’s own contact details, address, emergency contact, bank account or identity numbers',
    capability: 'create:request',
    subject: 'self',
    refusals: [
      'profile_change_open',
      'profile_nothing_changed',
      'identity_not_in_profile',
      'org_value_unknown',
      'org_value_retired',
    ],
    writes: true,
  },
  '/employee/getapprovalrules': {
    method: 'POST',
    reply: rulesReply,
    summary: 'The approval rules',
    capability: 'manage:approval-rule',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/saveapprovalrule': {
    method: 'POST',
    input: ruleBody,
    reply: rulesReply,
    summary: 'Add or change an approval rule',
    capability: 'manage:approval-rule',
    subject: 'everyone',
    refusals: ruleRefusals,
    writes: true,
  },
  '/employee/deleteapprovalrule': {
    method: 'POST',
    input: idBody,
    reply: rulesReply,
    summary: 'Delete an approval rule',
    capability: 'manage:approval-rule',
    subject: 'everyone',
    refusals: ['rule_not_found'],
    writes: true,
  },
  '/employee/getdelegations': {
    method: 'POST',
    reply: delegationsReply,
    summary: 'My stand-ins, and whom I stand in for',
    capability: 'update:delegation',
    subject: 'some',
    refusals: [],
    writes: false,
    personal: true,
  },
  '/employee/savedelegation': {
    method: 'POST',
    input: delegationBody,
    reply: delegationsReply,
    summary: 'Name a stand-in who sees and decides my approval steps for a date range',
    capability: 'update:delegation',
    subject: 'some',
    refusals: [
      'delegate_missing',
      'stand_in_not_approver',
      'stand_in_start_past',
      'stand_in_too_far',
      'end_before_start',
    ],
    writes: true,
    personal: true,
  },
  '/employee/removedelegation': {
    method: 'POST',
    input: idBody,
    reply: delegationsReply,
    summary: 'End a stand-in now: one I named, or (hr) anyone’s; it stays as history',
    capability: 'update:delegation',
    subject: { record: '_id' },
    refusals: ['delegation_not_found'],
    writes: true,
  },
  '/employee/getstandins': {
    method: 'POST',
    input: standInsBody,
    reply: standInsReply,
    summary: 'Every stand-in not yet ended, a page at a time (hr, who may end any)',
    capability: 'update:delegation',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
