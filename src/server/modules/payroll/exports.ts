/**
 * A run's CSV files (rules §16): the payroll register (every line's figures) and the bank transfer file (net pay
 * and bank account; the only place a bank account is opened in bulk, and each download is audited). Amounts in
 * major units with two decimals, exact (from the integer paisa).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locale.js';
import { majorText } from '../../../shared/payroll-run.js';
import type { PiiCipher } from '../../crypto/pii.js';
import type { Db } from '../../db/client.js';
import { employees, payrollRunLines } from '../../db/schema.js';
import { csvFile } from '../../http/csv.js';
import { wordsOf } from '../../http/locale.js';

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

export async function registerCsv(db: Db, runId: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const rows = await linesOf(db, runId);
  return csvFile(
    [
      c.employeeId,
      c.name,
      c.department,
      c.basic,
      c.unpaidDays,
      c.gross,
      c.contributions,
      c.tax,
      c.otherDeductions,
      c.totalDeductions,
      c.net,
      c.employer,
    ],
    rows.map(({ line: l, code, name, department }) => [
      code,
      name,
      department,
      majorText(l.basic),
      l.unpaidLeaveDays + l.absentDays,
      majorText(l.gross),
      majorText(l.employeeContributions),
      majorText(l.tax),
      majorText(l.totalDeductions - l.employeeContributions - l.tax),
      majorText(l.totalDeductions),
      majorText(l.net),
      majorText(l.employerContributions),
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
