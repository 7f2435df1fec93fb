// The employee search at scale (decision 019): a capped count, matching inside words, the designations' cache.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';

const h = setupHarness();
const call = callerOf(h);

/** `n` people sharing a designation no other test uses, written in one statement. */
async function crowd(n: number) {
  const designation = `Surveyor ${unique()}`;
  await h.database.db.execute(sql`
    insert into employees (email, password_hash, first_name, last_name, employee_code, designation)
    select 'crowd-' || i || '-' || ${designation} || '@test.example', 'x', 'Crowd', 'Member ' || i,
           'C-' || ${designation} || '-' || i, ${designation}
    from generate_series(1, ${n}) i`);
  return designation;
}

describe('searchemployees at scale', () => {
  it('counts no further than 1,000 matches and says the count is capped', async () => {
    const hr = await actorOf(h, 'hr');
    const designation = await crowd(1010);
    const few = await crowd(3);
    try {
      const first = (await call('searchemployees', hr.headers, { designation, pageSize: 20 })).json();
      expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1 });
      expect(first.employees).toHaveLength(20);
      // Paging past the cap counts on to the page asked for: the last page and its count are exact.
      const last = (
        await call('searchemployees', hr.headers, { designation, pageSize: 20, page: 51 })
      ).json();
      expect(last).toMatchObject({ total: 1010, totalCapped: false, page: 51 });
      expect(last.employees).toHaveLength(10);
      // A list under the cap is counted exactly.
      const small = (await call('searchemployees', hr.headers, { designation: few })).json();
      expect(small).toMatchObject({ total: 3, totalCapped: false });
    } finally {
      // The crowd leaves with the test, whatever happened: the file's later searches meet only their own people.
      await h.database.db.delete(employees).where(inArray(employees.designation, [designation, few]));
    }
  });

  it('finds two letters inside a name, an e-mail or an employee ID, whatever their case', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const person = await createEmployee(h, {
      firstName: 'Qazwyna',
      lastName: `Trx${u}`,
      email: `zyq${u}@test.example`,
      employeeCode: `JX-${u}`,
      designation: `Tracer ${u}`,
    });
    // Two letters match many people (the suffixes of the file's other people are base 36),
    // so the search is narrowed to this person's designation: what is checked is where the letters may sit.
    for (const q of ['ZW', 'wy', `x${u.slice(0, 1)}`, 'yq', 'jx']) {
      const body = (
        await call('searchemployees', hr.headers, { q, designation: `Tracer ${u}`, pageSize: 50 })
      ).json();
      expect(
        body.employees.map((e: { _id: string }) => e._id),
        q,
      ).toContain(person.id);
    }
    // The fields are kept apart: the end of the last name and the start of the e-mail do not make a word.
    const across = (await call('searchemployees', hr.headers, { q: `${u} zyq` })).json();
    expect(across.total).toBe(0);
  });

  it('finds people by what they are called now, and by status, as soon as a change is written', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const person = await createEmployee(h, { firstName: 'Orvelle', lastName: `Pask${u}` });
    const ids = async (body: object) =>
      (await call('searchemployees', hr.headers, { pageSize: 50, ...body }))
        .json()
        .employees.map((e: { _id: string }) => e._id) as string[];
    expect(await ids({ q: `pask${u}` })).toEqual([person.id]);
    // Renamed and terminated by writes that bypass the service (an import, a script): still seen at once.
    await h.database.db
      .update(employees)
      .set({ lastName: `Quill${u}`, status: 'terminated', terminatedAt: new Date() })
      .where(eq(employees.id, person.id));
    expect(await ids({ q: `pask${u}` })).toEqual([]);
    expect(await ids({ q: `quill${u}`, status: 'Terminated' })).toEqual([person.id]);
    expect(await ids({ q: `quill${u}`, status: 'Active' })).toEqual([]);
    await h.database.db.delete(employees).where(eq(employees.id, person.id));
    expect(await ids({ q: `quill${u}` })).toEqual([]);
  });

  it('lists a designation as soon as it is given and drops it when nobody holds it any more', async () => {
    const hr = await actorOf(h, 'hr');
    const designations = async () =>
      (await call('searchemployees', hr.headers, {})).json().designations as string[];
    const before = `Cooper ${unique()}`;
    const after = `Wheelwright ${unique()}`;
    expect(await designations()).not.toContain(before);
    const person = await createEmployee(h, { designation: before });
    expect(await designations()).toContain(before);
    await h.database.db.update(employees).set({ designation: after }).where(eq(employees.id, person.id));
    const now = await designations();
    expect(now).toContain(after);
    expect(now).not.toContain(before);
  });
});
