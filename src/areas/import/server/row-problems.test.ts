/** Issue 44, item 11: a row's problems all at once, named by person and value; names, ages, synonyms. */
import { describe, expect, it } from 'vitest';
import { actorOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import { guessMapping } from '../schemas.js';
import { csv, defaultOptions, HEADER, importer, row } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const { call, upload, importFile } = importer(h);

type Problem = { row: number; field: string | null; message: string; person?: string; value?: string };

async function dryRun(headers: Record<string, string>, kind: string, file: string) {
  const up = await upload(headers, kind, `${kind}.csv`, Buffer.from(file));
  expect(up.statusCode, up.body).toBe(200);
  const { id, mapping } = up.json().data;
  const preview = await call('previewimport', headers, { import_id: id, mapping, options: defaultOptions });
  expect(preview.statusCode, preview.body).toBe(200);
  return preview.json().data as { failed: number; errors: Problem[] };
}

describe('the file of rows with errors (issue 44, item 11)', () => {
  it('adds whose row it is and the refused values, headed in the caller’s language, safe to open', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const file = csv([
      row(u, 1),
      row(u, 2, { 'Contact number': '98410', Salary: 'lots' }),
      row(u, 3, { 'First name': '=HYPERLINK("http://evil.example")', 'Contact number': '@SUM(1)' }),
    ]);
    const { id } = await importFile(hr.headers, 'employees', 'errors.csv', Buffer.from(file));
    const linesFor = async (headers: Record<string, string>) => {
      const res = await call('importerrors', headers, { import_id: id });
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };

    const english = await linesFor(hr.headers);
    expect(english).toHaveLength(3);
    expect(english[0]).toBe(`${HEADER},Person,Value in the file,Error`);
    expect(english[1]).toMatch(
      /,2024-01-15,First2 Last2,Contact number: 98410; Salary: lots,Contact number must be exactly 10 digits; Salary must be a number$/,
    );
    // The person's cell starts as a formula would: a spreadsheet reads it as text.
    expect(english[2]).toContain(
      `,2024-01-15,"'=HYPERLINK(""http://evil.example"") Last3",Contact number: @SUM(1),`,
    );

    const nepali = await linesFor((await actorOf(h, 'hr', { language: 'ne' })).headers);
    expect(nepali[0]).toBe(`${HEADER},व्यक्ति,फाइलमा भएको मान,त्रुटि`);
    expect(nepali[1]).toContain(',First2 Last2,सम्पर्क नम्बर: 98410; तलब: lots,');
  });
});

describe('a row of employees with several problems (issue 44, item 11)', () => {
  it('lists all of them in one dry run, each with the person and the rejected value', async () => {
    const hr = await actorOf(h, 'hr');
    const taken = await createEmployee(h);
    const u = unique();
    const file = csv([row(u, 1, { Email: taken.email, 'Contact number': '98410', Salary: '50000.125' })]);
    const preview = await dryRun(hr.headers, 'employees', file);
    expect(preview.failed).toBe(1);
    const fields = preview.errors.map((e) => e.field).sort();
    expect(fields).toEqual(['contactNumber', 'email', 'salary']);
    const email = preview.errors.find((e) => e.field === 'email')!;
    expect(email).toMatchObject({ row: 2, person: 'First1 Last1', value: taken.email });
    expect(preview.errors.find((e) => e.field === 'contactNumber')).toMatchObject({ value: '98410' });
  });

  it('refuses a name with a line break and a birth date under the working age of 14', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const header = HEADER.split(',');
    const file = csv(
      [
        [...row(u, 1, { 'First name': 'Sita\nRam' }), '1990-01-01'],
        [...row(u, 2, { 'Date of joining': '2024-01-15' }), '2013-01-01'],
        [...row(u, 3, { 'Date of joining': '2024-01-15' }), '2010-01-15'],
      ],
      ',',
      [...header, 'Date of birth'],
    );
    const preview = await dryRun(hr.headers, 'employees', file);
    expect(preview.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [2, 'firstName', 'First name cannot have a line break'],
      [
        3,
        'dateofBirth',
        'By this date of birth the person would be under 14 on joining: the Labour Act 2074 forbids employing anyone under 14',
      ],
    ]);
  });
});

describe('opening balances named by person (issue 44, item 11)', () => {
  it('names a duplicate by its person and leave type', async () => {
    const hr = await actorOf(h, 'hr');
    const a = await createEmployee(h);
    const file = csv(
      [
        [a.employeeCode, 'Annual', '2'],
        [a.employeeCode, 'annual', '3'],
      ],
      ',',
      ['Employee ID', 'Leave type', 'Days'],
    );
    const preview = await dryRun(hr.headers, 'balances', file);
    expect(preview.errors.map((e) => [e.row, e.message])).toEqual([
      [2, `${a.employeeCode} has an opening balance of Annual leave on row 3 too`],
      [3, `${a.employeeCode} has an opening balance of Annual leave on row 2 too`],
    ]);
  });
});

describe('a column chosen for two fields (issue 44, item 11)', () => {
  it('names only the fields that share it', async () => {
    const hr = await actorOf(h, 'hr');
    const header = ['Employee ID', 'Date', 'Check-in', 'Check-out'];
    const file = csv([['E-1', '2026-07-01', '09:00', '17:00']], ',', header);
    const up = await upload(hr.headers, 'attendance', 'a.csv', Buffer.from(file));
    const { id } = up.json().data;
    // Two columns each chosen twice: the refusal names the first column and its two fields, not all four.
    const res = await call('previewimport', hr.headers, {
      import_id: id,
      mapping: { employeeId: 0, date: 0, checkIn: 2, checkOut: 2 },
      options: defaultOptions,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The column “Employee ID” is chosen for two fields: Employee ID, Date.');
  });
});

describe('common header names (issue 44, item 11)', () => {
  it('suggests the field each usual spelling means', () => {
    const headers = ['Basic Salary', 'Bank A/C', 'Phone No.', 'DOB', 'Joined on', 'Mobile'];
    expect(guessMapping('employees', headers)).toMatchObject({
      salary: 0,
      bankAccount: 1,
      contactNumber: 2,
      dateofBirth: 3,
      dateOfJoining: 4,
    });
  });
});
