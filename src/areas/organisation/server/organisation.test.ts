/**
 * The organisation's own lists (issue 40): hr adds, renames, merges, retires and restores values; a rename or a
 * merge moves every reference (people, cover minimums, approval rules); a retired value cannot be chosen for a
 * new or changed person but stays on those who have it; a name is one value per list whatever its case, also
 * when two people add it at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRules, auditLog, employees, organisationValues } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import { addListValues } from '../../../server/test/org-lists.js';
import { createPayload } from '../../employees/server/employee-test-helpers.js';
import type { OrgKind } from '../kinds.js';

const h = setupHarness({ logger: { level: 'error' } });
const call = callerOf(h);
type Headers = Record<string, string>;

async function hrHeaders() {
  return (await actorOf(h, 'hr')).headers;
}

async function listed(kind: OrgKind, name: string) {
  const values = (await call('getorgvalues', await hrHeaders())).json().values as {
    _id: string;
    kind: string;
    name: string;
    status: string;
    people: number;
  }[];
  return values.find((v) => v.kind === kind && v.name.toLowerCase() === name.toLowerCase());
}

async function add(hr: Headers, kind: OrgKind, name: string) {
  const reply = await call('addorgvalue', hr, { kind, name });
  expect(reply.statusCode, reply.body).toBe(200);
  return (await listed(kind, name))!;
}

describe('the lists', () => {
  it('start with the positions and employment types the product had as fixed lists', async () => {
    const choices = (await call('getorgchoices', (await actorOf(h, 'employee')).headers)).json();
    expect(choices.position).toEqual(
      expect.arrayContaining(['CEO', 'CTO', 'HR', 'Manager', 'Supervisor', 'Officer', 'Intern']),
    );
    expect(choices.employment_type).toEqual(
      expect.arrayContaining(['full-time', 'part-time', 'contract', 'intern']),
    );
  });

  it('add a value once per list whatever its case, audited, and count the people who have it', async () => {
    const hr = await hrHeaders();
    const name = `Research ${unique()}`;
    const value = await add(hr, 'department', name);
    expect(value).toMatchObject({ status: 'active', people: 0 });
    const again = await call('addorgvalue', hr, { kind: 'department', name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'org_value_name_taken', field: 'name' });
    // The same name in another list is another value.
    expect((await call('addorgvalue', hr, { kind: 'designation', name })).statusCode).toBe(200);
    await createEmployee(h, { department: name.toLowerCase() });
    expect((await listed('department', name))!.people).toBe(1);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organisation_value'), eq(auditLog.entityId, value._id)));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('refuse a blank name and an unknown kind with the field named', async () => {
    const hr = await hrHeaders();
    const blank = await call('addorgvalue', hr, { kind: 'department', name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'field_required', field: 'name' });
    const kind = await call('addorgvalue', hr, { kind: 'colour', name: 'Blue' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ field: 'kind' });
  });

  it('keep one value when two people add the same name at once (the unique index)', async () => {
    const hr = await hrHeaders();
    const name = `Race ${unique()}`;
    const replies = await Promise.all(
      [name, name.toLowerCase(), name.toUpperCase()].map((n) =>
        call('addorgvalue', hr, { kind: 'branch', name: n }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await h.database.db
      .select()
      .from(organisationValues)
      .where(
        and(eq(organisationValues.kind, 'branch'), sql`lower(${organisationValues.name}) = lower(${name})`),
      );
    expect(rows).toHaveLength(1);
    // Written past the service, the database itself refuses the second.
    await expect(
      h.database.db.insert(organisationValues).values({ kind: 'branch', name: name.toUpperCase() }),
    ).rejects.toThrow();
  });
});

describe('rename', () => {
  it('renames every person’s value, the cover minimum and the approval rule naming it, in one step', async () => {
    const hr = await hrHeaders();
    const old = `Ops ${unique()}`;
    const value = await add(hr, 'department', old);
    const a = await createEmployee(h, { department: old });
    const b = await createEmployee(h, { department: old.toUpperCase() });
    const saved = (await call('getsettings', hr)).json().coverMinimums;
    expect(
      (await call('updatesettings', hr, { coverMinimums: [...saved, { department: old, minimum: 2 }] }))
        .statusCode,
    ).toBe(200);
    const [rule] = await h.database.db
      .insert(approvalRules)
      .values({ name: `Rule ${unique()}`, kind: 'leave', department: old, steps: [] })
      .returning();
    const renamed = `Operations ${unique()}`;
    const reply = await call('renameorgvalue', hr, { _id: value._id, name: renamed, code: 'OPS' });
    expect(reply.statusCode, reply.body).toBe(200);
    const people = await h.database.db
      .select({ department: employees.department })
      .from(employees)
      .where(sql`${employees.id} in (${a.id}, ${b.id})`);
    expect(people.map((p) => p.department)).toEqual([renamed, renamed]);
    const cover = (await call('getsettings', hr)).json().coverMinimums;
    expect(cover).toContainEqual({ department: renamed, minimum: 2 });
    expect(cover.some((c: { department: string }) => c.department === old)).toBe(false);
    const [after] = await h.database.db.select().from(approvalRules).where(eq(approvalRules.id, rule!.id));
    expect(after!.department).toBe(renamed);
    expect(await listed('department', renamed)).toMatchObject({ people: 2, status: 'active' });
    await call('updatesettings', hr, { coverMinimums: saved });
  });

  it('refuses a name another value of the list has, and an unknown value', async () => {
    const hr = await hrHeaders();
    const first = await add(hr, 'designation', `Clerk ${unique()}`);
    const second = await add(hr, 'designation', `Typist ${unique()}`);
    const taken = await call('renameorgvalue', hr, { _id: second._id, name: first.name.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'org_value_name_taken' });
    const missing = await call('renameorgvalue', hr, { _id: crypto.randomUUID(), name: 'Anything' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'org_value_not_found' });
  });
});

describe('merge', () => {
  it('moves every reference to the target and retires the source, audited', async () => {
    const hr = await hrHeaders();
    const typo = `Reserch ${unique()}`;
    const right = `Research ${unique()}`;
    const source = await add(hr, 'department', typo);
    const target = await add(hr, 'department', right);
    const person = await createEmployee(h, { department: typo });
    const saved = (await call('getsettings', hr)).json().coverMinimums;
    await call('updatesettings', hr, {
      coverMinimums: [...saved, { department: typo, minimum: 3 }, { department: right, minimum: 1 }],
    });
    const reply = await call('mergeorgvalue', hr, { _id: source._id, into: target._id });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, person.id));
    expect(row!.department).toBe(right);
    // One minimum for the merged department: the larger, as both held before.
    const cover = (await call('getsettings', hr)).json().coverMinimums as {
      department: string;
      minimum: number;
    }[];
    expect(cover.filter((c) => [typo, right].includes(c.department))).toEqual([
      { department: right, minimum: 3 },
    ]);
    expect(await listed('department', typo)).toMatchObject({ status: 'retired', people: 0 });
    expect(await listed('department', right)).toMatchObject({ status: 'active', people: 1 });
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'merge'), eq(auditLog.entityId, source._id)));
    expect(audit).toBeDefined();
    await call('updatesettings', hr, { coverMinimums: saved });
  });

  it('refuses merging a value into itself, into another list, or into a retired value', async () => {
    const hr = await hrHeaders();
    const a = await add(hr, 'department', `A ${unique()}`);
    const b = await add(hr, 'designation', `B ${unique()}`);
    const c = await add(hr, 'department', `C ${unique()}`);
    const self = await call('mergeorgvalue', hr, { _id: a._id, into: a._id });
    expect(self.json()).toMatchObject({ code: 'org_value_merge_self', field: 'into' });
    expect(self.statusCode).toBe(400);
    const kind = await call('mergeorgvalue', hr, { _id: a._id, into: b._id });
    expect(kind.json()).toMatchObject({ code: 'org_value_merge_kind' });
    await call('retireorgvalue', hr, { _id: c._id });
    const retired = await call('mergeorgvalue', hr, { _id: a._id, into: c._id });
    expect(retired.statusCode).toBe(409);
    expect(retired.json()).toMatchObject({ code: 'org_value_merge_retired' });
    expect(await listed('department', a.name)).toMatchObject({ status: 'active' });
  });
});

describe('retire and restore', () => {
  it('a retired value cannot be chosen for a new or changed person, stays on those who have it, and comes back restored', async () => {
    const hr = await hrHeaders();
    const name = `Legacy ${unique()}`;
    const value = await add(hr, 'department', name);
    await addListValues(h.database.db, { designation: ['Data Analyst'], department: ['Finance'] });
    const created = await call('createemployee', hr, createPayload({ employmentDetails: details(name) }));
    expect(created.statusCode, created.body).toBe(200);
    const [person] = await h.database.db.select().from(employees).where(eq(employees.department, name));
    expect((await call('retireorgvalue', hr, { _id: value._id })).statusCode).toBe(200);
    expect((await call('getorgchoices', hr)).json().department).not.toContain(name);

    const refused = await call('createemployee', hr, createPayload({ employmentDetails: details(name) }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'org_value_retired',
      field: 'employmentDetails.department',
    });

    // The person who has it keeps it through an update that leaves it as it is…
    const update = (department: string) =>
      call('updateemployee', hr, {
        ...createPayload({
          email: person!.email,
          employmentDetails: { ...details(department), employeeId: person!.employeeCode },
        }),
        password: '',
        payrollInfo: { salary: 95000 },
        employee_id: person!.id,
      });
    const kept = await update(name);
    expect(kept.statusCode, kept.body).toBe(200);
    // …but cannot be moved to another retired or unknown value.
    const unknown = await update(`Nowhere ${unique()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'org_value_unknown',
      field: 'employmentDetails.department',
    });

    expect((await call('restoreorgvalue', hr, { _id: value._id })).statusCode).toBe(200);
    expect(
      (await call('createemployee', hr, createPayload({ employmentDetails: details(name) }))).statusCode,
    ).toBe(200);
  });

  it('a value is written as its list spells it, and an unknown position is refused naming the field', async () => {
    const hr = await hrHeaders();
    await addListValues(h.database.db, { designation: ['Data Analyst'], department: ['Finance'] });
    const payload = createPayload({ employmentDetails: { ...details('FINANCE'), position: 'officer' } });
    const created = await call('createemployee', hr, payload);
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.email, payload.email));
    expect(row).toMatchObject({ department: 'Finance', position: 'Officer' });
    const assistant = await call(
      'createemployee',
      hr,
      createPayload({ employmentDetails: { ...details('Finance'), position: 'Assistant' } }),
    );
    expect(assistant.statusCode).toBe(400);
    expect(assistant.json()).toMatchObject({
      code: 'org_value_unknown',
      field: 'employmentDetails.position',
      message: "Position 'Assistant' is not in the organisation's list",
    });
  });
});

describe('branch', () => {
  it('is one of the branches: chosen on create, kept by an update that leaves it out, refused when unknown', async () => {
    const hr = await hrHeaders();
    await addListValues(h.database.db, { designation: ['Data Analyst'], department: ['Finance'] });
    const branch = `Pokhara ${unique()}`;
    await add(hr, 'branch', branch);
    const payload = createPayload({
      employmentDetails: { ...details('Finance'), branch: branch.toLowerCase() },
    });
    const created = await call('createemployee', hr, payload);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().employmentDetails.branch).toBe(branch);
    const id = created.json()._id as string;
    const { password: _, ...rest } = payload;
    const update = (employmentDetails: object) =>
      call('updateemployee', hr, {
        ...rest,
        employee_id: id,
        employmentDetails,
        payrollInfo: { salary: 95000 },
      });
    const kept = await update({ ...payload.employmentDetails, branch: undefined });
    expect(kept.statusCode, kept.body).toBe(200);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, id));
    expect(row!.branch).toBe(branch);
    const unknown = await update({ ...payload.employmentDetails, branch: 'Nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'org_value_unknown',
      field: 'employmentDetails.branch',
      message: "Branch 'Nowhere' is not in the organisation's list",
    });
  });
});

function details(department: string) {
  return {
    employeeId: `EMP-${unique()}`,
    designation: 'Data Analyst',
    department,
    dateOfJoining: '2025-02-03',
    employmentType: 'full-time',
    position: 'Officer',
    workLocation: 'hybrid',
  };
}
