/**
 * One engine for a month's pay (rules §16, issue 41): a run's lines for everyone, and the same calculation for one
 * person as a what-if (the calculator): their structure (or a basic hr types), the month's unpaid days, the
 * schemes, the fiscal year's tax table and reliefs, and the year so far.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  contributionSchemes,
  employees,
  payrollRunLines,
  payrollRuns,
  taxTables,
  taxYears,
} from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { giveBackMemory } from '../../../server/memory.js';
import { addDays, countWorkingDays, inclusiveDays } from '../../../shared/calendar.js';
import { fiscalYearLabel } from '../../../shared/country-profiles.js';
import { calculatePay } from '../../../shared/payroll-calc.js';
import { fiscalYearOf, plainTaxRules, type TaxBracket } from '../../../shared/payroll-run.js';
import { periodsOf } from '../../../shared/periods.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { overtimePay } from '../../shifts/contract.js';
import { approvedOvertime } from '../../shifts/server/reads.js';
import type { WhatIfReply } from '../schemas.js';
import { declarationsOf } from './declarations.js';
import {
  absentDays,
  type Person,
  pendingAdjustments,
  peopleOf,
  type RunPeriod,
  unpaidLeaveDays,
  yearToDate,
} from './inputs.js';
import { presentLine } from './presenter.js';
import { readPayrollSettings, taxRulesOf } from './setup.js';

export type Context = Awaited<ReturnType<typeof contextOf>>;
/** The settings a calculation reads, before its transaction (PGlite has one connection: nothing else inside). */
export const contextOf = async (db: Db) => {
  const [settings, payroll] = await Promise.all([getSettings(db), readPayrollSettings(db)]);
  return { settings, payroll };
};

/** A month of the organisation's pay calendar as a run keeps it; 400 for a month that is none. */
export function periodFacts(period: string, { settings, payroll }: Context) {
  const calendar = settings.periodCalendar;
  const range = periodsOf(calendar).rangeOf(period);
  if (!range) throw refuse(400, 'payroll_period', { field: 'period' });
  const month = Number(period.slice(5, 7));
  return {
    period,
    calendar,
    firstDay: range.first,
    lastDay: range.last,
    fiscalYear: fiscalYearOf(period, payroll.fiscalStartMonth),
    fiscalMonth: ((month - payroll.fiscalStartMonth + 12) % 12) + 1,
  };
}

type Month = RunPeriod & { fiscalMonth: number };
/** People per page of a run's calculation: the heap holds one page's people and lines, not everyone's at once. */
const PAGE = 1000;

/**
 * What the month's lines are calculated from, read once (the days hr set by hand, the adjustments, the year so far,
 * the tables and schemes): a function giving a person's line (as `payroll_run_lines` keeps it), with the basic to
 * try instead of their structure's for a what-if. A run's id brings the days hr set by hand and the adjustments it
 * paid; a what-if has none and counts adjustments still waiting.
 */
