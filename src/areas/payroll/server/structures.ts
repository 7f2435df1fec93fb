/**
 * A person's pay as payroll keeps it (rules §16): salary structures (a new row per change, history kept; one reaching
 * back into a locked month owes it arrears), the opening figures of a fiscal year this system did not pay from its
 * start, and the structure that follows the profile's salary. hr only; every change audited.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import {
  payrollAdjustments,
  payrollDeclarations,
  payrollOpenings,
  salaryStructures,
} from '../../../server/db/schema.js';
import { fiscalYearLabel } from '../../../shared/country-profiles.js';
import { earningsFor, type StructureLine } from '../../../shared/payroll-calc.js';
import { type Minor, minorOf } from '../../../shared/payroll-run.js';
import { recordAudit } from '../../audit/server/writes.js';
import {
  type SetOpeningBody,
  type SetStructureBody,
  type StructuresReply,
  setOpeningBody,
  setStructureBody,
} from '../schemas.js';
import { sumFrom } from './presenter.js';
import { readPayrollSettings } from './setup.js';

type StructureRow = typeof salaryStructures.$inferSelect;

export const presentStructure = (s: StructureRow) => ({
  _id: s.id,
  employee_id: s.employeeId,
  effective_from: s.effectiveFrom,
  basic: s.basic,
  lines: s.lines.map((l) => ({
    name: l.name,
    kind: l.kind,
    amount: l.amount ?? null,
    percent_of_basic_bp: l.percentOfBasic ?? null,
    reference: l.reference ?? null,
  })),
  tax_variant: s.taxVariant,
  created_at: s.createdAt.toISOString(),
});

export async function listStructures(db: Db, employeeId: string): Promise<StructuresReply> {
  const [rows, openings, declarations, settings] = await Promise.all([
    db
      .select()
      .from(salaryStructures)
      .where(eq(salaryStructures.employeeId, employeeId))
      .orderBy(desc(salaryStructures.effectiveFrom)),
    db
      .select()
      .from(payrollOpenings)
      .where(eq(payrollOpenings.employeeId, employeeId))
      .orderBy(desc(payrollOpenings.fiscalYear)),
    db
      .select()
      .from(payrollDeclarations)
      .where(eq(payrollDeclarations.employeeId, employeeId))
      .orderBy(desc(payrollDeclarations.fiscalYear)),
    readPayrollSettings(db),
  ]);
  return {
    structures: rows.map(presentStructure),
    openings: openings.map((o) => ({
      fiscal_year: o.fiscalYear,
      label: fiscalYearLabel(o.fiscalYear, settings.fiscalStartMonth),
      assessable: o.assessable,
      retirement: o.retirement,
      tax_withheld: o.taxWithheld,
    })),
    declarations: declarations.map((d) => ({
      fiscal_year: d.fiscalYear,
      label: fiscalYearLabel(d.fiscalYear, settings.fiscalStartMonth),
      life_premium: d.lifePremium,
      health_premium: d.healthPremium,
      medical_expenses: d.medicalExpenses,
      remote_area: d.remoteArea,
    })),
  };
}

/**
 * A person's opening figures of a fiscal year: what they were paid, contributed and had withheld before this system
 * paid them (a mid-year go-live). Runs of that year count them as the year so far; setting them again replaces them.
 */
export async function setOpening(db: Db, by: Actor, body: SetOpeningBody) {
  const o = setOpeningBody.parse(body);
  await db.transaction((tx) =>
    writeOpening(tx, by, {
      employeeId: o.employee_id,
      fiscalYear: o.fiscal_year,
      assessable: o.assessable,
      retirement: o.retirement,
      taxWithheld: o.tax_withheld,
    }),
  );
  return listStructures(db, o.employee_id);
}

/**
 * A structure from a day: a new row, so earlier months keep the structure they were paid on. Saving again for the
 * same day corrects that row (the audit log keeps what it was). When it is in force today it also becomes the
 * salary the profile shows (`payrollInfo.salary`, the basic in major units).
 */
