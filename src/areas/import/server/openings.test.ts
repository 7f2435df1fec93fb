/**
 * Opening payroll figures from a file (issue 41): each person's pay, retirement contributions and tax withheld in a
 * fiscal year before this system, written as hr's form writes them; bad rows refused with why, nothing of them
 * written; figures a person already has replaced only when hr ticks so.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payrollOpenings } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness } from '../../../server/test/harness.js';
import { csv, importer } from './files.fixture.js';

const h = setupHarness();
const call = callerOf(h);
const { importFile } = importer(h);
const header = [
  'Employee ID',
  'Fiscal year',
  'Paid (income for tax)',
  'Retirement contributions',
  'Tax withheld',
];

describe('importing opening payroll figures', () => {
  it('writes each good row as hr’s form would, and refuses each bad one saying why', async () => {
    const hr = await actorOf(h, 'hr');
    const [a, b, c] = [await createEmployee(h), await createEmployee(h), await createEmployee(h)];
    const file = csv(
      [
        // The worked go-live of payroll-nepal.test.ts: four months of 1,00,000 and 48,333.32 withheld.
        [a.employeeCode, '2082/83', '4,00,000', '', '48333.32'],
        [b.employeeCode, '२०८२', '120000', '13200', '0'],
        ['NOBODY-1', '2082', '1000', '0', '0'],
        [c.employeeCode, '2082/84', '1000', '0', '0'],
        [c.employeeCode, '2083', '1000.123', '-5', ''],
        [b.employeeCode, '2082/83', '1', '0', '0'],
      ],
      ',',
      header,
    );
    const { preview, data } = await importFile(hr.headers, 'openings', 'openings.csv', Buffer.from(file));
    expect(preview).toMatchObject({ total: 6, created: 1, failed: 5 });
    expect(
      preview.errors.map((e: { row: number; field: string; message: string }) => [e.row, e.field, e.message]),
    ).toEqual(
      expect.arrayContaining([
        [4, 'employeeId', 'No employee has this employee ID'],
        [5, 'fiscalYear', 'Fiscal year must be the year it starts in, such as 2082 or 2082/83'],
        [6, 'assessable', 'Paid (income for tax) must be an amount of at least 0 with at most two decimals'],
        [
          6,
          'retirement',
          'Retirement contributions must be an amount of at least 0 with at most two decimals',
        ],
        [6, 'taxWithheld', 'Tax withheld is required'],
        [3, 'fiscalYear', `${b.employeeCode} has opening figures for 2082/83 on row 7 too`],
        [7, 'fiscalYear', `${b.employeeCode} has opening figures for २०८२ on row 3 too`],
      ]),
    );
    expect(data.result).toEqual({ created: 1, updated: 0, failed: 5 });
    const kept = await h.database.db.select().from(payrollOpenings);
    expect(kept).toMatchObject([
      { employeeId: a.id, fiscalYear: 2082, assessable: 40_000_000, retirement: 0, taxWithheld: 4_833_332 },
    ]);
    // Profile → Payroll shows them as hr typed them, and the audit log says who brought them in.
    const shown = await call('getsalarystructures', hr.headers, { employee_id: a.id });
    expect(shown.json().openings).toMatchObject([{ fiscal_year: 2082, assessable: 40_000_000 }]);
    const audited = await h.database.db.select().from(auditLog).where(eq(auditLog.entity, 'payroll_opening'));
    expect(audited).toMatchObject([{ action: 'create', entityId: a.id, actorId: hr.employee.id }]);

    // A person's figures of that year again: refused unless hr ticks "replace", then replaced.
    const again = Buffer.from(csv([[a.employeeCode, '2082', '500000', '0', '60000']], ',', header));
    const refused = await importFile(hr.headers, 'openings', 'again.csv', again);
    expect(refused.preview.errors[0]).toMatchObject({ code: 'import_payroll_opening_exists', row: 2 });
    const replaced = await importFile(hr.headers, 'openings', 'again.csv', again, { update: true });
    expect(replaced.data.result).toEqual({ created: 0, updated: 1, failed: 0 });
    expect((await h.database.db.select().from(payrollOpenings))[0]).toMatchObject({
      assessable: 50_000_000,
      taxWithheld: 6_000_000,
    });
  });
});
