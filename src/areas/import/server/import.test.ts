import { eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, imports } from '../../../server/db/schema.js';
import { actorOf, createEmployee, setupHarness, signIn, unique } from '../../../server/test/harness.js';
import { planEmployees } from './employees.js';
import { csv, HEADER, importer, defaultOptions as options, row } from './files.fixture.js';
import { runImport } from './job.js';
import { readersOf } from './plan.js';
import { cellsOf } from './service.js';

const h = setupHarness({ logger: { level: 'error' } });
const { call, upload, importFile } = importer(h);

describe('importing employees', () => {
  it('reads a comma CSV with BOM, Devanagari names and quoted newlines; managers referenced before their rows', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const rows = [
      // Row 2 reports to row 3, which comes later in the file.
      row(u, 1, { 'Reports to': `IMP-${u}-2`, 'First name': 'सीता', Address: 'Ward 4,\nKathmandu' }),
      row(u, 2),
      row(u, 3, { 'Reports to': `imp-${u}-1@test.example`, 'Date of joining': '' }),
    ];
    const bytes = Buffer.from(`\uFEFF${csv(rows)}\r\n`, 'utf8');
    const { preview, data } = await importFile(hr.headers, 'employees', 'people.csv', bytes);
    expect(preview).toMatchObject({ total: 3, created: 3, updated: 0, failed: 0, errors: [] });
    expect(data).toMatchObject({
      status: 'done',
      result: { created: 3, updated: 0, failed: 0 },
      awaitingLinks: 3,
    });
    const people = await h.database.db
      .select()
      .from(employees)
      .where(
        inArray(
          employees.employeeCode,
          [1, 2, 3].map((n) => `IMP-${u}-${n}`),
        ),
      );
    const byCode = new Map(people.map((p) => [p.employeeCode, p]));
    const first = byCode.get(`IMP-${u}-1`)!;
    expect(first.firstName).toBe('सीता');
    expect(first.address).toBe('Ward 4,\nKathmandu');
    expect(first.managerId).toBe(byCode.get(`IMP-${u}-2`)!.id);
    expect(byCode.get(`IMP-${u}-3`)!.managerId).toBe(first.id);
    // Personal numbers are sealed as everywhere else.
    expect(first.bankAccount).not.toContain('ACC1');
    expect(h.app.pii.open(first.bankAccount)).toBe('ACC1');
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          people.map((p) => p.id),
        ),
      );
    expect(audits.filter((a) => a.action === 'import')).toHaveLength(3);
  });

  it('semicolons; duplicates, bad cells and unknown managers are listed per row and the others imported', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const rows = [
      row(u, 1),
      row(u, 2, { Email: `imp-${u}-1@test.example` }),
      row(u, 3, { 'Contact number': '12345', Salary: 'lots' }),
      row(u, 4, { 'Reports to': 'nobody@nowhere.example' }),
      row(u, 5, { 'Reports to': `IMP-${u}-3` }),
      ['', '', ''],
      row(u, 6, { 'Date of joining': '15/01/2024' }),
      row(u, 7, { 'First name': '=HYPERLINK("http://evil.example")', Email: '<b>x</b>' }),
      row(u, 8),
    ];
    const { preview, data, id } = await importFile(
      hr.headers,
      'employees',
      'semi.csv',
      Buffer.from(csv(rows, ';')),
    );
    expect(preview).toMatchObject({ total: 8, created: 1, failed: 7 });
    const messages = preview.errors.map((e: { row: number; field: string; message: string }) => [
      e.row,
      e.field,
      e.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        [2, 'email', 'The same Email is on row 3 too'],
        [3, 'email', 'The same Email is on row 2 too'],
        [4, 'contactNumber', 'Contact number must be exactly 10 digits'],
        [4, 'salary', 'Salary must be a number'],
        [5, 'manager', 'No employee or row of this file has this email or employee ID'],
        [6, 'manager', 'Their manager on row 4 could not be imported'],
        [8, 'dateOfJoining', 'Date of joining must be a date (yyyy-mm-dd)'],
      ]),
    );
    expect(data.result).toEqual({ created: 1, updated: 0, failed: 7 });
    const file = await call('importerrors', hr.headers, { import_id: id });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(8);
    // A formula is kept as the text it is and neutralised in the file; HTML stays text.
    expect(lines[7]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[7]).toContain('<b>x</b>');
    expect(lines[0]).toBe(`${HEADER},Person,Value in the file,Error`);
    expect(lines[3]).toContain('Contact number must be exactly 10 digits; Salary must be a number');
    const audits = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['download_errors', 'start', 'upload']);
  });

  it('all or nothing: one bad row writes nothing', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const rows = [row(u, 1), row(u, 2, { Email: 'not-an-email' })];
    const { data } = await importFile(hr.headers, 'employees', 'all.csv', Buffer.from(csv(rows)), {
      allOrNothing: true,
    });
    expect(data.status).toBe('failed');
    expect(data.failure).toEqual({
      code: 'import_all_or_nothing',
      params: { count: 1 },
      message: '1 rows have errors, so nothing was imported. Fix them and upload the file again.',
    });
    const found = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `IMP-${u}-1`));
    expect(found).toEqual([]);
  });

  it('updates people matched by employee ID only when asked, keeping what the file leaves blank', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    await importFile(hr.headers, 'employees', 'a.csv', Buffer.from(csv([row(u, 1)])));
    const change = csv([
      row(u, 1, { Designation: 'Senior Accountant', 'Bank account': '', 'Contact number': '' }),
    ]);
    const refused = await importFile(hr.headers, 'employees', 'b.csv', Buffer.from(change));
    expect(refused.preview.errors[0].message).toContain('already exists (choose "update existing people"');
    const updated = await importFile(hr.headers, 'employees', 'c.csv', Buffer.from(change), { update: true });
    expect(updated.data.result).toEqual({ created: 0, updated: 1, failed: 0 });
    const [person] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `IMP-${u}-1`));
    expect(person).toMatchObject({ designation: 'Senior Accountant', contactNumber: '9841000000' });
    expect(h.app.pii.open(person!.bankAccount)).toBe('ACC1');
    // hr's own row may change their details, not their role (as the form refuses it).
    const mine = row(u, 9, { 'Employee ID': hr.employee.employeeCode, Email: hr.employee.email });
    const self = csv([[...mine, 'employee']], ',', [...HEADER.split(','), 'Role']);
    const own = await importFile(hr.headers, 'employees', 'self.csv', Buffer.from(self), {
      update: true,
    });
    expect(own.preview.errors).toEqual([
      {
        row: 2,
        field: 'role',
        code: 'import_own_role',
        message: 'You cannot change your own role',
        person: 'First9 Last9',
        value: 'employee',
      },
    ]);
  });

  it('XLSX with dates as serial numbers and as date cells; the new person sets a password from a link and signs in', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    sheet.addRow(HEADER.split(','));
    const a = row(u, 1);
    const b = row(u, 2);
    sheet.addRow([...a.slice(0, 16), 45306]); // 2024-01-15 as Excel counts days
    sheet.addRow([...b.slice(0, 8), 60000, ...b.slice(9, 16), new Date(Date.UTC(2023, 5, 1))]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const { data, id } = await importFile(hr.headers, 'employees', 'people.xlsx', bytes);
    expect(data.result).toEqual({ created: 2, updated: 0, failed: 0 });
    const people = await h.database.db
      .select()
      .from(employees)
      .where(inArray(employees.employeeCode, [`IMP-${u}-1`, `IMP-${u}-2`]));
    expect(people.map((p) => p.dateOfJoining).sort()).toEqual(['2023-06-01', '2024-01-15']);
    // No password in the file: the person cannot sign in until they set one.
    const person = people.find((p) => p.employeeCode === `IMP-${u}-1`)!;
    const before = await call('login', {}, { email: person.email, password: 'anything-at-all-1' });
    expect(before.statusCode).toBe(401);
    const links = await call('importlinks', hr.headers, { import_id: id });
    expect(links.statusCode).toBe(200);
    const link = links.json().links.find((l: { email: string }) => l.email === person.email).link as string;
    const token = new URL(link).searchParams.get('token');
    const reset = await call(
      'resetpassword',
      {},
      { token, password: 'Brand-new-pass-7', confirmPassword: 'Brand-new-pass-7' },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(h, person.email, 'Brand-new-pass-7');
    const after = await call('getimport', hr.headers, { import_id: id });
    expect(after.json().data.awaitingLinks).toBe(1);
  });

  it('refuses what it cannot read, and only hr imports', async () => {
    const hr = await actorOf(h, 'hr');
    const employee = await actorOf(h, 'employee');
    const latin1 = Buffer.from('Employee ID,First name\nE1,Jos\xe9\n', 'latin1');
    const bad = await upload(hr.headers, 'employees', 'x.csv', latin1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'import_not_utf8' });
    const one = await upload(
      hr.headers,
      'employees',
      'x.csv',
      Buffer.from('Employee ID|First name\nE1|Jo\n'),
    );
    expect(one.json()).toMatchObject({ code: 'import_one_column' });
    const pdf = await upload(hr.headers, 'employees', 'x.pdf', Buffer.from('%PDF-1.4'));
    expect(pdf.json()).toMatchObject({ code: 'import_bad_type' });
    expect((await upload(employee.headers, 'employees', 'x.csv', Buffer.from(csv([])))).statusCode).toBe(403);
    const mine = await upload(hr.headers, 'employees', 'x.csv', Buffer.from(csv([row(unique(), 1)])));
    const id = mine.json().data.id;
    expect((await call('getimport', employee.headers, { import_id: id })).statusCode).toBe(403);
    const unmapped = await call('previewimport', hr.headers, {
      import_id: id,
      mapping: { employeeId: 0 },
      options,
    });
    expect(unmapped.json().code).toBe('import_unmapped');
    const big = await upload(hr.headers, 'employees', 'big.csv', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 10 MB. Split it into smaller files.');
    const many = await upload(
      hr.headers,
      'employees',
      'many.csv',
      Buffer.from(`A,B\n${'1,2\n'.repeat(50_001)}`),
    );
    expect(many.json()).toMatchObject({ code: 'import_too_many_rows' });
    const [stored] = await h.database.db.select().from(imports).where(eq(imports.id, id));
    expect(stored!.rows).not.toContain('ACC1');
  });
});

