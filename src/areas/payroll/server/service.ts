/**
 * Payroll runs (rules §16, decision 018): hr creates a month's run (calculated at once), fixes inputs and
 * re-calculates while it is a draft, locks it (final: a locked run never changes, corrections are adjustments
 * for a later run), then publishes it (payslips visible, everyone told). Each step in one transaction, audited.
 */
import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { payrollAdjustments, payrollRunLines, payrollRuns } from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { profileOf } from '../../../shared/country-profiles.js';
import { proRata } from '../../../shared/payroll-calc.js';
import { recordAudit } from '../../audit/server/writes.js';
import { notify } from '../../notifications/server/writes.js';
import { readOrgLists } from '../../organisation/server/reads.js';
import { calculate, contextOf, periodFacts } from './calculate.js';
import { peopleOf } from './inputs.js';
import { runNotFound } from './queries.js';

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
  const facts = periodFacts(period, context);
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(payrollRuns)
      .values({ ...facts, createdBy: by.id })
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
 * calculated again. Only for those whose festival (chosen in writing, s.37; the profile's default, Dashain, when
 * none) is the one this run pays: one of the organisation's festivals, or the default.
 */
export async function addFestivalAllowance(db: Db, by: Actor, id: string, festival?: string) {
  const context = await contextOf(db);
  const rule = profileOf(context.settings.country).festivalAllowance;
  if (!rule) throw refuse(409, 'payroll_no_festival_allowance');
  const lists = await readOrgLists(db);
  const asked = (festival ?? rule.defaultFestival).trim().toLowerCase();
  const known = lists.festival.get(asked);
  if (!known && asked !== rule.defaultFestival.toLowerCase())
    throw refuse(400, 'payroll_festival_unknown', { field: 'festival' });
  const name = known?.name ?? rule.defaultFestival;
  const isDefault = name.toLowerCase() === rule.defaultFestival.toLowerCase();
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    draftOnly(run);
    const people = await peopleOf(tx, run, { timeZone: context.settings.timeZone });
    const values = people
      .filter((p) => (p.festival ? p.festival.toLowerCase() === name.toLowerCase() : isDefault))
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
      after: { people: added, festival: name, source: rule.source },
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
