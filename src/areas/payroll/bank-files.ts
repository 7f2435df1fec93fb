/**
 * Bank transfer files by templates hr defines (issue 41): the columns a template may have, its file kinds, the
 * template's payload and reply, and the download's. Shared: the server's checks and files, hr's screens.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';

/** What a column may hold, in the order hr's picker offers them. */
export const bankFileColumns = [
  'employee_code',
  'name',
  'account',
  'bank',
  'branch',
  'amount',
  'currency',
  'narration',
  'month',
  'fiscal_year',
] as const;
export type BankFileColumnKey = (typeof bankFileColumns)[number];

/** XLSX keeps the account a text cell (leading zeros survive); a spreadsheet opening a CSV may drop them. */
export const bankFileKinds = ['xlsx', 'csv'] as const;
export type BankFileKind = (typeof bankFileKinds)[number];

/** In a narration, `{month}` becomes the run's month (`2082-04`) and `{year}` its fiscal year's name (`2082/83`). */
export const NARRATION_MONTH = '{month}';
export const NARRATION_YEAR = '{year}';

export const MAX_TEMPLATE_COLUMNS = 20;
const text = (field: string, max: number) =>
  z
    .string({ error: says('field_text', { field }) })
    .trim()
    .max(max, { error: says('field_too_long', { field, max }) });

const column = z.object({
  // Checked by the service, which names the unknown column in its refusal.
  key: z.string({ error: says('field_text', { field: 'Column' }) }).max(40),
  header: text('Header', 60),
  /** A narration's words (with `{month}`, `{year}`); other columns ignore it. */
  text: text('Narration', 140).optional(),
});
export type BankFileColumn = { key: BankFileColumnKey; header: string; text?: string };

/** POST /employee/savebanktemplate: a new template, or (with `_id`) a change to one. */
export const bankTemplateBody = z.object({
  _id: idOf('_id').optional(),
  name: text('Name', 100).min(1, { error: says('field_required', { field: 'Name' }) }),
  /** One of hr's banks; null (or blank) for any bank. */
  bank: text('Bank', 100)
    .nullish()
    .transform((v) => v || null),
  columns: z.array(column).max(MAX_TEMPLATE_COLUMNS, {
    error: says('field_too_long', { field: 'Columns', max: MAX_TEMPLATE_COLUMNS }),
  }),
  header_row: z.boolean().default(true),
  total_row: z.boolean().default(true),
  kind: z
    .enum(bankFileKinds, { error: says('field_either', { field: 'Kind', first: 'xlsx', second: 'csv' }) })
    .default('xlsx'),
});
export type BankTemplateInput = z.input<typeof bankTemplateBody>;
export type BankTemplateBody = z.output<typeof bankTemplateBody>;

export const bankTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  bank: z.string().nullable(),
  columns: z.array(
    z.object({ key: z.enum(bankFileColumns), header: z.string(), text: z.string().optional() }),
  ),
  header_row: z.boolean(),
  total_row: z.boolean(),
  kind: z.enum(bankFileKinds),
});
export type BankTemplate = z.infer<typeof bankTemplateSchema>;
export const bankTemplatesReply = z.object({ templates: z.array(bankTemplateSchema) });
export const bankTemplateRef = z.object({ _id: idOf('_id') });

/** POST /employee/exportbankfile: a locked run's file by one template. */
export const bankFileBody = z.object({ _id: idOf('_id'), template_id: idOf('template_id') });
