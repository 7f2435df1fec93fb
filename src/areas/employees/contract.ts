/**
 * The employees area's calls (spec §3, §7; rules §6): reading one employee, their reporting line and personal
 * numbers; hr's changes (create, update, terminate) and hr's views of everyone (list, search, export, managers,
 * the dashboard). Other areas and both sides reach employees through this file (its schemas are re-exported
 * below) and, on the server, `server/reads.ts` and `server/writes.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import {
  allEmployeesReply,
  employeeFilters,
  employeeReply,
  employeeStatsReply,
  managerOptionsReply,
  reportingLineReply,
  searchEmployeesBody,
  searchEmployeesReply,
  terminateReply,
} from './list-schemas.js';
import {
  createEmployeeBody,
  employeeIdBody,
  employeeRef,
  personalDataReply,
  updateEmployeeBody,
} from './schemas.js';

export * from './list-schemas.js';
export * from './required-identity.js';
export * from './schemas.js';

/** What a create or an update may refuse beyond a field's rule. */
const employeeFields = [
  'email_taken',
  'employee_id_taken',
  'own_manager',
  'manager_missing',
  'contact_digits',
  'salary_negative',
  'salary_too_large',
  'salary_decimals',
  'id_account_format',
  'id_grouped_format',
  'id_pan_format',
  'id_ssf_format',
  'id_citizenship_format',
  'id_nin_format',
  'id_district_unknown',
  'identity_required',
  'name_line_break',
  'birth_under_age',
] as const;

export const employeesCalls = defineCalls({
  '/employee/getemployee': {
    method: 'POST',
    input: employeeRef,
    reply: employeeReply,
    summary: 'One employee’s full profile (hr: anyone; a manager: direct reports; anyone: themself)',
    capability: 'read:employee',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  '/employee/getreportingline': {
    method: 'POST',
    input: employeeRef,
    reply: reportingLineReply,
    summary: 'Whom an employee reports to and who reports to them (whoever may read the employee)',
    capability: 'read:employee',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  '/employee/revealpersonaldata': {
    method: 'POST',
    input: employeeRef,
    reply: personalDataReply,
    summary:
      'Bank account, tax id and SSN in clear (the employee themself or hr); every reveal is audit-logged',
    capability: 'reveal:pii',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: true,
  },
  '/employee/createemployee': {
    method: 'POST',
    input: createEmployeeBody,
    reply: employeeReply,
    summary: 'Add an employee (hr). Replies with the created employee; they can sign in at once.',
    capability: 'create:employee',
    subject: 'everyone',
    refusals: employeeFields,
    writes: true,
  },
  '/employee/updateemployee': {
    method: 'POST',
    input: updateEmployeeBody,
    reply: employeeReply,
    summary:
      'Edit an employee (hr). A blank password or personal number keeps the stored one; a new password ends their sessions.',
    capability: 'update:employee',
    subject: 'everyone',
    refusals: [...employeeFields, 'employee_not_found', 'manager_loop', 'own_role'],
    writes: true,
  },
  '/employee/terminateemployee': {
    method: 'POST',
    input: employeeIdBody,
    reply: terminateReply,
    summary:
      'Terminate an employee (hr): sign-in refused, every session ended, attendance and leave kept as history',
    capability: 'terminate:employee',
    subject: 'everyone',
    refusals: ['employee_not_found', 'already_terminated', 'terminate_self'],
    writes: true,
  },
  '/employee/getallemployee': {
    method: 'POST',
    reply: allEmployeesReply,
    summary: 'Every employee as spec §3’s Listed employee (hr). A `Role` header is ignored.',
    capability: 'read:employee',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/searchemployees': {
    method: 'POST',
    input: searchEmployeesBody,
    reply: searchEmployeesReply,
    summary:
      'One page of employees (hr): search first name, last name, email, designation; filter by designation and status',
    capability: 'read:employee',
    subject: 'everyone',
    refusals: ['text_nul'],
    writes: false,
  },
  '/employee/exportemployees': {
    method: 'POST',
    input: employeeFilters.optional(),
    summary: 'employees.csv (hr): the matching employees, streamed',
    produces: ['text/csv'],
    capability: 'read:employee',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/getmanagers': {
    method: 'POST',
    reply: managerOptionsReply,
    summary: 'Active managers and hr, for "Reports to" (hr)',
    capability: 'create:employee',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/getemployeestats': {
    method: 'POST',
    reply: employeeStatsReply,
    summary: 'The employee dashboard (hr): headcount by state, newest people, headcount per department',
    capability: 'read:employee',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
