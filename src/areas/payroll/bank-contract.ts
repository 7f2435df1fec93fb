/**
 * The payroll area's bank file calls (issue 41): hr's templates (list, save, delete) and a locked run's file by one
 * of them (XLSX or CSV, audited). Spread into `payrollCalls` (contract.ts), which other areas and the client use.
 */
import { defineCalls } from '../../shared/area.js';
import { messageReply } from '../../shared/auth.js';
import {
  bankFileBody,
  bankTemplateBody,
  bankTemplateRef,
  bankTemplateSchema,
  bankTemplatesReply,
} from './bank-files.js';

export const bankFileCalls = defineCalls({
  '/employee/getbanktemplates': {
    method: 'POST',
    reply: bankTemplatesReply,
    summary: "hr's bank transfer file templates, by name (hr)",
    capability: 'manage:payroll',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/savebanktemplate': {
    method: 'POST',
    input: bankTemplateBody,
    reply: bankTemplateSchema,
    summary:
      'Adds a bank transfer file template, or with `_id` changes one: its bank, columns, header and control total rows, XLSX or CSV (hr; audited)',
    capability: 'manage:payroll',
    subject: 'everyone',
    refusals: [
      'bank_template_not_found',
      'bank_template_no_columns',
      'bank_template_column_unknown',
      'bank_template_name_taken',
      'bank_template_total_needs_amount',
      'org_value_unknown',
      'org_value_retired',
    ],
    writes: true,
  },
  '/employee/deletebanktemplate': {
    method: 'POST',
    input: bankTemplateRef,
    reply: messageReply,
    summary: 'Deletes a bank transfer file template (hr; audited)',
    capability: 'manage:payroll',
    subject: 'everyone',
    refusals: ['bank_template_not_found'],
    writes: true,
  },
  '/employee/exportbankfile': {
    method: 'POST',
    input: bankFileBody,
    summary:
      "A locked payroll run's bank transfer file by one template: the people at its bank (everyone for any bank), as XLSX or CSV (hr; audited)",
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    capability: 'manage:payroll',
    subject: 'everyone',
    refusals: [
      'payroll_run_not_found',
      'payroll_bank_needs_lock',
      'bank_template_not_found',
      'bank_file_missing_accounts',
    ],
    writes: true,
  },
});
