/**
 * The employees importer (rules §17): each row becomes the create form's payload (or, when hr chose to update,
 * the stored employee with the file's non-blank cells over it) and is checked by the same shared schemas, then
 * against the database and the rest of the file: e-mails and employee IDs unique, managers found (by e-mail or
 * employee ID, among the people or the file's rows, in any order) and no reporting loops. The plan orders new
 * people so that managers come before their reports, and gives each new person their id before anything is
 * written, so a resumed job writes the same people.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees, importedEmployees } from '../../../server/db/schema.js';
import { identityRuleOf } from '../../../shared/country-profiles.js';
import { refusal } from '../../../shared/i18n/refusals.js';
import { describeIssues } from '../../../shared/validation.js';
import { recordAudit } from '../../audit/server/writes.js';
import {
  createEmployeeBody,
  identityRequired,
  missingIdentity,
  underWorkingAge,
  updateEmployeeBody,
} from '../../employees/contract.js';
import { columns } from '../../employees/server/writes.js';
import type { OrgKind } from '../../organisation/contract.js';
import { createListValues, readOrgLists } from '../../organisation/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { importFields } from '../schemas.js';
import type { RowReader } from './cells.js';
import {
  choices,
  dates,
  fieldOfPath,
  type Input,
  labels,
  listed,
  pathOf,
  put,
  storedInput,
} from './employee-fields.js';
import { failSame, type Plan, type PlanContext } from './plan.js';

type Employee = typeof employees.$inferSelect;

export interface EmployeeItem {
  row: number;
  action: 'create' | 'update';
  id: string;
  values: Record<string, unknown>;
  /** The list values this row needs that the import adds first (hr ticked "create missing list values"). */
  creates?: { kind: OrgKind; name: string }[];
}

/** A new person's row: the create form without a password (they set one from a link). */
const newEmployeeRow = createEmployeeBody.omit({ password: true });

const lower = (text: string | null) => (text ?? '').toLowerCase();

interface Draft {
  reader: RowReader;
  action: 'create' | 'update';
  id: string;
  email: string;
  code: string;
  manager: string;
  values?: Record<string, unknown>;
  creates: { kind: OrgKind; name: string }[];
}

