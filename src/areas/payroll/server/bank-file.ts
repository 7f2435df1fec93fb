/**
 * A locked run's bank transfer file by one of hr's templates (issue 41): the people whose bank is the template's
 * (everyone for "any bank"), each row's cells in the template's order, an optional header row of hr's headers and
 * an optional control total row (the count of rows, and the sum of the amounts, both from the integer paisa, so the
 * total is exactly the rows' sum). The account is opened here, in bulk, as it is for the file hr had before.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { employees, payrollRunLines, type payrollRuns } from '../../../server/db/schema.js';
import { csvCell } from '../../../server/http/csv.js';
import { refuse } from '../../../server/http/errors.js';
import { wordsOf } from '../../../server/http/locale.js';
import { type XlsxCell, xlsxFile } from '../../../server/http/xlsx.js';
import { fiscalYearName, profileOf } from '../../../shared/country-profiles.js';
import type { Locale } from '../../../shared/locale.js';
import { majorText } from '../../../shared/payroll-run.js';
import { getSettings } from '../../settings/server/reads.js';
import { type BankFileColumnKey, NARRATION_MONTH, NARRATION_YEAR } from '../bank-files.js';
import type { bankFileTemplates } from './bank-schema.js';

type Run = typeof payrollRuns.$inferSelect;
type Template = typeof bankFileTemplates.$inferSelect;

/** A row's values before they become cells: the account as text, the amount in paisa. */
interface Person {
  code: string;
  name: string;
  account: string;
  bank: string;
  branch: string;
  net: number;
}

/** How many people without an account a refusal names before "and N more". */
const NAMED = 5;

async function peopleOf(db: Db, pii: PiiCipher, runId: string, bank: string | null): Promise<Person[]> {
  const rows = await db
    .select({
      code: employees.employeeCode,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      account: employees.bankAccount,
      bank: employees.bank,
      branch: employees.bankBranch,
      net: payrollRunLines.net,
    })
    .from(payrollRunLines)
    .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
    .where(
      and(
        eq(payrollRunLines.runId, runId),
        bank === null ? undefined : sql`lower(${employees.bank}) = lower(${bank})`,
      ),
    )
    .orderBy(asc(employees.employeeCode));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    account: pii.open(r.account) ?? '',
    bank: r.bank ?? '',
    branch: r.branch ?? '',
    net: r.net,
  }));
}

export interface BankFile {
  people: number;
  total: number;
  body: Buffer;
  type: string;
  filename: string;
}

/**
 * The file, or a 409 naming the people of the template's bank with no account on record: a transfer file that
 * silently left someone out would leave them unpaid, so hr adds the accounts first.
 */
export async function bankFile(
  db: Db,
  pii: PiiCipher,
  run: Run,
  template: Template,
  locale: Locale,
): Promise<BankFile> {
  const people = await peopleOf(db, pii, run.id, template.bank);
  const missing = people.filter((p) => !p.account);
  if (missing.length > 0)
    throw refuse(409, 'bank_file_missing_accounts', {
      count: missing.length,
      codes: missing
        .slice(0, NAMED)
        .map((p) => p.code)
        .join(', '),
    });
  const settings = await getSettings(db);
  const year = fiscalYearName(run.firstDay, profileOf(settings.country));
  const narrate = (text = '') =>
    text.replaceAll(NARRATION_MONTH, run.period).replaceAll(NARRATION_YEAR, year);
  const value = (key: BankFileColumnKey, p: Person, text?: string): string | number => {
    switch (key) {
      case 'employee_code':
        return p.code;
      case 'name':
        return p.name;
      case 'account':
        return p.account;
      case 'bank':
        return p.bank;
      case 'branch':
        return p.branch;
      case 'amount':
        return p.net;
      case 'currency':
        return settings.currency;
      case 'narration':
        return narrate(text);
      case 'month':
        return run.period;
      case 'fiscal_year':
        return year;
    }
  };
  const columns = template.columns;
  const total = people.reduce((sum, p) => sum + p.net, 0);
  const controlRow = () => {
    // The count beside the word "Total" (or alone when the first column is the amount), the sum under the amount.
    const label = `${wordsOf(locale).payrollCsv.total} (${people.length})`;
    const first = columns.findIndex((c) => c.key !== 'amount');
    return columns.map((c, i) => (c.key === 'amount' ? { total } : i === first ? label : ''));
  };
  const base = `bank-transfer-${run.period}-${template.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'template'}`;
  if (template.kind === 'xlsx') {
    const rows: XlsxCell[][] = [];
    if (template.headerRow) rows.push(columns.map((c) => c.header));
    for (const p of people)
      rows.push(
        columns.map((c) => (c.key === 'amount' ? { money: p.net / 100 } : String(value(c.key, p, c.text)))),
      );
    if (template.totalRow)
      rows.push(controlRow().map((cell) => (typeof cell === 'object' ? { money: cell.total / 100 } : cell)));
    return {
      people: people.length,
      total,
      body: xlsxFile(run.period, rows),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: `${base}.xlsx`,
    };
  }
  // CSV: the account always quoted (a bank's reader takes it as text; a spreadsheet may still drop its zeros).
  const line = (cells: string[]) => `${cells.join(',')}\r\n`;
  let csv = '\uFEFF';
  if (template.headerRow) csv += line(columns.map((c) => csvCell(c.header)));
  for (const p of people)
    csv += line(
      columns.map((c) => {
        if (c.key === 'amount') return majorText(p.net);
        const text = String(value(c.key, p, c.text));
        return c.key === 'account' ? `"${text.replaceAll('"', '""')}"` : csvCell(text);
      }),
    );
  if (template.totalRow)
    csv += line(
      controlRow().map((cell) => (typeof cell === 'object' ? majorText(cell.total) : csvCell(cell))),
    );
  return {
    people: people.length,
    total,
    body: Buffer.from(csv),
    type: 'text/csv; charset=utf-8',
    filename: `${base}.csv`,
  };
}
