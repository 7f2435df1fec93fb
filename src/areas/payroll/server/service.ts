/**
 * Payroll runs (rules §16, decision 018): hr creates a month's run (calculated at once), fixes inputs and
 * re-calculates while it is a draft, locks it (final: a locked run never changes, corrections are adjustments
 * for a later run), then publishes it (payslips visible, everyone told). Each step in one transaction, audited.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  contributionSchemes,
  payrollAdjustments,
  payrollRunLines,
  payrollRuns,
  taxTables,
  taxYears,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { countWorkingDays, inclusiveDays } from '../../../shared/calendar.js';
import { fiscalYearLabel, profileOf } from '../../../shared/country-profiles.js';
import { calculatePay, proRata } from '../../../shared/payroll-calc.js';
import { fiscalYearOf, plainTaxRules, type TaxBracket } from '../../../shared/payroll-run.js';
import { periodsOf } from '../../../shared/periods.js';
import { recordAudit } from '../../audit/server/writes.js';
import { notify } from '../../notifications/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  absentDays,
  pendingAdjustments,
  peopleOf,
  type RunPeriod,
  unpaidLeaveDays,
  yearToDate,
} from './inputs.js';
import { runNotFound } from './queries.js';
import { readPayrollSettings, taxRulesOf } from './setup.js';

registerUniqueRules({
  payroll_runs_period_key: { code: 'payroll_run_exists', field: 'period' },
});

type RunRow = typeof payrollRuns.$inferSelect;

const runLocked = () => refuse(409, 'payroll_run_locked');

/** The run, locked for this transaction's change; 404 when there is none. */
async function lockRun(tx: Tx, id: string): Promise<RunRow> {
  const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
  if (!run) throw runNotFound();
  return run;
}

const draftOnly = (run: RunRow) => {
  if (run.status !== 'draft') throw runLocked();
};

export async function createRun(db: Db, by: Actor, period: string) {
  const context = await contextOf(db);
  const { settings, payroll } = context;
  const calendar = settings.periodCalendar;
  const range = periodsOf(calendar).rangeOf(period);
  if (!range) throw refuse(400, 'payroll_period', { field: 'period' });
  const month = Number(period.slice(5, 7));
  const fiscalMonth = ((month - payroll.fiscalStartMonth + 12) % 12) + 1;
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(payrollRuns)
      .values({
        period,
        calendar,
        firstDay: range.first,
        lastDay: range.last,
        fiscalYear: fiscalYearOf(period, payroll.fiscalStartMonth),
        fiscalMonth,
        createdBy: by.id,
      })
      .returning();
    await recordAudit(tx, by, { action: 'create', entity: 'payroll_run', entityId: run!.id, after: run });
    await calculate(tx, by, run!, context);
    return run!.id;
  });
}

export async function recalculateRun(db: Db, by: Actor, id: string) {
  const context = await contextOf(db);
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    draftOnly(run);
    await calculate(tx, by, run, context);
  });
}

type Context = Awaited<ReturnType<typeof contextOf>>;
/** The settings a calculation reads, before its transaction (PGlite has one connection: nothing else inside). */
const contextOf = async (db: Db) => {
  const [settings, payroll] = await Promise.all([getSettings(db), readPayrollSettings(db)]);
  return { settings, payroll };
};