export async function planEmployees(db: Db, pii: PiiCipher, ctx: PlanContext): Promise<Plan<EmployeeItem>> {
  // Everyone's e-mail, ID, manager and department; whole rows only when they may be updated.
  const people = (
    ctx.options.update
      ? await db.select().from(employees)
      : await db
          .select({
            id: employees.id,
            email: employees.email,
            employeeCode: employees.employeeCode,
            status: employees.status,
            managerId: employees.managerId,
            role: employees.role,
          })
          .from(employees)
  ) as Employee[];
  const byCode = new Map(people.map((p) => [lower(p.employeeCode), p]));
  const byEmail = new Map(people.map((p) => [lower(p.email), p]));
  const lists = await readOrgLists(db);
  // A value is known by its name or by a label hr gave it (a file exported in Nepali names a department so).
  const byLabel = new Map(
    Object.entries(lists).flatMap(([kind, values]) =>
      [...values.values()].flatMap((v) =>
        Object.values(v.labels).map((l) => [`${kind}\n${lower(l)}`, v] as const),
      ),
    ),
  );
  const identityRule = identityRuleOf(await getSettings(db));
  /** Values the file adds to a list, by kind and lower-cased name: the first row's spelling. */
  const adding = new Map<string, { kind: OrgKind; name: string }>();
  const drafts: Draft[] = [];

  for (const reader of ctx.readers) {
    const code = reader.text('employeeId');
    const match = byCode.get(lower(code));
    if (match && !ctx.options.update) reader.fail('employeeId', refusal('import_code_taken'));
    const action = match ? 'update' : 'create';
    const input: Input = match ? storedInput(match) : {};
    const creates = new Map<string, { kind: OrgKind; name: string }>();
    for (const field of importFields.employees) {
      if (field.key === 'manager' || !reader.has(field.key)) continue;
      const text = reader.text(field.key);
      if (text === '' && match) continue;
      let value: unknown = text;
      if (dates.has(field.key)) value = reader.date(field.key, field.header, ctx.options.dateFormat) ?? '';
      else if (choices[field.key]) value = reader.choice(field.key, choices[field.key]!);
      else if (listed[field.key] && text.trim()) {
        const kind = listed[field.key]!;
        const name = text.trim();
        const key = `${kind}\n${lower(name)}`;
        const value_ = lists[kind].get(lower(name)) ?? byLabel.get(`${kind}\n${lower(name)}`);
        if (value_?.status === 'active') value = value_.name;
        else if (value_) reader.fail(field.key, refusal('org_value_retired', { kind, name: value_.name }));
        else if (!ctx.options.createMissing)
          reader.fail(field.key, refusal('org_value_unknown', { kind, name }));
        else {
          const adds = adding.get(key) ?? { kind, name };
          adding.set(key, adds);
          creates.set(key, adds);
          value = adds.name;
        }
      }
      put(input, pathOf(field.key), value);
    }
    const parsed = match
      ? updateEmployeeBody.safeParse({ ...input, employee_id: match.id })
      : newEmployeeRow.safeParse(input);
    const draft: Draft = {
      reader,
      action,
      id: match?.id ?? randomUUID(),
      email: lower(typeof input.email === 'string' ? input.email.trim() : ''),
      code: lower(code),
      manager: lower(reader.text('manager')),
      creates: [...creates.values()],
    };
    if (parsed.success) {
      const body = parsed.data as Parameters<typeof columns>[0];
      draft.email = body.email;
      draft.values = { ...columns(body, pii), id: draft.id };
      if (!match) draft.values.dateOfJoining ??= ctx.today;
      // role-value: a rule about roles, not about who may act: nobody changes their own.
      if (match?.id === ctx.by && body.role && body.role !== match.role)
        reader.fail('role', refusal('import_own_role'));
    } else
      for (const issue of parsed.error.issues) {
        const { refusal: why, field } = describeIssues([issue]);
        reader.fail(fieldOfPath.get(field ?? '') ?? null, why);
      }
    const employment = input.employmentDetails as Record<string, unknown> | undefined;
    const joining = (employment?.dateOfJoining as string) || ctx.today;
    if (underWorkingAge(input.dateofBirth as string, joining))
      reader.fail('dateofBirth', refusal('birth_under_age'));
    // The identity numbers the organisation requires: a new person's all, an update's as the form's (decision 006).
    if (!match || ctx.options.update)
      for (const field of missingIdentity(identityRule, input.payrollInfo as Input, match))
        reader.fail(field, identityRequired(field));
    // Checked whether or not the rest of the row is valid, so a row's problems come at once (issue 44, item 11).
    const owner = draft.email ? byEmail.get(draft.email) : undefined;
    if (owner && owner.id !== match?.id) reader.fail('email', refusal('email_taken'));
    drafts.push(draft);
  }

  // Two rows with the same e-mail or employee ID: neither is imported, each names the other.
  const draftOf = new Map(drafts.map((d) => [d.reader, d]));
  for (const [key, field] of [
    ['email', 'email'],
    ['code', 'employeeId'],
  ] as const)
    failSame(
      drafts.map((d) => d.reader),
      (r) => draftOf.get(r)![key],
      field,
      (row) => refusal('import_duplicate', { field: labels.get(field)!, row }),
    );
  resolveManagers(drafts, byCode, byEmail, people);
  const plan = planOf(drafts);
  // Only what the rows that are imported need is created.
  const needed = new Set(
    plan.items.flatMap((i) => (i.creates ?? []).map((c) => `${c.kind}\n${lower(c.name)}`)),
  );
  plan.willCreate = [...adding].filter(([key]) => needed.has(key)).map(([, value]) => value);
  return plan;
}

/**
 * Each row's manager: a row of the file (by employee ID, else e-mail), else an active employee. A new person's
 * manager row must be imported first: rows whose manager row fails fail too, and loops (through the file's
 * rows or the people's current lines) fail every row on them.
 */
