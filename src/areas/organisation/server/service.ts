/**
 * The organisation's own lists (issue 40): hr adds, renames, merges, retires and restores values. Employees keep
 * the value's name in their text columns, so a rename or a merge rewrites those columns, the cover minimums in
 * the settings and the approval rules naming a department, all in the change's transaction, audited.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import {
  approvalRules,
  employees,
  organisationSettings,
  organisationValues,
} from '../../../server/db/schema.js';
import { constraintRefusal, refuse } from '../../../server/http/errors.js';
import type { Labels } from '../../../shared/labels.js';
import { recordAudit } from '../../audit/server/writes.js';
import type { CoverMinimum } from '../../settings/contract.js';
import {
  type AddOrgValueBody,
  type OrgChoices,
  type OrgKind,
  orgKinds,
  type RenameOrgValueBody,
  orgMessages as say,
} from '../schemas.js';

type ValueRow = typeof organisationValues.$inferSelect;

/** The employees' column holding each kind's name. */
export const employeeColumn = {
  department: employees.department,
  designation: employees.designation,
  position: employees.position,
  branch: employees.branch,
  employment_type: employees.employmentType,
  festival: employees.festival,
  bank: employees.bank,
} as const;
const columnName: Record<OrgKind, string> = {
  department: 'department',
  designation: 'designation',
  position: 'position',
  branch: 'branch',
  employment_type: 'employment_type',
  festival: 'festival',
  bank: 'bank',
};

const notFound = () => refuse(404, 'org_value_not_found', { field: '_id' });
const taken = (kind: OrgKind, name: string) =>
  refuse(409, 'org_value_name_taken', { kind, name }, { field: 'name' });

/** A lost race for a name reads exactly as the check in code that came first. */
async function nameOnce<T>(kind: OrgKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintRefusal(error) || isNameKey(error)) throw taken(kind, name);
    throw error;
  }
}
function isNameKey(error: unknown): boolean {
  for (let e = error as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.constraint === 'organisation_values_name_key') return true;
  return false;
}

export async function listValues(db: Db) {
  const values = await db
    .select()
    .from(organisationValues)
    .orderBy(asc(organisationValues.kind), sql`lower(${organisationValues.name})`);
  const counts = await queryRows<{ kind: OrgKind; name: string; n: number }>(
    db,
    sql.raw(
      orgKinds
        .map(
          (k) =>
            `select '${k}' as kind, lower(${columnName[k]}) as name, count(*)::int as n from employees where ${columnName[k]} is not null group by lower(${columnName[k]})`,
        )
        .join(' union all '),
    ),
  );
  const people = new Map(counts.map((c) => [`${c.kind}\n${c.name}`, Number(c.n)]));
  return {
    values: values.map((v) => ({
      _id: v.id,
      kind: v.kind,
      name: v.name,
      code: v.code,
      labels: v.labels,
      status: v.status,
      people: people.get(`${v.kind}\n${v.name.toLowerCase()}`) ?? 0,
    })),
  };
}

export async function listChoices(db: Db): Promise<OrgChoices> {
  const rows = await db
    .select({
      kind: organisationValues.kind,
      name: organisationValues.name,
      status: organisationValues.status,
      labels: organisationValues.labels,
    })
    .from(organisationValues)
    .orderBy(sql`lower(${organisationValues.name})`);
  const choices: OrgChoices = {
    department: [],
    designation: [],
    position: [],
    branch: [],
    employment_type: [],
    festival: [],
    bank: [],
    labels: {
      department: {},
      designation: {},
      position: {},
      branch: {},
      employment_type: {},
      festival: {},
      bank: {},
    },
  };
  for (const r of rows) {
    if (r.status === 'active') choices[r.kind].push(r.name);
    if (Object.keys(r.labels).length) choices.labels[r.kind][r.name] = r.labels;
  }
  return choices;
}

async function sameName(tx: Tx, kind: OrgKind, name: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: organisationValues.id })
    .from(organisationValues)
    .where(
      and(
        eq(organisationValues.kind, kind),
        sql`lower(${organisationValues.name}) = lower(${name})`,
        exceptId ? ne(organisationValues.id, exceptId) : undefined,
      ),
    );
  return other;
}

/** Adds a value, audited; `tx` lets an import add the values it creates in its own transaction. */
export async function insertValue(
  tx: Tx,
  by: Actor,
  kind: OrgKind,
  name: string,
  code: string | null = null,
  labels: Labels = {},
) {
  if (await sameName(tx, kind, name)) throw taken(kind, name);
  const [row] = await tx.insert(organisationValues).values({ kind, name, code, labels }).returning();
  await recordAudit(tx, by, {
    action: 'create',
    entity: 'organisation_value',
    entityId: row!.id,
    after: row,
  });
  return row!;
}

export async function addValue(db: Db, by: Actor, body: AddOrgValueBody) {
  await nameOnce(body.kind, body.name, () =>
    db.transaction((tx) => insertValue(tx, by, body.kind, body.name, body.code, body.labels)),
  );
  return { message: say.added };
}