/** Every active person's line, from their structure, the month's unpaid days, the schemes and the tax table. */
async function calculate(tx: Tx, by: Actor, run: RunRow, { settings, payroll }: Context) {
  const period: RunPeriod = run;
  const [people, leave, absent, ytd, adjustments, tables, year, schemes, kept] = await Promise.all([
    peopleOf(tx, period),
    unpaidLeaveDays(tx, period, payroll.unpaidLeaveTypes, settings),
    absentDays(tx, period),
    yearToDate(tx, period),
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
    tx
      .select()
      .from(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, run.id), sql`${payrollRunLines.inputsSetBy} is not null`)),
  ]);
  // A year's rules from a shipped pack wait for hr to confirm them against the year's Finance Act.
  if (year && !year.confirmedAt)
    throw refuse(409, 'payroll_tax_year_unconfirmed', {
      year: fiscalYearLabel(run.fiscalYear, payroll.fiscalStartMonth),
    });
  const rules = year ? taxRulesOf(year) : plainTaxRules;
  const brackets = new Map(tables.map((t) => [t.variant, t.brackets as TaxBracket[]]));
  const setByHand = new Map(kept.map((k) => [k.employeeId, k]));
  const daysInMonth =
    payroll.daysMode === 'calendar'
      ? inclusiveDays(run.firstDay, run.lastDay)
      : countWorkingDays(run.firstDay, run.lastDay, settings);
  const monthsRemaining = 13 - run.fiscalMonth;
  const lines = people.map((p) => {
    const table = brackets.get(p.variant);
    if (!table) throw refuse(409, 'payroll_no_tax_table', { year: run.fiscalYear, variant: p.variant });
    const hand = setByHand.get(p.id);
    const unpaid = hand ? hand.unpaidLeaveDays : Math.min(leave.get(p.id) ?? 0, daysInMonth);
    const absentCount = hand ? hand.absentDays : Math.min(absent.get(p.id) ?? 0, daysInMonth);
    const mine = adjustments.get(p.id) ?? [];
    const soFar = ytd.get(p.id) ?? { assessable: 0, retirement: 0, withheld: 0 };
    const r = calculatePay({
      structure: { basic: p.basic, lines: p.lines },
      daysInMonth: Math.max(daysInMonth, 1),
      unpaidLeaveDays: unpaid,
      absentDays: absentCount,
      schemes,
      adjustments: mine,
      tax: { brackets: table, rules, monthsRemaining, soFar, woman: p.woman },
    });
    return {
      runId: run.id,
      employeeId: p.id,
      basic: p.basic,
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
        })),
        tax_source: r.taxSource,
        days_in_month: daysInMonth,
        paid_days: r.paidDays,
        structure_from: p.structureFrom,
        adjustment_ids: mine.map((a) => a.id),
      },
    };
  });
  await tx.delete(payrollRunLines).where(eq(payrollRunLines.runId, run.id));
  for (let i = 0; i < lines.length; i += 500)
    await tx.insert(payrollRunLines).values(lines.slice(i, i + 500));
  await tx.update(payrollRuns).set({ calculatedAt: new Date() }).where(eq(payrollRuns.id, run.id));
  await recordAudit(tx, by, {
    action: 'calculate',
    entity: 'payroll_run',
    entityId: run.id,
    after: { people: lines.length, net: lines.reduce((s, l) => s + l.net, 0) },
  });
}

/** Whole months from `from` to `to` (yyyy-mm-dd): 2025-07-17 to 2026-01-16 is 5, to 2026-01-17 is 6. */
const monthsBetween = (from: string, to: string) => {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
};

/**
 * The festival allowance the organisation's country requires (Nepal: one month's basic a year, Labour Act 2074
 * s.37), paid in the draft run hr chooses: a taxable one-off for everyone in it, pro rata by whole months for under
 * a year's service by the run's last day; once a person a fiscal year (the database says so), then the run is
 * calculated again.
 */
export async function addFestivalAllowance(db: Db, by: Actor, id: string) {
  const context = await contextOf(db);
  const rule = profileOf(context.settings.country).festivalAllowance;
  if (!rule) throw refuse(409, 'payroll_no_festival_allowance');
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    draftOnly(run);
    const people = await peopleOf(tx, run);
    const values = people
      .map((p) => {
        const months = Math.min(12, Math.max(0, monthsBetween(p.joined, run.lastDay)));
        return {
          employeeId: p.id,
          label: 'Festival allowance',
          amount: proRata(Math.round(p.basic * rule.monthsOfBasic), months, 12),
          taxable: true,
          festivalYear: run.fiscalYear,
          createdBy: by.id,
        };
      })
      .filter((v) => v.amount > 0);
    let added = 0;
    for (let i = 0; i < values.length; i += 500)
      added += (
        await tx
          .insert(payrollAdjustments)
          .values(values.slice(i, i + 500))
          .onConflictDoNothing()
          .returning()
      ).length;
    await recordAudit(tx, by, {
      action: 'festival_allowance',
      entity: 'payroll_run',
      entityId: run.id,
      after: { people: added, source: rule.source },
    });
    await calculate(tx, by, run, context);
  });
}

