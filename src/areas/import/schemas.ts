/**
 * Bringing an organisation in from files (rules §17): employees, opening leave balances, past attendance and the
 * opening payroll figures of a fiscal year (issue 41).
 * A file is uploaded once (CSV or XLSX), its columns are mapped to the fields of its kind, a dry run says
 * what would happen row by row, and the import writes it. The fields of each kind, their example values and
 * the header names each is recognised by are in `fields.ts` (re-exported here), so the template, the automatic
 * mapping and the screen agree.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { orgKinds } from '../organisation/contract.js';

export * from './fields.js';

export const importKinds = ['employees', 'balances', 'attendance', 'openings'] as const;
export type ImportKind = (typeof importKinds)[number];

/** How dates are written in the file: 2026-07-17, 17/07/2026, or Bikram Sambat 2083-04-01. */
export const dateFormats = ['iso', 'dmy', 'bs'] as const;
export type DateFormat = (typeof dateFormats)[number];

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** The bounds of a file's cells, checked as the file is read, before its rows are built (issue 37). */
export const MAX_IMPORT_COLUMNS = 200;
/** Cells a file may span, each row counted to its last cell: 50,000 rows of 40 columns. */
export const MAX_IMPORT_CELLS = 2_000_000;
/**
 * A workbook: what the parts read (workbook, styles, texts, first sheet) may unpack to, twice what 2,000,000
 * cells written by Excel or ExcelJS unpack to, and how many parts it may have.
 */
export const MAX_XLSX_UNPACKED = 200 * 1024 * 1024;
export const MAX_XLSX_PARTS = 1_000;
/** How many rows' errors a reply lists; the error file has them all. */
export const LISTED_ERRORS = 200;

export const importMessages = {
  openingReason: 'Opening balance',
} as const;

export const importOptions = z.object({
  dateFormat: z
    .enum(dateFormats, {
      error: says('field_one_of', { field: 'Date format', values: dateFormats.join(', ') }),
    })
    .default('iso'),
  /** Employees: change people matched by employee ID; attendance: replace records of the same day. */
  update: z.boolean({ error: says('field_true_false', { field: 'Update' }) }).default(false),
  /** Write nothing when any row has an error (else the valid rows are written and the others listed). */
  allOrNothing: z.boolean({ error: says('field_true_false', { field: 'All or nothing' }) }).default(false),
  /**
   * Employees: a department, designation, position, branch or employment type not in the organisation's lists
   * is added to its list (the dry run lists each as "will create"); else the row is refused (issue 40).
   */
  createMissing: z
    .boolean({ error: says('field_true_false', { field: 'Create missing list values' }) })
    .default(false),
});
export type ImportOptions = z.output<typeof importOptions>;

/** Which column (from 0) holds each field; a field left out is not in the file. */
export const importMapping = z.record(
  z.string().max(40),
  z
    .int({ error: says('field_whole_number', { field: 'A column' }) })
    .min(0)
    .max(999),
);

export const importRef = z.object({ import_id: idOf('import_id') });
export const importKindBody = z.object({
  kind: z.enum(importKinds, {
    error: says('field_one_of', { field: 'Kind', values: importKinds.join(', ') }),
  }),
});
export const importTemplateBody = importKindBody;
export const importPlanBody = importRef.extend({
  mapping: importMapping,
  options: importOptions.prefault({}),
});
export type ImportPlanInput = z.input<typeof importPlanBody>;

export const rowErrorSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number(),
  field: z.string().nullable(),
  /** Why, as a refusal (shared/i18n/errors.ts): absent only on rows an import stored before reasons had codes. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Why, in English (the template filled). */
  message: z.string(),
  /** Whose row it is (the name, else the e-mail or employee ID in it), so hr finds it (issue 44, item 11). */
  person: z.string().optional(),
  /** The cell that was refused, as the file has it. */
  value: z.string().optional(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

export const importStatuses = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;

const counts = z.object({ created: z.number(), updated: z.number(), failed: z.number() });

export const importSchema = z.object({
  id: z.string(),
  kind: z.enum(importKinds),
  fileName: z.string(),
  headers: z.array(z.string()),
  /** The first rows as they are in the file, for the mapping screen. */
  sample: z.array(z.array(z.string())),
  rowCount: z.number(),
  mapping: z.record(z.string(), z.number()),
  options: importOptions,
  status: z.enum(importStatuses),
  /** While it runs: rows of the plan written so far, of `planned`. */
  planned: z.number(),
  done: z.number(),
  result: counts.nullable(),
  errors: z.array(rowErrorSchema),
  /** New people who still need a set-password link from hr (no e-mail server is set). */
  awaitingLinks: z.number(),
  /** What stopped the whole import (all-or-nothing with errors): a refusal and its English sentence. */
  failure: z
    .object({
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      message: z.string(),
    })
    .nullable(),
});
export type ImportView = z.infer<typeof importSchema>;

export const importReply = z.object({ data: importSchema });

/** A dry run: what the import would do. */
export const previewReply = z.object({
  data: counts.extend({
    total: z.number(),
    errors: z.array(rowErrorSchema),
    /** The list values the import would add (hr ticked "create missing list values"). */
    willCreate: z.array(z.object({ kind: z.enum(orgKinds), name: z.string() })).default([]),
  }),
});
export type ImportPreview = z.infer<typeof previewReply>['data'];

export const importLinksReply = z.object({
  links: z.array(z.object({ name: z.string(), email: z.string(), link: z.string() })),
});
