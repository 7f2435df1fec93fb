/**
 * The team screens' calls (rules §13): the directory (active colleagues, searchable, paged, nothing private),
 * the org chart (up the line, one level down, counts), and a manager's team today.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, employees } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  createEmployee,
  insertRecord,
  setupHarness,
  unique,
} from '../../../server/test/harness.js';
import { directoryReply, orgChartReply } from '../schemas.js';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'hris-team-uploads-'));
const h = setupHarness({ uploadsDir });
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** A stored document of `kind` for this person, its file on disk. */
async function storeDocument(employeeId: string, kind: 'photo' | 'employment_contract') {
  const storedName = `${randomBytes(16).toString('hex')}.png`;
  writeFileSync(path.join(uploadsDir, storedName), 'PNG');
  const [doc] = await h.database.db
    .insert(documents)
    .values({ employeeId, kind, originalName: 'me.png', storedName, contentType: 'image/png', size: 3 })
    .returning();
  return doc!.id;
}
const post = callerOf(h);

/** A small organisation in a department of its own: a head, a manager under them, two reports, one gone. */
async function organisation() {
  const department = `Team ${unique()}`;
  const head = await actorOf(h, 'manager', { firstName: 'Hema', department });
  const lead = await actorOf(h, 'manager', { firstName: 'Lok', department, managerId: head.employee.id });
  const asha = await actorOf(h, 'employee', {
    firstName: 'Asha',
    department,
    managerId: lead.employee.id,
    salary: 987654,
    contactNumber: '9841999999',
    bankAccount: 'NP-BANK-4242',
  });
  const bina = await createEmployee(h, { firstName: 'Bina', department, managerId: lead.employee.id });
  const gone = await createEmployee(h, {
    firstName: 'Gone',
    department,
    managerId: lead.employee.id,
    status: 'terminated',
    terminatedAt: new Date('2025-01-01T00:00:00Z'),
  });
  return { department, head, lead, asha, bina, gone };
}

describe('the directory', () => {
  it('lists active colleagues of a department by name, with their manager and nothing private', async () => {
    const { department, lead, asha, bina, head } = await organisation();
    const res = await post('getdirectory', asha.headers, { department });
    expect(res.statusCode).toBe(200);
    const reply = directoryReply.parse(res.json());
    expect(reply.people.map((p) => p.firstName)).toEqual(['Asha', 'Bina', 'Hema', 'Lok']);
    expect(reply.total).toBe(4);
    expect(reply.departments).toContain(department);
    const found = reply.people.find((p) => p._id === bina.id)!;
    expect(found.manager).toEqual({ _id: lead.employee.id, name: `Lok ${lead.employee.lastName}` });
    expect(reply.people.find((p) => p._id === head.employee.id)!.manager).toBeNull();
    expect(Object.keys(found).sort()).toEqual(
      [
        '_id',
        'contactNumber',
        'department',
        'designation',
        'email',
        'firstName',
        'lastName',
        'manager',
        'photo',
        'workLocation',
      ].sort(),
    );
    for (const secret of ['987654', '9841999999', 'NP-BANK-4242', 'salary', 'dateOfBirth'])
      expect(res.body).not.toContain(secret);
  });

  it('shows a phone number only when its owner shares it, and any colleague the photo alone', async () => {
    const { department, asha, lead } = await organisation();
    const shown = async () =>
      directoryReply
        .parse((await post('getdirectory', lead.headers, { department })).json())
        .people.find((p) => p._id === asha.employee.id)!;
    expect((await shown()).contactNumber).toBeNull();
    const shared = await post('updatepreferences', asha.headers, { shareContact: true });
    expect(shared.json()).toMatchObject({ shareContact: true });
    expect((await shown()).contactNumber).toBe('9841999999');

    const photo = await storeDocument(asha.employee.id, 'photo');
    const contract = await storeDocument(asha.employee.id, 'employment_contract');
    expect((await shown()).photo).toBe(photo);
    const get = (id: string) =>
      h.app.inject({ method: 'GET', url: `/api/employee/downloaddocument?id=${id}`, headers: lead.headers });
    expect((await get(photo)).statusCode).toBe(200);
    // Lead is Asha's manager, who may not read her contract either (documents are hr's and hers).
    // Lead is Asha's manager, who may not read her contract either (documents are hr's and hers).
    expect((await get(contract)).statusCode).toBe(403);
  });

  it('finds people by what is typed, a page at a time', async () => {
    const { department, asha } = await organisation();
    const byName = directoryReply.parse(
      (
        await post('getdirectory', asha.headers, {
          q: `bina ${asha.employee.lastName.split(' ')[0]}`,
          department,
        })
      ).json(),
    );
    expect(byName.people.map((p) => p.firstName)).toEqual(['Bina']);
    const first = directoryReply.parse(
      (await post('getdirectory', asha.headers, { department, pageSize: 3 })).json(),
    );
    const second = directoryReply.parse(
      (await post('getdirectory', asha.headers, { department, pageSize: 3, page: 2 })).json(),
    );
    expect([...first.people, ...second.people].map((p) => p.firstName)).toEqual([
      'Asha',
      'Bina',
      'Hema',
      'Lok',
    ]);
    expect((await post('getdirectory', asha.headers, { pageSize: 1000 })).statusCode).toBe(400);
  });

  it('shows a move to another department made elsewhere at once, in the list and in its departments', async () => {
    const { department, asha, bina } = await organisation();
    const moved = `Moved ${unique()}`;
    const read = async (body: object) =>
      directoryReply.parse((await post('getdirectory', asha.headers, body)).json());
    expect((await read({ department })).total).toBe(4);
    // Another instance, or a tool, moves Bina: this server is not told.
    await h.database.db.update(employees).set({ department: moved }).where(eq(employees.id, bina.id));
    const after = await read({ department });
    expect(after.total).toBe(3);
    expect(after.people.map((p) => p.firstName)).not.toContain('Bina');
    expect(after.departments).toContain(moved);
    expect((await read({ department: moved })).people.map((p) => p.firstName)).toEqual(['Bina']);
  });
});

