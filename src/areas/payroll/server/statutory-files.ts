/**
 * The files the law asks of a locked run (issue 41): the social security fund's monthly contribution schedule (each
 * contributor's SSF number, the basic paid, the employee's and employer's shares), the tax office's monthly annex
 * of tax deducted at source (each person's PAN, the month's income and the tax withheld), and the remittance sheet
 * of people's own retirement contributions (CIT: each person's account with the fund and the amount). Each
 * download is audited (the first two open sealed personal numbers in bulk); each ends with a row of totals.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { contributionSchemes, employees, payrollRunLines } from '../../../server/db/schema.js';
import { csvFile } from '../../../server/http/csv.js';
import { wordsOf } from '../../../server/http/locale.js';
import type { Locale } from '../../../shared/locale.js';
import { majorText } from '../../../shared/payroll-run.js';

type Parts = { name: string; amount: number }[];
type Contribution = {
  name: string;
  amount: number;
  employer: number;
  source?: { of?: number; parts?: Parts };
  employer_source?: { parts?: Parts };
};

/** The run's lines in employee-ID order, with the person's sealed number the file needs, if any. */
const linesWith = (db: Db, runId: string, sealed?: typeof employees.pan | typeof employees.ssfNumber) =>
  db
    .select({
      line: payrollRunLines,
      code: employees.employeeCode,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      sealed: sealed ?? sql<null>`null`,
    })
    .from(payrollRunLines)
    .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
    .where(eq(payrollRunLines.runId, runId))
    .orderBy(asc(employees.employeeCode));

const sums = (rows: number[][]) => rows.reduce<number[]>((t, r) => r.map((m, i) => (t[i] ?? 0) + m), []);

/** Everyone the run took a social security fund contribution from: base, shares, total; then the totals. */
export async function ssfScheduleCsv(db: Db, pii: PiiCipher, runId: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const funds = new Set(
    (
      await db
        .select({ name: contributionSchemes.name })
        .from(contributionSchemes)
        .where(eq(contributionSchemes.socialSecurityFund, true))
    ).map((s) => s.name),
  );
  const rows = (await linesWith(db, runId, employees.ssfNumber)).flatMap(({ line, code, name, sealed }) => {
    const paid = ((line.details.contributions as Contribution[] | undefined) ?? []).filter((x) =>
      funds.has(x.name),
    );
    if (paid.length === 0) return [];
    // Each part, both sides together (provident fund 10 + 10 %, gratuity 8.33 %, …), as the scheme said it then.
    const parts = new Map<string, number>();
    for (const x of paid)
      for (const p of [...(x.source?.parts ?? []), ...(x.employer_source?.parts ?? [])])
        parts.set(p.name, (parts.get(p.name) ?? 0) + p.amount);
    const employee = paid.reduce((s, x) => s + x.amount, 0);
    const employer = paid.reduce((s, x) => s + x.employer, 0);
    const base = paid[0]?.source?.of ?? line.basic;
    return [{ code, name, number: pii.open(sealed), base, employee, employer, parts }];
  });
  const partNames = [...new Set(rows.flatMap((r) => [...r.parts.keys()]))];
  const money = rows.map((r) => [
    r.base,
    r.employee,
    r.employer,
    ...partNames.map((p) => r.parts.get(p) ?? 0),
    r.employee + r.employer,
  ]);
  const totals = rows.length > 0 ? sums(money) : Array.from({ length: 4 + partNames.length }, () => 0);
  return {
    people: rows.length,
    file: csvFile(
      [
        c.employeeId,
        c.name,
        c.ssfNumber,
        c.contributionBase,
        c.employeeShare,
        c.employerShare,
        ...partNames,
        c.contributionTotal,
      ],
      [
        ...rows.map((r, i) => [r.code, r.name, r.number, ...money[i]!.map(majorText)]),
        [c.total, '', '', ...totals.map(majorText)],
      ],
    ),
  };
}

/** Everyone in the run: PAN, the month's income (as assessed for tax) and the tax withheld; then the totals. */
export async function tdsAnnexCsv(db: Db, pii: PiiCipher, runId: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const rows = (await linesWith(db, runId, employees.pan)).map(({ line, code, name, sealed }) => ({
    code,
    name,
    pan: pii.open(sealed),
    money: [line.assessable, line.taxable, line.tax],
  }));
  const totals = rows.length > 0 ? sums(rows.map((r) => r.money)) : [0, 0, 0];
  return {
    people: rows.length,
    file: csvFile(
      [c.pan, c.name, c.employeeId, c.income, c.taxable, c.taxWithheld],
      [
        ...rows.map((r) => [r.pan, r.name, r.code, ...r.money.map(majorText)]),
        [c.total, '', '', ...totals.map(majorText)],
      ],
    ),
  };
}

type Deduction = { name: string; amount: number; source?: { retirement?: boolean; reference?: string } };

/**
 * Every retirement contribution of a person's own the run deducted (their CIT, an EPF: structure lines of kind
 * `retirement`), by fund then person: the account with the fund and the amount; then each fund's total.
 */
export async function retirementSheetCsv(db: Db, _pii: PiiCipher, runId: string, locale: Locale) {
  const c = wordsOf(locale).payrollCsv;
  const rows = (await linesWith(db, runId)).flatMap(({ line, code, name }) =>
    ((line.details.deductions as Deduction[] | undefined) ?? [])
      .filter((d) => d.source?.retirement)
      .map((d) => ({ fund: d.name, code, name, account: d.source?.reference ?? '', amount: d.amount })),
  );
  const funds = [...new Set(rows.map((r) => r.fund))].sort();
  return {
    people: new Set(rows.map((r) => r.code)).size,
    file: csvFile(
      [c.fund, c.employeeId, c.name, c.fundAccount, c.amount],
      funds.flatMap((fund) => {
        const of = rows.filter((r) => r.fund === fund);
        return [
          ...of.map((r) => [fund, r.code, r.name, r.account, majorText(r.amount)]),
          [fund, c.total, '', '', majorText(of.reduce((s, r) => s + r.amount, 0))],
        ];
      }),
    ),
  };
}