export async function setStructure(db: Db, by: Actor, body: SetStructureBody, today: string) {
  const s = setStructureBody.parse(body);
  const values = {
    employeeId: s.employee_id,
    effectiveFrom: s.effective_from,
    basic: s.basic,
    lines: s.lines.map((l) => ({
      name: l.name,
      kind: l.kind,
      amount: l.amount,
      percentOfBasic: l.percent_of_basic_bp,
      // Only a retirement contribution has an account with a fund.
      reference: l.kind === 'retirement' ? l.reference : null,
    })),
    taxVariant: s.tax_variant,
    createdBy: by.id,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(salaryStructures)
      .where(
        and(
          eq(salaryStructures.employeeId, s.employee_id),
          eq(salaryStructures.effectiveFrom, s.effective_from),
        ),
      )
      .for('update');
    const [after] = before
      ? await tx.update(salaryStructures).set(values).where(eq(salaryStructures.id, before.id)).returning()
      : await tx.insert(salaryStructures).values(values).returning();
    await recordAudit(tx, by, {
      action: before ? 'update' : 'create',
      entity: 'salary_structure',
      entityId: after!.id,
      before,
      after,
    });
    await owedArrears(tx, by, after!);
    // The profile's salary follows the structure in force today.
    await tx.execute(sql`
      update employees set salary = cur.basic / 100.0, updated_at = now()
      from (select basic from salary_structures where employee_id = ${s.employee_id} and effective_from <= ${today}
            order by effective_from desc limit 1) cur
      where employees.id = ${s.employee_id} and employees.salary is distinct from cur.basic / 100.0`);
  });
  return listStructures(db, s.employee_id);
}

/**
 * Arrears (rules §16): a structure that reaches back into months a locked run paid owes each of them the difference
 * between what it earns for that month's days paid and what was paid, less arrears already owed for that month
 * (saving the same structure again owes nothing more). Each difference is a taxable one-off the next run pays (+),
 * or takes back (−). Only months this structure is the one in force for.
 */
async function owedArrears(tx: Tx, by: Actor, structure: StructureRow) {
  const months = await queryRows<{
    run_id: string;
    period: string;
    unpaid: number;
    details: Record<string, unknown>;
    owed: string;
    owed_basic: string;
  }>(
    tx,
    sql`select r.id as run_id, r.period, l.unpaid_leave_days + l.absent_days as unpaid, l.details,
          (select coalesce(sum(a.amount), 0) from payroll_adjustments a
            where a.arrears_for_run_id = r.id and a.employee_id = l.employee_id)::text as owed,
          (select coalesce(sum(a.arrears_basic), 0) from payroll_adjustments a
            where a.arrears_for_run_id = r.id and a.employee_id = l.employee_id)::text as owed_basic
        from payroll_runs r join payroll_run_lines l on l.run_id = r.id and l.employee_id = ${structure.employeeId}
        where r.status <> 'draft' and r.last_day >= ${structure.effectiveFrom}
          and (select s.id from salary_structures s where s.employee_id = l.employee_id and s.effective_from <= r.last_day
               order by s.effective_from desc limit 1) = ${structure.id}
        order by r.first_day`,
  );
  for (const m of months) {
    const paid = sumFrom(m.details.earnings, 'structure') - sumFrom(m.details.deductions, 'unpaid_days');
    const days = Number(m.details.days_in_month);
    const earns = earningsFor(
      { basic: structure.basic, lines: structure.lines as StructureLine[] },
      days,
      Number(m.unpaid),
    );
    const difference = earns.paidTotal - paid - Number(m.owed);
    if (difference === 0) continue;
    // The part of it that is basic: the schemes' contributions (SSF) are due on it as on the basic paid.
    const basicBefore = Number((m.details.earnings as { amount: number }[] | undefined)?.[0]?.amount ?? 0);
    const basicPaidBefore =
      earningsFor({ basic: basicBefore, lines: [] }, days, Number(m.unpaid)).paid[0] ?? 0;
    const arrearsBasic = (earns.paid[0] ?? 0) - basicPaidBefore - Number(m.owed_basic);
    const [row] = await tx
      .insert(payrollAdjustments)
      .values({
        employeeId: structure.employeeId,
        label: `Arrears ${m.period}`,
        amount: difference,
        taxable: true,
        arrearsForRunId: m.run_id,
        arrearsBasic,
        createdBy: by.id,
      })
      .returning();
    await recordAudit(tx, by, {
      action: 'create',
      entity: 'payroll_adjustment',
      entityId: row!.id,
      after: row,
    });
  }
}

