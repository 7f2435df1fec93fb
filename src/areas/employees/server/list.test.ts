import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { csvCell } from '../../../server/http/csv.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import { employeeFilters } from '../list-schemas.js';
import { eachMatching } from './queries.js';

const h = setupHarness();
const call = callerOf(h);

/** Five people sharing a designation no other test uses. */
async function team() {
  const designation = `Cartographer ${unique()}`;
  const people = await Promise.all(
    ['Asha', 'Binod', 'Chandra', 'Deepa', 'Ekta'].map((firstName, i) =>
      createEmployee(h, { firstName, designation, salary: i === 4 ? null : 50000 + i }),
    ),
  );
  return { designation, people };
}

describe('searchemployees', () => {
  it('filters by designation, pages in name order and lists designations', async () => {
    const hr = await actorOf(h, 'hr');
    const { designation } = await team();
    const page1 = await call('searchemployees', hr.headers, { designation, pageSize: 5 });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.total).toBe(5);
    expect(body.employees.map((e: { firstName: string }) => e.firstName)).toEqual([
      'Asha',
      'Binod',
      'Chandra',
      'Deepa',
      'Ekta',
    ]);
    expect(body.designations).toContain(designation);
    expect(body.employees[0]).toMatchObject({
      status: 'Active',
      employmentDetails: { designation },
      payrollInfo: { salary: 50000 },
    });
    expect(body.employees[4].payrollInfo.salary).toBeNull();
    expect(Object.keys(body.employees[0].payrollInfo)).toEqual(['salary']);

    const page2 = await call('searchemployees', hr.headers, { q: designation, page: 2, pageSize: 5 });
    expect(page2.json()).toMatchObject({ total: 5, page: 2, employees: [] });
  });

  it('searches first name, last name, email, designation and employee ID, case-insensitively', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const person = await createEmployee(h, {
      firstName: `Zorawar${u}`,
      lastName: `Quill${u}`,
      email: `zq-${u}@test.example`,
      designation: `Glassblower${u}`,
      employeeCode: `GB-${u}`,
    });
    const queries = [`zorawar${u}`, `QUILL${u}`, `zq-${u}@TEST`, `glassBLOWER${u}`, `Zorawar${u} Quill`];
    // By employee ID, any case; and runs of spaces count as one.
    queries.push(`gb-${u}`, `  Zorawar${u}   Quill${u} `);
    for (const q of queries) {
      const res = await call('searchemployees', hr.headers, { q });
      expect(
        res.json().employees.map((e: { _id: string }) => e._id),
        q,
      ).toEqual([person.id]);
    }
    const literal = await call('searchemployees', hr.headers, { q: `%${u}` });
    expect(literal.json().total).toBe(0);
  });

  it('shows On Leave for approved leave covering today, and filters by status', async () => {
    const hr = await actorOf(h, 'hr');
    const { designation, people } = await team();
    const [onLeave, terminated] = people;
    await h.database.db.insert(leaveRequests).values({
      employeeId: onLeave!.id,
      leaveType: 'Annual',
      reason: 'Trek',
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      status: 'approved',
      decidedBy: hr.employee.id,
      decidedAt: new Date(),
    });
    await call('terminateemployee', hr.headers, { employee_id: terminated!.id });
    const statuses = await call('searchemployees', hr.headers, { designation });
    expect(statuses.json().employees.map((e: { status: string }) => e.status)).toEqual([
      'On Leave',
      'Terminated',
      'Active',
      'Active',
      'Active',
    ]);
    for (const [status, n] of [
      ['On Leave', 1],
      ['Terminated', 1],
      // People on leave are still active employees.
      ['Active', 4],
    ] as const) {
      const res = await call('searchemployees', hr.headers, { designation, status });
      expect(res.json().total, status).toBe(n);
    }
  });

  it('accepts only the page sizes 5, 10, 20 and 50', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call('searchemployees', hr.headers, { pageSize: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Page size must be one of 5, 10, 20, 50');
    expect((await call('searchemployees', hr.headers, {})).json().pageSize).toBe(10);
  });
});

