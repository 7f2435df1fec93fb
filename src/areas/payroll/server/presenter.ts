/** Which fields of a payroll run and its lines leave the server (to hr, or a payslip to its person). */

import type { payrollRunLines, payrollRuns } from '../../../server/db/schema.js';
import type { RunLine, RunSchema } from '../schemas.js';

type RunRow = typeof payrollRuns.$inferSelect;
type LineRow = typeof payrollRunLines.$inferSelect;

export function presentRun(
  run: RunRow,
  totals: { people: number } & Record<string, string | number | null>,
): RunSchema {
  const n = (v: string | number | null | undefined) => Number(v ?? 0);
  return {
    _id: run.id,
    period: run.period,
    calendar: run.calendar,
    first_day: run.firstDay,
    last_day: run.lastDay,
    fiscal_year: run.fiscalYear,
    status: run.status,
    calculated_at: run.calculatedAt?.toISOString() ?? null,
    locked_at: run.lockedAt?.toISOString() ?? null,
    published_at: run.publishedAt?.toISOString() ?? null,
    totals: {
      people: n(totals.people),
      gross: n(totals.gross),
      deductions: n(totals.deductions),
      tax: n(totals.tax),
      net: n(totals.net),
      employer_contributions: n(totals.employer),
    },
  };
}

export function presentLine(
  l: LineRow,
  p: { code: string; first: string; last: string; department: string | null },
): RunLine {
  const d = l.details as Record<string, unknown>;
  return {
    employee_id: l.employeeId,
    employee_code: p.code,
    name: `${p.first} ${p.last}`,
    department: p.department,
    basic: l.basic,
    gross: l.gross,
    taxable: l.taxable,
    tax: l.tax,
    employee_contributions: l.employeeContributions,
    employer_contributions: l.employerContributions,
    total_deductions: l.totalDeductions,
    net: l.net,
    unpaid_leave_days: l.unpaidLeaveDays,
    absent_days: l.absentDays,
    inputs_set: l.inputsSetBy !== null,
    details: {
      earnings: (d.earnings as RunLine['details']['earnings'] | undefined) ?? [],
      deductions: (d.deductions as RunLine['details']['deductions'] | undefined) ?? [],
      contributions: (d.contributions as RunLine['details']['contributions'] | undefined) ?? [],
      tax_source: (d.tax_source as Record<string, unknown> | undefined) ?? {},
      days_in_month: (d.days_in_month as number | undefined) ?? 0,
      paid_days: (d.paid_days as number | undefined) ?? 0,
      structure_from: (d.structure_from as string | null) ?? null,
    },
  };
}

type Detail = { amount: number; source?: { from?: string } };
/** The sum of a line's detail entries (`details.earnings` or `details.deductions`) that came from `from`. */
export const sumFrom = (entries: unknown, from: string) =>
  ((entries as Detail[] | undefined) ?? [])
    .filter((e) => e.source?.from === from)
    .reduce((s, e) => s + e.amount, 0);