function resolveManagers(
  drafts: Draft[],
  byCode: Map<string, Employee>,
  byEmail: Map<string, Employee>,
  people: Employee[],
) {
  const inFile = new Map<string, Draft>();
  for (const d of drafts) if (d.email) inFile.set(d.email, d);
  for (const d of drafts) if (d.code) inFile.set(d.code, d);
  const managerOf = new Map(people.map((p) => [p.id, p.managerId]));
  const rowOf = new Map<string, Draft>();
  const managerRow = new Map<Draft, Draft>();
  for (const d of drafts) {
    rowOf.set(d.id, d);
    if (!d.manager) {
      if (d.action === 'create') managerOf.set(d.id, null);
      continue;
    }
    const row = inFile.get(d.manager);
    const person = byCode.get(d.manager) ?? byEmail.get(d.manager);
    const id = row?.id ?? (person?.status === 'active' ? person.id : undefined);
    if (!id) d.reader.fail('manager', refusal('import_manager_unknown'));
    else if (id === d.id) d.reader.fail('manager', refusal('own_manager'));
    else {
      managerOf.set(d.id, id);
      if (row) managerRow.set(d, row);
      if (d.values) d.values.managerId = id;
    }
  }
  // Walks up each line once: people known to reach the top are not walked again.
  const reachesTop = new Set<string>();
  for (const d of drafts) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let at: string | null | undefined = d.id;
    while (at && !reachesTop.has(at) && !onPath.has(at)) {
      path.push(at);
      onPath.add(at);
      at = managerOf.get(at);
    }
    if (at && onPath.has(at)) {
      for (const id of path) rowOf.get(id)?.reader.fail('manager', refusal('import_manager_loop'));
      for (const id of path) managerOf.set(id, null);
    }
    for (const id of path) reachesTop.add(id);
  }
  // A failed manager row fails its reports, and theirs, until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [d, manager] of managerRow)
      if (manager.reader.errors.length > 0 && d.reader.errors.length === 0) {
        d.reader.fail('manager', refusal('import_manager_failed', { row: manager.reader.row }));
        changed = true;
      }
  }
}

/** The rows without errors, each after the file row it reports to. */
function planOf(drafts: Draft[]): Plan<EmployeeItem> {
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const depth = new Map<Draft, number>();
  const depthOf = (start: Draft): number => {
    const path: Draft[] = [];
    const seen = new Set<Draft>();
    let base = -1;
    for (let d: Draft | undefined = start; d && !seen.has(d); ) {
      const known = depth.get(d);
      if (known !== undefined) {
        base = known;
        break;
      }
      path.push(d);
      seen.add(d);
      d = byId.get(d.values?.managerId as string);
    }
    for (const [i, d] of path.reverse().entries()) depth.set(d, base + 1 + i);
    return depth.get(start)!;
  };
  const good = drafts.filter((d) => d.reader.errors.length === 0);
  const items = good
    .map((d) => ({
      row: d.reader.row,
      action: d.action,
      id: d.id,
      values: d.values!,
      ...(d.creates.length > 0 && { creates: d.creates }),
      depth: depthOf(d),
    }))
    .sort((a, b) => a.depth - b.depth || a.row - b.row)
    .map(({ depth: _, ...item }) => item);
  return {
    items,
    errors: drafts.flatMap((d) => d.reader.errors),
    created: items.filter((i) => i.action === 'create').length,
    updated: items.filter((i) => i.action === 'update').length,
    failed: drafts.length - good.length,
  };
}

/** Writes a batch: new people (with the import's unusable password until they set theirs), then changes. */
export async function writeEmployees(
  tx: Tx,
  by: Actor,
  items: EmployeeItem[],
  context: { importId: string; passwordHash: string; now: Date },
) {
  // The list values the rows need first (issue 40); a value an earlier batch added is left as it is.
  await createListValues(
    tx,
    by,
    items.flatMap((i) => i.creates ?? []),
  );
  const creates = items.filter((i) => i.action === 'create');
  if (creates.length > 0) {
    // The plan holds each new person's row, id included: it is what the audit entry records.
    await tx.insert(employees).values(
      creates.map((i) => ({
        ...(i.values as typeof employees.$inferInsert),
        passwordHash: context.passwordHash,
      })),
    );
    await tx
      .insert(importedEmployees)
      .values(creates.map((i) => ({ employeeId: i.id, importId: context.importId })));
    await recordAudit(
      tx,
      by,
      creates.map((i) => ({ action: 'import', entity: 'employee', entityId: i.id, after: i.values })),
    );
  }
  const updates = items.filter((i) => i.action === 'update');
  if (updates.length === 0) return;
  const before = new Map(
    (
      await tx
        .select()
        .from(employees)
        .where(
          inArray(
            employees.id,
            updates.map((u) => u.id),
          ),
        )
    ).map((row) => [row.id, row]),
  );
  for (const item of updates) {
    const { id, ...set } = item.values;
    const [after] = await tx
      .update(employees)
      .set({ ...(set as Partial<Employee>), updatedAt: context.now })
      .where(inArray(employees.id, [id as string]))
      .returning();
    await recordAudit(tx, by, {
      action: 'import',
      entity: 'employee',
      entityId: item.id,
      before: before.get(item.id),
      after,
    });
  }
}
