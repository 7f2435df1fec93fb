/** The organisation's own lists (issue 40): departments, designations, positions, branches, employment types. */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../server/db/columns.js';
import type { Labels } from '../../../shared/labels.js';
import { orgKinds, orgValueStates } from '../kinds.js';

/**
 * One value of one list. Employees keep the value's name in their text column (`department`, `designation`,
 * `position`, `branch`, `employment_type`), so a rename or a merge rewrites those columns in its transaction.
 * A value in use is retired, never deleted: retired values stay on the people who have them but cannot be chosen.
 */
export const organisationValues = pgTable(
  'organisation_values',
  {
    id: id(),
    kind: text('kind', { enum: orgKinds }).notNull(),
    name: text('name').notNull(),
    /** hr's short code (an accounting code, say); optional. */
    code: text('code'),
    /** Its name in other languages, `{ "ne": "वित्त" }` (issue 44): what readers of each see instead. */
    labels: jsonb('labels').$type<Labels>().notNull().default({}),
    status: text('status', { enum: orgValueStates }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    // One name per list whatever its case: "finance" is "Finance", also when two people add it at once.
    uniqueIndex('organisation_values_name_key').on(t.kind, sql`lower(${t.name})`),
    check(
      'organisation_values_kind',
      sql`${t.kind} in ('department', 'designation', 'position', 'branch', 'employment_type', 'festival', 'bank')`,
    ),
    check('organisation_values_labels', sql`jsonb_typeof(${t.labels}) = 'object'`),
    check('organisation_values_status', sql`${t.status} in ('active', 'retired')`),
    check(
      'organisation_values_name',
      sql`${t.name} = btrim(${t.name}) and length(${t.name}) between 1 and 100`,
    ),
  ],
);