describe('the list’s filters (issue 44, item 14)', () => {
  /** People of a department no other test uses, of two employment types, two managers and three joining days. */
  async function office() {
    const department = `Survey ${unique()}`;
    const [anil, bina] = await Promise.all([
      createEmployee(h, { firstName: 'Anil', department: 'Management' }),
      createEmployee(h, { firstName: 'Bina', department: 'Management' }),
    ]);
    const person = (firstName: string, employmentType: string, managerId: string, dateOfJoining: string) =>
      createEmployee(h, { firstName, department, employmentType, managerId, dateOfJoining });
    const people = await Promise.all([
      person('Asha', 'full-time', anil!.id, '2023-04-01'),
      person('Binod', 'contract', anil!.id, '2024-06-15'),
      person('Chandra', 'full-time', bina!.id, '2025-01-10'),
    ]);
    return { department, anil: anil!, bina: bina!, people };
  }
  const firstNames = (body: { employees: { firstName: string }[] }) => body.employees.map((e) => e.firstName);

  it('filters by department, employment type, manager and joining days, in the search and the export', async () => {
    const hr = await actorOf(h, 'hr');
    const { department, anil, people } = await office();
    const search = async (filters: object) => {
      const res = await call('searchemployees', hr.headers, { department, pageSize: 50, ...filters });
      expect(res.statusCode, res.body).toBe(200);
      return firstNames(res.json());
    };
    expect(await search({})).toEqual(['Asha', 'Binod', 'Chandra']);
    expect(await search({ employmentType: 'full-time' })).toEqual(['Asha', 'Chandra']);
    expect(await search({ managerId: anil.id })).toEqual(['Asha', 'Binod']);
    expect(await search({ joinedFrom: '2024-06-15' })).toEqual(['Binod', 'Chandra']);
    expect(await search({ joinedFrom: '2023-05-01', joinedTo: '2024-12-31' })).toEqual(['Binod']);
    expect(await search({ managerId: anil.id, employmentType: 'full-time', joinedTo: '2023-04-01' })).toEqual(
      ['Asha'],
    );

    // The export takes the same filters: only the matching people, with their department, joining day, manager.
    const res = await call('exportemployees', hr.headers, {
      department,
      managerId: anil.id,
      joinedFrom: '2024-01-01',
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${people[1]!.employeeCode},Binod,`);
    expect(lines[1]).toMatch(new RegExp(`,${department},2024-06-15,Anil [^,]+$`));
  });

  it('sees a change of employment type, manager or joining day at once (the index is read again)', async () => {
    const hr = await actorOf(h, 'hr');
    const { department, bina, people } = await office();
    const search = async (filters: object) =>
      firstNames((await call('searchemployees', hr.headers, { department, ...filters })).json());
    expect(await search({ employmentType: 'contract' })).toEqual(['Binod']);
    // One column written alone, as an edit or an import may.
    await h.database.db
      .update(employees)
      .set({ employmentType: 'contract' })
      .where(eq(employees.id, people[0]!.id));
    expect(await search({ employmentType: 'contract' })).toEqual(['Asha', 'Binod']);
    await h.database.db.update(employees).set({ managerId: bina.id }).where(eq(employees.id, people[1]!.id));
    expect(await search({ managerId: bina.id })).toEqual(['Binod', 'Chandra']);
    await h.database.db
      .update(employees)
      .set({ dateOfJoining: '2026-01-01' })
      .where(eq(employees.id, people[0]!.id));
    expect(await search({ joinedFrom: '2025-12-01' })).toEqual(['Asha']);
  });

  it('refuses a manager that is not an id and a day that is not a date, naming the field', async () => {
    const hr = await actorOf(h, 'hr');
    const bad = await call('searchemployees', hr.headers, { managerId: 'boss', joinedFrom: '2024-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems.map((p: { field: string }) => p.field)).toEqual(['managerId', 'joinedFrom']);
  });
});

describe('getallemployee', () => {
  it('returns the whole array in the spec’s Listed shape, ignoring a Role header', async () => {
    const hr = await actorOf(h, 'hr');
    const { people } = await team();
    const res = await call('getallemployee', hr.headers);
    expect(res.statusCode).toBe(200);
    const all = res.json() as { _id: string }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.find((e) => e._id === people[0]!.id)).toMatchObject({
      firstName: 'Asha',
      status: 'Active',
      employmentDetails: { designation: expect.any(String) },
      payrollInfo: { salary: 50000 },
    });
    const employee = await actorOf(h, 'employee');
    const spoofed = await call('getallemployee', { ...employee.headers, role: 'hr' });
    expect(spoofed.statusCode).toBe(403);
  });
});

describe('exportemployees', () => {
  it('streams employees.csv with the spec’s columns, N/A for no salary, and safe cells', async () => {
    const hr = await actorOf(h, 'hr');
    const designation = `=HYPERLINK("http://evil.example") ${unique()}`;
    await createEmployee(h, { firstName: 'Smith, "Jo"', lastName: '@Home', designation, salary: null });
    const boss = await createEmployee(h, { firstName: 'Maya', lastName: 'Boss' });
    await createEmployee(h, {
      firstName: '+Plus',
      lastName: '-Minus',
      designation,
      salary: 1234.5,
      department: 'Sales',
      dateOfJoining: '2024-02-01',
      managerId: boss.id,
    });
    const res = await call('exportemployees', hr.headers, { designation });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Email,Designation,Contact,Salary,Status,Department,Date of Joining,Manager',
    );
    const escaped = `"'=HYPERLINK(""http://evil.example"") ${designation.split(') ')[1]}"`;
    expect(lines[1]).toMatch(
      new RegExp(
        `^T-[^,]+,'\\+Plus,'-Minus,[^,]+,${escaped.replace(/[()".?+]/g, '\\$&')},,1234\\.5,Active,Sales,2024-02-01,Maya Boss$`,
      ),
    );
    expect(lines[2]).toContain(`"Smith, ""Jo""",'@Home,`);
    expect(lines[2]).toMatch(/,N\/A,Active,[^,]*,\d{4}-\d{2}-\d{2},$/);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('answers a filter the database refuses with a 400 in JSON, not a broken download', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call('exportemployees', hr.headers, { designation: '\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toBe('Text must not contain NUL characters');
  });

  it('exports more rows than one batch without repeating or losing any', async () => {
    const hr = await actorOf(h, 'hr');
    const designation = `Bulk ${unique()}`;
    const rows = Array.from({ length: 1205 }, (_, i) => ({
      firstName: `P${String(i).padStart(4, '0')}`,
      designation,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await Promise.all(rows.slice(i, i + 200).map((r) => createEmployee(h, r)));
    const res = await call('exportemployees', hr.headers, { designation });
    const lines = res.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(1205);
    expect(new Set(lines).size).toBe(1205);
  }, 120_000);
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['=a,b', `"'=a,b"`],
    [' padded', '" padded"'],
  ])('%j becomes %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });
  it('writes numbers as numbers and nothing as empty', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('eachMatching (the full list and the CSV export)', () => {
  it('streams every match once, in name order, across batch boundaries', async () => {
    const { designation, people } = await team();
    const filters = employeeFilters.parse({ designation });
    const names = async (batchSize: number) => {
      const listed: string[] = [];
      for await (const p of eachMatching(h.database.db, filters, '2026-01-01', batchSize))
        listed.push(p.listed._id);
      return listed;
    };
    const all = await names(1000);
    expect(all).toHaveLength(people.length);
    // Two a batch: three batches, the next read while the last is written out; the same people, the same order.
    expect(await names(2)).toEqual(all);
    expect(await names(5)).toEqual(all);
  });
});
