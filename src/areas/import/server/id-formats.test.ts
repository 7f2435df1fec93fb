import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, setupHarness, unique } from '../../../server/test/harness.js';
import { csv, importer, row } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const { importFile } = importer(h);

const account = {
  code: 'id_account_format',
  params: { field: 'Bank account' },
  message: 'Bank account may contain only letters A to Z and digits',
};
const grouped = (label: string) => ({
  code: 'id_grouped_format',
  params: { field: label },
  message: `${label} may contain only letters A to Z and digits, in groups separated by one space, hyphen, slash or dot`,
});

describe('id numbers in an employees import', () => {
  it('refuses formulas, control and bidi characters as the form does, row by row, and imports real numbers', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const rows = [
      row(u, 1, { 'Bank account': '=1+1' }),
      row(u, 2, { 'Tax ID': '+977-1-4000000' }),
      row(u, 3, { SSN: '@SUM(A1)' }),
      row(u, 4, { 'Bank account': '0123\u202E4567' }),
      row(u, 5, { 'Tax ID': '-3012', SSN: '12\u000734' }),
      row(u, 6, { 'Bank account': '0123 4567-89', 'Tax ID': '३०१२३४५६७', SSN: '27-01-72/12345' }),
    ];
    const { preview, data } = await importFile(hr.headers, 'employees', 'ids.csv', Buffer.from(csv(rows)));
    expect(preview.errors).toMatchObject([
      { row: 2, field: 'bankAccount', ...account },
      { row: 3, field: 'taxId', ...grouped('Tax ID') },
      { row: 4, field: 'ssn', ...grouped('SSN') },
      { row: 5, field: 'bankAccount', ...account },
      { row: 6, field: 'taxId', ...grouped('Tax ID') },
      { row: 6, field: 'ssn', ...grouped('SSN') },
    ]);
    expect(data.result).toEqual({ created: 1, updated: 0, failed: 5 });
    const [person] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `IMP-${u}-6`));
    expect([person!.bankAccount, person!.taxId, person!.ssn].map((v) => h.app.pii.open(v))).toEqual([
      '0123456789',
      '301234567',
      '27-01-72/12345',
    ]);
  });

  it('refuses a formula when updating people too, and changes nothing', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    await importFile(hr.headers, 'employees', 'a.csv', Buffer.from(csv([row(u, 1)])));
    const change = csv([row(u, 1, { 'Bank account': '=HYPERLINK("http://evil.example")' })]);
    const { preview, data } = await importFile(hr.headers, 'employees', 'b.csv', Buffer.from(change), {
      update: true,
    });
    expect(preview.errors).toMatchObject([{ row: 2, field: 'bankAccount', ...account }]);
    expect(data.result).toEqual({ created: 0, updated: 0, failed: 1 });
    const [person] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `IMP-${u}-1`));
    expect(h.app.pii.open(person!.bankAccount)).toBe('ACC1');
  });
});