/**
 * The profile's salary changed (hr's employee form, a new employee): the structure from `day` takes it as basic,
 * keeping the earnings, deductions and variant of the one in force, so payroll and the profile agree. Nothing
 * when the salary is unset or already the basic in force. For other areas, in their transaction.
 */
export async function followSalary(
  tx: Tx,
  by: Actor,
  employeeId: string,
  salary: number | null,
  day: string,
) {
  if (salary === null) return;
  const basic = minorOf(salary);
  const [current] = await tx
    .select()
    .from(salaryStructures)
    .where(and(eq(salaryStructures.employeeId, employeeId), lte(salaryStructures.effectiveFrom, day)))
    .orderBy(desc(salaryStructures.effectiveFrom))
    .limit(1);
  if (current?.basic === basic) return;
  const values = {
    employeeId,
    effectiveFrom: day,
    basic,
    lines: current?.lines ?? [],
    taxVariant: current?.taxVariant ?? ('single' as const),
    createdBy: by.id,
  };
  const [after] = await tx
    .insert(salaryStructures)
    .values(values)
    .onConflictDoUpdate({
      target: [salaryStructures.employeeId, salaryStructures.effectiveFrom],
      set: { basic, createdBy: by.id },
    })
    .returning();
  await recordAudit(tx, by, {
    action: current?.effectiveFrom === day ? 'update' : 'create',
    entity: 'salary_structure',
    entityId: after!.id,
    before: current,
    after,
  });
}

export interface Opening {
  employeeId: string;
  fiscalYear: number;
  assessable: Minor;
  retirement: Minor;
  taxWithheld: Minor;
}

/** One person's opening figures of a year, replacing any they had, audited: hr's form and the import write them so. */
export async function writeOpening(tx: Tx, by: Actor, o: Opening) {
  const values = {
    assessable: o.assessable,
    retirement: o.retirement,
    taxWithheld: o.taxWithheld,
    setBy: by.id,
    updatedAt: new Date(),
  };
  const where = and(
    eq(payrollOpenings.employeeId, o.employeeId),
    eq(payrollOpenings.fiscalYear, o.fiscalYear),
  );
  const [before] = await tx.select().from(payrollOpenings).where(where).for('update');
  const [after] = await tx
    .insert(payrollOpenings)
    .values({ employeeId: o.employeeId, fiscalYear: o.fiscalYear, ...values })
    .onConflictDoUpdate({ target: [payrollOpenings.employeeId, payrollOpenings.fiscalYear], set: values })
    .returning();
  await recordAudit(tx, by, {
    action: before ? 'update' : 'create',
    entity: 'payroll_opening',
    entityId: o.employeeId,
    before,
    after,
  });
}

/** Whose opening figures of which year are kept, as `employee id/year`: the import says which it would replace. */
export async function openingsHeld(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ employeeId: payrollOpenings.employeeId, fiscalYear: payrollOpenings.fiscalYear })
    .from(payrollOpenings);
  return new Set(rows.map((r) => `${r.employeeId}/${r.fiscalYear}`));
}
