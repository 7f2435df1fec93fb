/**
 * What the organisation area publishes for other areas' writes (issue 40): an import adds the list values hr let
 * it create, in the import's own transaction.
 */
import type { Actor } from '../../../server/actor.js';
import type { Tx } from '../../../server/db/client.js';
import { organisationValues } from '../../../server/db/schema.js';
import { recordAudit } from '../../audit/server/writes.js';
import type { OrgKind } from '../kinds.js';

export { readOrgLists } from './reads.js';

/** Adds the values not in their lists yet (ignoring case), audited; those already there are left as they are. */
export async function createListValues(tx: Tx, by: Actor, values: { kind: OrgKind; name: string }[]) {
  const unique = new Map(values.map((v) => [`${v.kind}\n${v.name.toLowerCase()}`, v]));
  if (unique.size === 0) return;
  const added = await tx
    .insert(organisationValues)
    .values([...unique.values()].map((v) => ({ kind: v.kind, name: v.name })))
    // The list's unique index (kind, lower(name)) is the conflict: a value already there is left as it is.
    .onConflictDoNothing()
    .returning();
  await recordAudit(
    tx,
    by,
    added.map((row) => ({ action: 'create', entity: 'organisation_value', entityId: row.id, after: row })),
  );
}