describe('a large file', () => {
  it('10,000 rows, managers further down the file, a loop and a duplicate: exact counts', async () => {
    const hr = await actorOf(h, 'hr');
    // hr's page reads an import's progress again and again, as it did an earlier small one's.
    const small = await importFile(
      hr.headers,
      'employees',
      'small.csv',
      Buffer.from(csv([row(unique(), 1)])),
    );
    for (let i = 0; i < 6; i++) await call('getimport', hr.headers, { import_id: small.id });
    const u = unique();
    const n = 10_000;
    const code = (i: number) => `IMP-${u}-${i}`;
    // Row i reports to row ⌊(i − 1) / 10⌋ + 1, which comes later in the file (it is written bottom up).
    const rows = Array.from({ length: n }, (_, k) => {
      const i = n - k;
      return row(u, i, { 'Reports to': i === 1 ? '' : code(Math.floor((i - 1) / 10) + 1) });
    });
    rows[1]![3] = `imp-${u}-${n}@test.example`; // person n − 1 has person n's e-mail
    rows.push(row(u, n + 1, { 'Reports to': code(n + 2) }), row(u, n + 2, { 'Reports to': code(n + 1) }));
    const { id, preview, data } = await importFile(
      hr.headers,
      'employees',
      'big.csv',
      Buffer.from(csv(rows)),
    );
    // It reads this one at once too: on the embedded database it had taken 23 s, planned for a few people.
    const asked = performance.now();
    expect((await call('getimport', hr.headers, { import_id: id })).statusCode).toBe(200);
    expect(performance.now() - asked).toBeLessThan(5_000);
    expect(preview).toMatchObject({ total: n + 2, created: n - 2, failed: 4 });
    expect(data).toMatchObject({ status: 'done', result: { created: n - 2, updated: 0, failed: 4 } });
    const loops = data.errors.filter(
      (e: { message: string }) => e.message === 'The reporting lines of this file make a loop',
    );
    expect(loops.map((e: { row: number }) => e.row)).toEqual([n + 2, n + 3]);
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(like(employees.employeeCode, `IMP-${u}-%`));
    expect(count!.n).toBe(n - 2);
  }, 240_000);
});