/** hr sets a person's unpaid leave and absent days by hand (null: count them again), then the run is re-calculated. */
export async function setLineInputs(
  db: Db,
  by: Actor,
  body: { _id: string; employee_id: string; unpaid_leave_days: number | null; absent_days: number | null },
) {
  const context = await contextOf(db);
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, body._id);
    draftOnly(run);
    const where = and(eq(payrollRunLines.runId, run.id), eq(payrollRunLines.employeeId, body.employee_id));
    const [before] = await tx.select().from(payrollRunLines).where(where);
    if (!before) throw refuse(404, 'payroll_not_in_run', { field: 'employee_id' });
    const byHand = body.unpaid_leave_days !== null || body.absent_days !== null;
    await tx
      .update(payrollRunLines)
      .set({
        unpaidLeaveDays: body.unpaid_leave_days ?? 0,
        absentDays: body.absent_days ?? 0,
        inputsSetBy: byHand ? by.id : null,
      })
      .where(where);
    await recordAudit(tx, by, {
      action: 'set_inputs',
      entity: 'payroll_run',
      entityId: run.id,
      before: { employee_id: body.employee_id, unpaid: before.unpaidLeaveDays, absent: before.absentDays },
      after: { employee_id: body.employee_id, unpaid: body.unpaid_leave_days, absent: body.absent_days },
    });
    await calculate(tx, by, run, context);
  });
}

/** Final: the run never changes again; the adjustments it paid are marked paid by it. */
export async function lockPayrollRun(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    draftOnly(run);
    if (!run.calculatedAt) throw refuse(409, 'payroll_run_not_calculated');
    const [after] = await tx
      .update(payrollRuns)
      .set({ status: 'locked', lockedAt: new Date(), lockedBy: by.id })
      .where(eq(payrollRuns.id, id))
      .returning();
    const paid = await tx
      .select({ details: payrollRunLines.details })
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, id));
    const ids = paid.flatMap((l) => (l.details.adjustment_ids as string[] | undefined) ?? []);
    // Two draft runs may both have counted an adjustment: the first to lock pays it, the other must re-calculate.
    for (let i = 0; i < ids.length; i += 1000) {
      const [taken] = await tx
        .select({ n: count() })
        .from(payrollAdjustments)
        .where(
          and(
            inArray(payrollAdjustments.id, ids.slice(i, i + 1000)),
            isNotNull(payrollAdjustments.runId),
            ne(payrollAdjustments.runId, id),
          ),
        );
      if (taken && taken.n > 0) throw refuse(409, 'payroll_adjustment_paid');
    }
    for (let i = 0; i < ids.length; i += 1000)
      await tx
        .update(payrollAdjustments)
        .set({ runId: id })
        .where(and(inArray(payrollAdjustments.id, ids.slice(i, i + 1000)), isNull(payrollAdjustments.runId)));
    // Later runs of the fiscal year count this one in their year so far: their made payslips are out of date.
    await tx.execute(sql`delete from payslip_pdfs p using payroll_runs r where p.run_id = r.id
      and r.fiscal_year = ${run.fiscalYear} and r.calendar = ${run.calendar} and r.first_day > ${run.firstDay}`);
    await recordAudit(tx, by, { action: 'lock', entity: 'payroll_run', entityId: id, before: run, after });
  });
}

/** Payslips become visible to their people, and each is told (as they chose to hear of it). */
export async function publishPayrollRun(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    if (run.status === 'published') throw refuse(409, 'payroll_run_published');
    if (run.status !== 'locked') throw refuse(409, 'payroll_run_not_locked');
    const [after] = await tx
      .update(payrollRuns)
      .set({ status: 'published', publishedAt: new Date(), publishedBy: by.id })
      .where(eq(payrollRuns.id, id))
      .returning();
    const people = await tx
      .select({ id: payrollRunLines.employeeId })
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, id));
    await notify(
      tx,
      people.map((p) => ({
        recipientId: p.id,
        type: 'payslip_published' as const,
        params: { month: run.period, calendar: run.calendar },
        link: '/profile',
        dedupeKey: `payslip:${id}:${p.id}`,
      })),
    );
    await recordAudit(tx, by, { action: 'publish', entity: 'payroll_run', entityId: id, before: run, after });
  });
}

/** A correction for the next run: + paid, − taken back. */
export async function addAdjustment(
  db: Db,
  by: Actor,
  body: { employee_id: string; label: string; amount: number; taxable: boolean },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payrollAdjustments)
      .values({
        employeeId: body.employee_id,
        label: body.label,
        amount: body.amount,
        taxable: body.taxable,
        createdBy: by.id,
      })
      .returning();
    await recordAudit(tx, by, {
      action: 'create',
      entity: 'payroll_adjustment',
      entityId: row!.id,
      after: row,
    });
  });
}
