/**
 * A run's CSV files (rules §16): the payroll register (every line's figures) and the bank transfer file (net pay
 * and bank account; the only place a bank account is opened in bulk, and each download is audited). Amounts in
 * major units with two decimals, exact (from the integer paisa).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import { type Db, queryRows } from '../../../server/db/client.js';
import { employees, payrollRunLines } from '../../../server/db/schema.js';
import { csvFile } from '../../../server/http/csv.js';
import { wordsOf } from '../../../server/http/locale.js';
import type { Locale } from '../../../shared/locale.js';
import { majorText } from '../../../shared/payroll-run.js';
import { sumFrom } from './presenter.js';

const linesOf = (db: Db, runId: string) =>
  db
    .select({
      line: payrollRunLines,
      code: employees.employeeCode,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      department: employees.department,
      bankAccount: employees.bankAccount,
    })
    .from(payrollRunLines)
    .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
    .where(eq(payrollRunLines.runId, runId))
    .orderBy(asc(employees.employeeCode));

/**
 * The register: a row per person with each figure in its own column (the unpaid days' pay and the one-offs apart
 * from other deductions), then a row of totals.
 */
export async function registerCsv(db: Db, runId: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const rows = (await linesOf(db, runId)).map(({ line: l, code, name, department }) => {
    const unpaidPay = sumFrom(l.details.deductions, 'unpaid_days');
    const oneOffs = sumFrom(l.details.earnings, 'adjustment') - sumFrom(l.details.deductions, 'adjustment');
    const taken = sumFrom(l.details.deductions, 'adjustment');
    return {
      code,
      name,
      department,
      days: l.unpaidLeaveDays + l.absentDays,
      money: [
        l.basic,
        l.gross,
        unpaidPay,
        oneOffs,
        l.employeeContributions,
        l.tax,
        l.totalDeductions - l.employeeContributions - l.tax - unpaidPay - taken,
        l.totalDeductions,
        l.net,
        l.employerContributions,
      ],
    };
  });
  const totals = rows.reduce<number[]>((sum, r) => r.money.map((m, i) => (sum[i] ?? 0) + m), []);
  const [basic, ...rest] = totals.length > 0 ? totals : Array.from({ length: 10 }, () => 0);
  return csvFile(
    [
      c.employeeId,
      c.name,
      c.department,
      c.basic,
      c.unpaidDays,
      c.gross,
      c.unpaidPay,
      c.oneOffs,
      c.contributions,
      c.tax,
      c.otherDeductions,
      c.totalDeductions,
      c.net,
      c.employer,
    ],
    [
      ...rows.map((r) => [
        r.code,
        r.name,
        r.department,
        majorText(r.money[0]!),
        r.days,
        ...r.money.slice(1).map(majorText),
      ]),
      [c.total, '', '', majorText(basic!), rows.reduce((s, r) => s + r.days, 0), ...rest.map(majorText)],
    ],
  );
}

/** Each person's taxable income, tax withheld and net pay in a fiscal year's locked and published runs. */
export async function yearToDateTaxCsv(db: Db, fiscalYear: number, calendar: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const rows = await queryRows<{
    code: string;
    name: string;
    taxable: string;
    tax: string;
    gross: string;
    net: string;
    months: number;
  }>(
    db,
    sql`select e.employee_code as code, e.first_name || ' ' || e.last_name as name, sum(l.taxable)::text as taxable,
          sum(l.tax)::text as tax, sum(l.gross)::text as gross, sum(l.net)::text as net, count(*)::int as months
        from payroll_run_lines l join payroll_runs r on r.id = l.run_id join employees e on e.id = l.employee_id
        where r.fiscal_year = ${fiscalYear} and r.calendar = ${calendar} and r.status <> 'draft'
        group by e.id order by e.employee_code`,
  );
  return csvFile(
    [c.employeeId, c.name, c.gross, c.taxable, c.tax, c.net, c.months],
    rows.map((r) => [
      r.code,
      r.name,
      majorText(Number(r.gross)),
      majorText(Number(r.taxable)),
      majorText(Number(r.tax)),
      majorText(Number(r.net)),
      r.months,
    ]),
  );
}

export async function bankCsv(db: Db, pii: PiiCipher, runId: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const rows = await linesOf(db, runId);
  return {
    people: rows.length,
    file: csvFile(
      [c.employeeId, c.name, c.bankAccount, c.net],
      rows.map(({ line, code, name, bankAccount }) => [
        code,
        name,
        pii.open(bankAccount),
        majorText(line.net),
      ]),
    ),
  };
}