describe('the org chart', () => {
  it('shows me, my managers up to the top, and my reports with how many report to each', async () => {
    const { head, lead, asha, bina } = await organisation();
    const mine = orgChartReply.parse((await post('getorgchart', lead.headers)).json());
    expect(mine.person).toMatchObject({ _id: lead.employee.id, reports: 2 });
    expect(mine.chain.map((n) => n._id)).toEqual([head.employee.id]);
    expect(mine.chain[0]!.reports).toBe(1);
    // The one who left is not on the chart.
    expect(mine.reports.map((n) => n._id)).toEqual([asha.employee.id, bina.id]);

    // Opening a node: anyone may look at anyone's.
    const fromBelow = orgChartReply.parse(
      (await post('getorgchart', asha.headers, { employee_id: head.employee.id })).json(),
    );
    expect(fromBelow.reports.map((n) => n.name)).toEqual([`Lok ${lead.employee.lastName}`]);
    const two = orgChartReply.parse((await post('getorgchart', asha.headers)).json());
    expect(two.chain.map((n) => n._id)).toEqual([lead.employee.id, head.employee.id]);
  });

  it('gives a large team 50 at a time in name order, however large it grows', async () => {
    const { head, asha } = await organisation();
    const names = Array.from({ length: 53 }, (_, i) => `Member ${String(i).padStart(2, '0')}`);
    // Inserted out of name order; the one who left is not counted.
    for (const firstName of [...names].reverse())
      await createEmployee(h, { firstName, lastName: 'Big', managerId: asha.employee.id });
    await createEmployee(h, {
      firstName: 'Member 99',
      managerId: asha.employee.id,
      status: 'terminated',
      terminatedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const page = async (n?: number) =>
      orgChartReply.parse(
        (await post('getorgchart', head.headers, { employee_id: asha.employee.id, page: n })).json(),
      );
    const first = await page();
    expect(first.person.reports).toBe(53);
    expect(first.reports.map((n) => n.name)).toEqual(names.slice(0, 50).map((n) => `${n} Big`));
    expect((await page(2)).reports.map((n) => n.name)).toEqual(names.slice(50).map((n) => `${n} Big`));
    expect((await page(3)).reports).toEqual([]);
    const refused = await post('getorgchart', head.headers, { employee_id: asha.employee.id, page: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Page must be at least 1');
  });

  it('does not show someone who has left', async () => {
    const { asha, gone } = await organisation();
    const res = await post('getorgchart', asha.headers, { employee_id: gone.id });
    expect(res.statusCode).toBe(404);
  });
});

describe('my team today', () => {
  it("gives a manager their direct reports' day, and refuses an employee", async () => {
    const { lead, asha, bina } = await organisation();
    const today = new Date().toISOString().slice(0, 10);
    await insertRecord(h, { employeeId: asha.employee.id, workDate: today, status: 'Present' });
    const res = await post('getteamtoday', lead.headers);
    expect(res.statusCode).toBe(200);
    const rows = res.json().attendance as { employee: { _id: string }; status: string }[];
    expect(rows.map((r) => r.employee._id).sort()).toEqual([asha.employee.id, bina.id].sort());
    expect((await post('getteamtoday', asha.headers)).statusCode).toBe(403);
  });
});