describe('a row the database refuses while the job writes', () => {
  it('fails alone, saying why; the other rows are written', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const up = await upload(hr.headers, 'employees', 'race.csv', Buffer.from(csv([row(u, 1), row(u, 2)])));
    const { id, mapping } = up.json().data;
    const cells = await cellsOf(h.database.db, h.app.pii, id);
    const plan = await planEmployees(h.database.db, h.app.pii, {
      readers: readersOf(cells, mapping),
      options: { ...options, dateFormat: 'iso' },
      today: '2026-01-05',
      by: hr.employee.id,
    });
    await h.database.db
      .update(imports)
      .set({ status: 'running', plan: plan.items, planned: 2, options: { ...options, dateFormat: 'iso' } })
      .where(eq(imports.id, id));
    // Someone adds row 3's person after the plan was made.
    await createEmployee(h, { email: `imp-${u}-2@test.example` });
    await runImport({ db: h.database.db, pii: h.app.pii, now: () => new Date(), mailsLinks: false }, id);
    const done = (await call('getimport', hr.headers, { import_id: id })).json().data;
    expect(done).toMatchObject({ status: 'done', result: { created: 1, updated: 0, failed: 1 } });
    expect(done.errors).toEqual([
      { row: 3, field: null, code: 'email_taken', message: 'An employee with this email already exists' },
    ]);
  });
});
