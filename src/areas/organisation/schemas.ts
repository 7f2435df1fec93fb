/**
 * The organisation's own lists (issue 40): the calls' payloads and replies. hr adds, renames, merges, retires and
 * restores values; everyone who fills a form reads the active values.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { labelsSchema } from '../../shared/labels.js';
import { idOf } from '../../shared/schemas.js';
import { MAX_ORG_CODE, MAX_ORG_NAME, orgKinds, orgValueStates } from './kinds.js';

export * from './kinds.js';

export const orgMessages = {
  added: 'Added to the list.',
  renamed: 'Renamed.',
  merged: 'Merged.',
  retired: 'Retired.',
  restored: 'Restored.',
} as const;

const kind = z.enum(orgKinds, {
  error: says('field_one_of', { field: 'Kind', values: orgKinds.join(', ') }),
});
const name = z
  .string({ error: says('field_required', { field: 'Name' }) })
  .trim()
  .min(1, { error: says('field_required', { field: 'Name' }) })
  .max(MAX_ORG_NAME, { error: says('field_too_long', { field: 'Name', max: MAX_ORG_NAME }) });
const code = z
  .string({ error: says('field_text', { field: 'Code' }) })
  .trim()
  .max(MAX_ORG_CODE, { error: says('field_too_long', { field: 'Code', max: MAX_ORG_CODE }) })
  .nullish()
  .transform((v) => v || null);

/** Its name in other languages (issue 44): left out on a rename, the labels stay as they are. */
const labels = labelsSchema.optional();

export const addOrgValueBody = z.object({ kind, name, code, labels });
export type AddOrgValueBody = z.output<typeof addOrgValueBody>;

export const renameOrgValueBody = z.object({ _id: idOf('_id'), name, code, labels });
export type RenameOrgValueBody = z.output<typeof renameOrgValueBody>;

export const mergeOrgValueBody = z.object({ _id: idOf('_id'), into: idOf('into') });
export const orgValueIdBody = z.object({ _id: idOf('_id') });

/** hr's view of a value: its state and how many people have it. */
export const orgValueSchema = z.object({
  _id: z.string(),
  kind: z.enum(orgKinds),
  name: z.string(),
  code: z.string().nullable(),
  labels: z.record(z.string(), z.string()),
  status: z.enum(orgValueStates),
  people: z.number().int(),
});
export type OrgValue = z.infer<typeof orgValueSchema>;
export const orgValuesReply = z.object({ values: z.array(orgValueSchema) });

/** Each labelled value's labels by its name: retired values' too, since people still have them (issue 44). */
const labelsByName = z.record(z.string(), z.record(z.string(), z.string()));

/** What a form offers: the active values of each list, in name order; and what every screen shows for a name. */
export const orgChoicesReply = z.object({
  department: z.array(z.string()),
  designation: z.array(z.string()),
  position: z.array(z.string()),
  branch: z.array(z.string()),
  employment_type: z.array(z.string()),
  /** The festivals a person may choose for their festival allowance (Labour Act 2074 s.37). */
  festival: z.array(z.string()),
  /** Banks (issue 41): a person's bank account is at one of them. */
  bank: z.array(z.string()),
  labels: z.object({
    department: labelsByName,
    designation: labelsByName,
    position: labelsByName,
    branch: labelsByName,
    employment_type: labelsByName,
    festival: labelsByName,
    bank: labelsByName,
  }),
});
export type OrgChoices = z.infer<typeof orgChoicesReply>;

export const orgMessageReply = z.object({ message: z.string() });