async function lockValue(tx: Tx, id: string) {
  const [row] = await tx.select().from(organisationValues).where(eq(organisationValues.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Every reference to `from` (a name of `kind`) becomes `to`: people, cover minimums, approval rules. */
async function moveReferences(tx: Tx, kind: OrgKind, from: string, to: string, now: Date) {
  const column = employeeColumn[kind];
  const moved = await tx
    .update(employees)
    .set({ [columnKey[kind]]: to, updatedAt: now })
    .where(sql`lower(${column}) = lower(${from})`)
    .returning({ id: employees.id });
  if (kind !== 'department') return moved.length;
  await tx
    .update(approvalRules)
    .set({ department: to, updatedAt: now })
    .where(sql`lower(${approvalRules.department}) = lower(${from})`);
  const [settings] = await tx
    .select({ id: organisationSettings.id, coverMinimums: organisationSettings.coverMinimums })
    .from(organisationSettings)
    .for('update');
  if (settings) {
    const list = settings.coverMinimums;
    const lower = (s: string) => s.toLowerCase();
    if (list.some((c) => lower(c.department) === lower(from))) {
      // Two minimums for one department after a merge: the larger holds, as both did before.
      const next: CoverMinimum[] = [];
      for (const c of list) {
        const department = lower(c.department) === lower(from) ? to : c.department;
        const same = next.find((n) => lower(n.department) === lower(department));
        if (same) same.minimum = Math.max(same.minimum, c.minimum);
        else next.push({ department, minimum: c.minimum });
      }
      await tx
        .update(organisationSettings)
        .set({ coverMinimums: next })
        .where(eq(organisationSettings.id, settings.id));
    }
  }
  return moved.length;
}
const columnKey = {
  department: 'department',
  designation: 'designation',
  position: 'position',
  branch: 'branch',
  employment_type: 'employmentType',
  festival: 'festival',
  bank: 'bank',
} as const satisfies Record<OrgKind, keyof typeof employees.$inferInsert>;

export async function renameValue(db: Db, by: Actor, body: RenameOrgValueBody, now: Date) {
  await db.transaction(async (tx) => {
    const before = await lockValue(tx, body._id);
    if (await sameName(tx, before.kind, body.name, before.id)) throw taken(before.kind, body.name);
    const [after] = await nameOnce(before.kind, body.name, () =>
      tx
        .update(organisationValues)
        .set({ name: body.name, code: body.code, labels: body.labels ?? before.labels, updatedAt: now })
        .where(eq(organisationValues.id, before.id))
        .returning(),
    );
    const people =
      before.name === body.name ? 0 : await moveReferences(tx, before.kind, before.name, body.name, now);
    await recordAudit(tx, by, {
      action: 'rename',
      entity: 'organisation_value',
      entityId: before.id,
      before,
      after: { ...after, people },
    });
  });
  return { message: say.renamed };
}

export async function mergeValue(db: Db, by: Actor, sourceId: string, intoId: string, now: Date) {
  if (sourceId === intoId) throw refuse(400, 'org_value_merge_self', { field: 'into' });
  await db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot wait on each other.
    const [first, second] = [sourceId, intoId].sort();
    const a = await lockValue(tx, first!);
    const b = await lockValue(tx, second!);
    const source = a.id === sourceId ? a : b;
    const target = a.id === intoId ? a : b;
    if (source.kind !== target.kind) throw refuse(400, 'org_value_merge_kind', { field: 'into' });
    if (target.status !== 'active')
      throw refuse(409, 'org_value_merge_retired', { name: target.name }, { field: 'into' });
    const people = await moveReferences(tx, source.kind, source.name, target.name, now);
    const [after] = await tx
      .update(organisationValues)
      .set({ status: 'retired', updatedAt: now })
      .where(eq(organisationValues.id, source.id))
      .returning();
    await recordAudit(tx, by, {
      action: 'merge',
      entity: 'organisation_value',
      entityId: source.id,
      before: source,
      after: { ...after, mergedInto: target.id, mergedIntoName: target.name, people },
    });
  });
  return { message: say.merged };
}

async function setStatus(db: Db, by: Actor, id: string, status: ValueRow['status'], now: Date) {
  await db.transaction(async (tx) => {
    const before = await lockValue(tx, id);
    if (before.status === status) return;
    const [after] = await tx
      .update(organisationValues)
      .set({ status, updatedAt: now })
      .where(eq(organisationValues.id, id))
      .returning();
    await recordAudit(tx, by, {
      action: status === 'retired' ? 'retire' : 'restore',
      entity: 'organisation_value',
      entityId: id,
      before,
      after,
    });
  });
}

export async function retireValue(db: Db, by: Actor, id: string, now: Date) {
  await setStatus(db, by, id, 'retired', now);
  return { message: say.retired };
}

export async function restoreValue(db: Db, by: Actor, id: string, now: Date) {
  await setStatus(db, by, id, 'active', now);
  return { message: say.restored };
}
