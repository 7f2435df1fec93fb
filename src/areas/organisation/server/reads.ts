/**
 * What the organisation area publishes to other areas' server code (issue 40): the lists as a lookup, and the
 * check an employee's create or update passes: each list field names an active value (found ignoring case, and
 * written as the list spells it); a retired value a person already has may stay.
 */
import type { Db, Tx } from '../../../server/db/client.js';
import { organisationValues } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { type Labels, labelled } from '../../../shared/labels.js';
import type { Language } from '../../../shared/locale.js';
import { type OrgKind, orgKinds } from '../kinds.js';

export interface ListedValue {
  name: string;
  status: 'active' | 'retired';
  labels: Labels;
}
/** Each kind's values by their lower-cased name. */
export type OrgLists = Record<OrgKind, Map<string, ListedValue>>;

export async function readOrgLists(db: Db | Tx): Promise<OrgLists> {
  const rows = await db
    .select({
      kind: organisationValues.kind,
      name: organisationValues.name,
      status: organisationValues.status,
      labels: organisationValues.labels,
    })
    .from(organisationValues);
  const lists = Object.fromEntries(orgKinds.map((k) => [k, new Map<string, ListedValue>()])) as OrgLists;
  for (const r of rows)
    lists[r.kind].set(r.name.toLowerCase(), { name: r.name, status: r.status, labels: r.labels });
  return lists;
}

/**
 * How a text in `language` (a CSV, a payslip) names a value of one of the lists: its label in that language,
 * else the name as the person's column holds it (issue 44).
 */
export const orgNamer =
  (lists: OrgLists, language: Language) =>
  (kind: OrgKind, name: string | null | undefined): string =>
    name ? labelled(name, lists[kind].get(name.toLowerCase())?.labels, language) : '';

/** The employee form's field of each kind, for the refusal's `field`. */
const formField: Record<OrgKind, string> = {
  department: 'employmentDetails.department',
  designation: 'employmentDetails.designation',
  position: 'employmentDetails.position',
  branch: 'employmentDetails.branch',
  employment_type: 'employmentDetails.employmentType',
  festival: 'employmentDetails.festival',
  bank: 'payrollInfo.bank',
};

/**
 * The values as their lists spell them; refuses a value not in its list (400) or retired (409), unless `kept`
 * (what the person has now) already holds it. The refusal names the employee form's field, or `fields`' (another
 * form's: the profile change dialog's `bank`).
 */
export async function checkOrgValues(
  db: Db | Tx,
  chosen: Partial<Record<OrgKind, string | null | undefined>>,
  kept: Partial<Record<OrgKind, string | null>> = {},
  fields: Partial<Record<OrgKind, string>> = formField,
): Promise<Partial<Record<OrgKind, string>>> {
  const wanted = orgKinds.filter((k) => chosen[k]);
  if (wanted.length === 0) return {};
  const lists = await readOrgLists(db);
  const out: Partial<Record<OrgKind, string>> = {};
  for (const kind of wanted) {
    const name = chosen[kind]!;
    if (kept[kind] && kept[kind]!.toLowerCase() === name.toLowerCase()) {
      out[kind] = kept[kind]!;
      continue;
    }
    const value = lists[kind].get(name.toLowerCase());
    const field = fields[kind] ?? formField[kind];
    if (!value) throw refuse(400, 'org_value_unknown', { kind, name }, { field });
    if (value.status !== 'active')
      throw refuse(409, 'org_value_retired', { kind, name: value.name }, { field });
    out[kind] = value.name;
  }
  return out;
}
