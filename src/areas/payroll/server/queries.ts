/**
 * Reading payroll runs (rules §16): hr's list and a run's table, and a person's own payslips (published runs only).
 * Salary figures leave the server only here, to hr or to the person they are about.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { employees, payrollRunLines, payrollRuns } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { fiscalYearLabel } from '../../../shared/country-profiles.js';
import { nameOrder, textMatch } from '../../employees/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import { type PayslipsReply, RUN_PAGE, type RunReply } from '../schemas.js';
import type { PayslipData } from './payslip-pdf.js';
import { presentLine, presentRun } from './presenter.js';
import { readPayrollSettings } from './setup.js';

const totalsOf = sql<{
  people: number;
  gross: string | null;
  deductions: string | null;
  tax: string | null;
  net: string | null;
  employer: string | null;
}>`(select json_build_object('people', count(*), 'gross', sum(gross)::text, 'deductions', sum(total_deductions)::text,
    'tax', sum(tax)::text, 'net', sum(net)::text, 'employer', sum(employer_contributions)::text)
    from payroll_run_lines where run_id = ${payrollRuns.id})`;

const person = {
  code: employees.employeeCode,
  first: employees.firstName,
  last: employees.lastName,
  department: employees.department,
};

export async function listRuns(db: Db) {
  const rows = await db
    .select({ run: payrollRuns, totals: totalsOf })
    .from(payrollRuns)
    .orderBy(desc(payrollRuns.firstDay), desc(payrollRuns.createdAt));
  return { runs: rows.map((r) => presentRun(r.run, r.totals)) };
}

/** A run and a page of its lines in name order (narrowed by `search`); undefined when there is no such run. */
export async function readRun(
  db: Db,
  id: string,
  { page = 1, search }: { page?: number; search?: string } = {},
): Promise<RunReply | undefined> {
  const [found] = await db
    .select({ run: payrollRuns, totals: totalsOf })
    .from(payrollRuns)
    .where(eq(payrollRuns.id, id));
  if (!found) return undefined;
  const match = textMatch(search);
  const where = and(eq(payrollRunLines.runId, id), match);
  const [lines, [matching]] = await Promise.all([
    db
      .select({ line: payrollRunLines, person })
      .from(payrollRunLines)
      .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
      .where(where)
      .orderBy(...nameOrder)
      .limit(RUN_PAGE)
      .offset((page - 1) * RUN_PAGE),
    match
      ? db
          .select({ n: count() })
          .from(payrollRunLines)
          .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
          .where(where)
      : [{ n: found.totals.people }],
  ]);
  return {
    ...presentRun(found.run, found.totals),
    lines: lines.map((l) => presentLine(l.line, l.person)),
    page,
    pages: Math.max(1, Math.ceil((matching?.n ?? 0) / RUN_PAGE)),
  };
}

export const runNotFound = () => refuse(404, 'payroll_run_not_found', { field: '_id' });

/** The run alone, without its lines; 404 when there is none. */
export async function findRun(db: Db, id: string) {
  const [found] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  if (!found) throw runNotFound();
  return found;
}

type RunRow = typeof payrollRuns.$inferSelect;
const slipPerson = {
  ...person,
  designation: employees.designation,
  pan: employees.pan,
  ssf: employees.ssfNumber,
};
const personOf = (
  pii: PiiCipher,
  p: { designation: string | null; pan: string | null; ssf: string | null },
) => ({
  designation: p.designation || null,
  pan: pii.open(p.pan) || null,
  ssf_number: pii.open(p.ssf) || null,
});
/** The run's fiscal year by its name ("2082/83"), counted from the organisation's first month of the year. */
const fiscalYearOf = async (db: Db, run: RunRow) =>
  fiscalYearLabel(run.fiscalYear, (await readPayrollSettings(db)).fiscalStartMonth);

/** What a payslip shows: the person's line of a run, the run, and this fiscal year's totals up to it. */
export async function payslipData(db: Db, pii: PiiCipher, runId: string, employeeId: string) {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  if (!run) return undefined;
  const [found] = await payslipsOf(db, pii, run, [employeeId]);
  return found && { run, ...found };
}

/** The payslips of some people in a run (in no particular order): each one's PDF's data. */
export async function payslipsOf(
  db: Db,
  pii: PiiCipher,
  run: RunRow,
  people: string[],
): Promise<{ employeeId: string; data: PayslipData }[]> {
  if (people.length === 0) return [];
  const [lines, totals, settings, fiscalYear] = await Promise.all([
    db
      .select({ line: payrollRunLines, person: slipPerson })
      .from(payrollRunLines)
      .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
      .where(and(eq(payrollRunLines.runId, run.id), inArray(payrollRunLines.employeeId, people))),
    db
      .select({
        id: payrollRunLines.employeeId,
        gross: sql<string>`sum(${payrollRunLines.gross})::text`,
        tax: sql<string>`sum(${payrollRunLines.tax})::text`,
        net: sql<string>`sum(${payrollRunLines.net})::text`,
      })
      .from(payrollRunLines)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunLines.runId))
      .where(
        and(
          inArray(payrollRunLines.employeeId, people),
          eq(payrollRuns.fiscalYear, run.fiscalYear),
          eq(payrollRuns.calendar, run.calendar),
          sql`(${payrollRuns.status} <> 'draft' or ${payrollRuns.id} = ${run.id})`,
          sql`${payrollRuns.firstDay} <= ${run.firstDay}`,
        ),
      )
      .groupBy(payrollRunLines.employeeId),
    getSettings(db),
    fiscalYearOf(db, run),
  ]);
  const ytd = new Map(totals.map((t) => [t.id, t]));
  return lines.map(({ line, person: p }) => {
    const so = ytd.get(line.employeeId);
    return {
      employeeId: line.employeeId,
      data: {
        company: settings.companyName,
        currency: settings.currency,
        period: run.period,
        calendar: run.calendar,
        fiscalYear,
        line: presentLine(line, p),
        person: personOf(pii, p),
        yearToDate: { gross: Number(so?.gross ?? 0), tax: Number(so?.tax ?? 0), net: Number(so?.net ?? 0) },
      },
    };
  });
}

/** A person's payslips: their lines of published runs, newest first. */
export async function myPayslips(db: Db, pii: PiiCipher, employeeId: string): Promise<PayslipsReply> {
  const [rows, payroll] = await Promise.all([
    db
      .select({ line: payrollRunLines, run: payrollRuns, person: slipPerson })
      .from(payrollRunLines)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunLines.runId))
      .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
      .where(and(eq(payrollRunLines.employeeId, employeeId), eq(payrollRuns.status, 'published')))
      .orderBy(desc(payrollRuns.firstDay)),
    readPayrollSettings(db),
  ]);
  return {
    payslips: rows.map((r) => ({
      ...presentLine(r.line, r.person),
      run_id: r.run.id,
      period: r.run.period,
      calendar: r.run.calendar,
      fiscal_year: fiscalYearLabel(r.run.fiscalYear, payroll.fiscalStartMonth),
      person: personOf(pii, r.person),
      published_at: r.run.publishedAt!.toISOString(),
    })),
  };
}