async function lineMaker(tx: Tx, run: Month & { id: string | null }, { settings, payroll }: Context) {
  const [leave, absent, ytd, adjustments, tables, year, schemes, kept, declared, overtime] =
    await Promise.all([
      unpaidLeaveDays(tx, run, payroll.unpaidLeaveTypes, settings),
      absentDays(tx, run),
      yearToDate(tx, run),
      pendingAdjustments(tx, run.id),
      tx.select().from(taxTables).where(eq(taxTables.fiscalYear, run.fiscalYear)),
      tx
        .select()
        .from(taxYears)
        .where(eq(taxYears.fiscalYear, run.fiscalYear))
        .then((rows) => rows[0]),
      tx
        .select()
        .from(contributionSchemes)
        .where(eq(contributionSchemes.active, true))
        .orderBy(asc(contributionSchemes.name)),
      run.id === null
        ? []
        : tx
            .select()
            .from(payrollRunLines)
            .where(and(eq(payrollRunLines.runId, run.id), sql`${payrollRunLines.inputsSetBy} is not null`)),
      declarationsOf(tx, run.fiscalYear),
      approvedOvertime(tx, run.firstDay, run.lastDay),
    ]);
  // A year's rules from a shipped pack wait for hr to confirm them against the year's Finance Act.
  if (year && !year.confirmedAt)
    throw refuse(409, 'payroll_tax_year_unconfirmed', {
      year: fiscalYearLabel(run.fiscalYear, payroll.fiscalStartMonth),
    });
  const rules = year ? taxRulesOf(year) : plainTaxRules;
  const brackets = new Map(tables.map((t) => [t.variant, t.brackets as TaxBracket[]]));
  const setByHand = new Map(kept.map((k) => [k.employeeId, k]));
  const daysIn = (from: string, to: string) =>
    from > to
      ? 0
      : payroll.daysMode === 'calendar'
        ? inclusiveDays(from, to)
        : countWorkingDays(from, to, settings);
  const daysInMonth = daysIn(run.firstDay, run.lastDay);
  // The basic hourly rate's divisor (decision 035): the month's working days by the organisation's week and
  // everyone's holidays, times the working day's length, whatever the pay days count.
  const workingDays = countWorkingDays(run.firstDay, run.lastDay, settings);
  /** Approved overtime of the month paid at the policy's rate of the basic hourly rate (Labour Act 2074 s.31). */
  const overtimeOf = (p: Person, basic: number) => {
    const minutes = overtime.minutes.get(p.id) ?? 0;
    if (minutes === 0) return null;
    const figures = {
      basic,
      workingDays,
      workDayMinutes: settings.workDayMinutes,
      ratePercent: overtime.ratePercent,
    };
    return {
      minutes,
      ratePercent: overtime.ratePercent,
      hourly: overtimePay({ ...figures, minutes: 60, ratePercent: 100 }),
      amount: overtimePay({ ...figures, minutes }),
    };
  };
  /** Days of the month before joining and after leaving (the day one leaves is worked). */
  const notEmployed = (p: Person) =>
    (p.joined > run.firstDay ? daysIn(run.firstDay, addDays(p.joined, -1)) : 0) +
    (p.left !== null && p.left < run.lastDay ? daysIn(addDays(p.left, 1), run.lastDay) : 0);
  return (p: Person, basic = p.basic) => {
    const table = brackets.get(p.variant);
    if (!table) throw refuse(409, 'payroll_no_tax_table', { year: run.fiscalYear, variant: p.variant });
    const hand = setByHand.get(p.id);
    const unpaid = hand ? hand.unpaidLeaveDays : Math.min(leave.get(p.id) ?? 0, daysInMonth);
    const absentCount = hand ? hand.absentDays : Math.min(absent.get(p.id) ?? 0, daysInMonth);
    const mine = adjustments.get(p.id) ?? [];
    const soFar = ytd.get(p.id) ?? { assessable: 0, retirement: 0, withheld: 0 };
    // A leaver's last month ends their year: its tax is the year's on what they were actually paid.
    const leaving = p.left !== null && p.left <= run.lastDay;
    const monthsRemaining = leaving ? 1 : 13 - run.fiscalMonth;
    const r = calculatePay({
      structure: { basic, lines: p.lines },
      daysInMonth: Math.max(daysInMonth, 1),
      unpaidLeaveDays: unpaid,
      absentDays: absentCount,
      daysNotEmployed: Math.min(notEmployed(p), daysInMonth),
      schemes,
      adjustments: mine,
      overtime: overtimeOf(p, basic),
      tax: {
        brackets: table,
        rules,
        monthsRemaining,
        soFar,
        woman: p.woman,
        ...(declared.has(p.id) && { declared: declared.get(p.id) }),
      },
    });
    return {
      employeeId: p.id,
      basic,
      gross: r.gross,
      assessable: r.assessable,
      retirement: r.retirement,
      taxable: r.taxable,
      tax: r.tax,
      employeeContributions: r.contributions.reduce((s, c) => s + c.amount, 0),
      employerContributions: r.employerContributions,
      totalDeductions: r.totalDeductions,
      net: r.net,
      unpaidLeaveDays: unpaid,
      absentDays: absentCount,
      inputsSetBy: hand?.inputsSetBy ?? null,
      details: {
        earnings: r.earnings,
        deductions: r.deductions,
        contributions: r.contributions.map((c) => ({
          name: c.name,
          amount: c.amount,
          employer: c.employer,
          source: c.source,
          employer_source: c.employerSource,
        })),
        tax_source: r.taxSource,
        days_in_month: daysInMonth,
        paid_days: r.paidDays,
        structure_from: p.structureFrom,
        adjustment_ids: mine.map((a) => a.id),
      },
    };
  };
}

/**
 * Every active person's line of a draft run, written in place of the last calculation's, audited; a page of people
 * at a time (by id), so memory stays flat however many are paid.
 */
export async function calculate(tx: Tx, by: Actor, run: typeof payrollRuns.$inferSelect, context: Context) {
  const lineOf = await lineMaker(tx, run, context);
  await tx.delete(payrollRunLines).where(eq(payrollRunLines.runId, run.id));
  let people = 0;
  let net = 0;
  for (let after: string | null = null; ; ) {
    const page = await peopleOf(tx, run, {
      timeZone: context.settings.timeZone,
      page: { after, size: PAGE },
    });
    const lines = page.map((p) => ({ ...lineOf(p), runId: run.id }));
    for (let i = 0; i < lines.length; i += 500)
      await tx.insert(payrollRunLines).values(lines.slice(i, i + 500));
    people += lines.length;
    net += lines.reduce((s, l) => s + l.net, 0);
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  await tx.update(payrollRuns).set({ calculatedAt: new Date() }).where(eq(payrollRuns.id, run.id));
  await recordAudit(tx, by, {
    action: 'calculate',
    entity: 'payroll_run',
    entityId: run.id,
    after: { people, net },
  });
  // The call that allocates the most (tens of MB for 10,000 people), and the payslips usually follow.
  giveBackMemory();
}

/**
 * The calculator: one person's month by the same engine (their structure, or the basic hr tries), in the month asked
 * (default: this month of the pay calendar); read in a transaction that writes nothing.
 */
export async function whatIfPay(
  db: Db,
  body: { employee_id: string; period?: string | undefined; basic?: number | undefined },
  today: string,
): Promise<WhatIfReply> {
  const context = await contextOf(db);
  const facts = periodFacts(
    body.period ?? periodsOf(context.settings.periodCalendar).monthOf(today),
    context,
  );
  // One person, whatever their status: an offer to someone joining later is a fair question.
  const line = await db.transaction(async (tx) => {
    const run = { ...facts, id: null };
    const [[who], lineOf] = await Promise.all([
      peopleOf(tx, run, { timeZone: context.settings.timeZone, only: body.employee_id }),
      lineMaker(tx, run, context),
    ]);
    return who && lineOf(who, body.basic);
  });
  const [person] = await db
    .select({
      code: employees.employeeCode,
      first: employees.firstName,
      last: employees.lastName,
      department: employees.department,
    })
    .from(employees)
    .where(eq(employees.id, body.employee_id));
  return {
    period: facts.period,
    calendar: facts.calendar,
    fiscal_year: fiscalYearLabel(facts.fiscalYear, context.payroll.fiscalStartMonth),
    line: presentLine({ ...line!, runId: '', assessable: line!.assessable }, person!),
  };
}
