/**
 * What payroll runs read (rules §16): salary structures (a new row per change, history kept), income-tax tables
 * per fiscal year and variant with the year's reliefs (`tax_years`: typed by hr, or a pack the product ships for the
 * organisation's country, which hr confirms), contribution schemes and payroll's settings. hr only; every change
 * audited.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import {
  contributionSchemes,
  employees,
  payrollAdjustments,
  payrollOpenings,
  payrollSettings,
  salaryStructures,
  taxTables,
  taxYears,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { fiscalYearLabel } from '../../../shared/country-profiles.js';
import { earningsFor, type StructureLine } from '../../../shared/payroll-calc.js';
import { minorOf, type TaxRules, taxVariants } from '../../../shared/payroll-run.js';
import { taxPacksFor } from '../../../shared/tax-packs.js';
import { type AuditEntry, recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type PayrollSettingsBody,
  type PayrollSetupReply,
  type SchemeBody,
  type SetOpeningBody,
  type SetStructureBody,
  type SetTaxTableBody,
  type SetTaxYearBody,
  type StructuresReply,
  schemeBody,
  setOpeningBody,
  setStructureBody,
  setTaxTableBody,
  setTaxYearBody,
} from '../schemas.js';
import { sumFrom } from './presenter.js';

registerUniqueRules({
  contribution_schemes_name_key: { code: 'payroll_scheme_taken', field: 'name' },
});

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
  })),
  tax_variant: s.taxVariant,
  created_at: s.createdAt.toISOString(),
});

export async function listStructures(db: Db, employeeId: string): Promise<StructuresReply> {
  const [rows, openings, settings] = await Promise.all([
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
  };
}

/**
 * A person's opening figures of a fiscal year: what they were paid, contributed and had withheld before this system
 * paid them (a mid-year go-live). Runs of that year count them as the year so far; setting them again replaces them.
 */
export async function setOpening(db: Db, by: Actor, body: SetOpeningBody) {
  const o = setOpeningBody.parse(body);
  const values = {
    assessable: o.assessable,
    retirement: o.retirement,
    taxWithheld: o.tax_withheld,
    setBy: by.id,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const where = and(
      eq(payrollOpenings.employeeId, o.employee_id),
      eq(payrollOpenings.fiscalYear, o.fiscal_year),
    );
    const [before] = await tx.select().from(payrollOpenings).where(where).for('update');
    const [after] = await tx
      .insert(payrollOpenings)
      .values({ employeeId: o.employee_id, fiscalYear: o.fiscal_year, ...values })
      .onConflictDoUpdate({ target: [payrollOpenings.employeeId, payrollOpenings.fiscalYear], set: values })
      .returning();
    await recordAudit(tx, by, {
      action: before ? 'update' : 'create',
      entity: 'payroll_opening',
      entityId: o.employee_id,
      before,
      after,
    });
  });
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
  }>(
    tx,
    sql`select r.id as run_id, r.period, l.unpaid_leave_days + l.absent_days as unpaid, l.details,
          (select coalesce(sum(a.amount), 0) from payroll_adjustments a
            where a.arrears_for_run_id = r.id and a.employee_id = l.employee_id)::text as owed
        from payroll_runs r join payroll_run_lines l on l.run_id = r.id and l.employee_id = ${structure.employeeId}
        where r.status <> 'draft' and r.last_day >= ${structure.effectiveFrom}
          and (select s.id from salary_structures s where s.employee_id = l.employee_id and s.effective_from <= r.last_day
               order by s.effective_from desc limit 1) = ${structure.id}
        order by r.first_day`,
  );
  for (const m of months) {
    const paid = sumFrom(m.details.earnings, 'structure') - sumFrom(m.details.deductions, 'unpaid_days');
    const earns = earningsFor(
      { basic: structure.basic, lines: structure.lines as StructureLine[] },
      Number(m.details.days_in_month),
      Number(m.unpaid),
    ).paidTotal;
    const difference = earns - paid - Number(m.owed);
    if (difference === 0) continue;
    const [row] = await tx
      .insert(payrollAdjustments)
      .values({
        employeeId: structure.employeeId,
        label: `Arrears ${m.period}`,
        amount: difference,
        taxable: true,
        arrearsForRunId: m.run_id,
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

export async function readPayrollSettings(db: Db) {
  const [row] = await db.select().from(payrollSettings);
  if (row) return row;
  const [made] = await db.insert(payrollSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return made ?? (await db.select().from(payrollSettings))[0]!;
}

type TaxYearRow = typeof taxYears.$inferSelect;

/** A year's reliefs as the engine reads them. */
export const taxRulesOf = (y: TaxYearRow): TaxRules => ({
  socialSecurityBand: y.socialSecurityBand,
  employerRetirementIncome: y.employerRetirementIncome,
  retirementCap: y.retirementCap,
  retirementShareDivisor: y.retirementShareDivisor,
  womenRebate: y.womenRebate,
});

export async function readSetup(db: Db): Promise<PayrollSetupReply> {
  const [settings, organisation, tables, years, schemes] = await Promise.all([
    readPayrollSettings(db),
    getSettings(db),
    db.select().from(taxTables).orderBy(desc(taxTables.fiscalYear), asc(taxTables.variant)),
    db
      .select({
        year: taxYears,
        confirmedBy: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
      })
      .from(taxYears)
      .leftJoin(employees, eq(employees.id, taxYears.confirmedBy))
      .orderBy(desc(taxYears.fiscalYear)),
    db.select().from(contributionSchemes).orderBy(asc(contributionSchemes.name)),
  ]);
  const withTables = new Set(tables.map((t) => t.fiscalYear));
  return {
    days_mode: settings.daysMode,
    fiscal_start_month: settings.fiscalStartMonth,
    unpaid_leave_types: settings.unpaidLeaveTypes,
    tax_tables: tables.map((t) => ({
      fiscal_year: t.fiscalYear,
      variant: t.variant,
      brackets: t.brackets.map((b) => ({ up_to: b.upTo, rate_bp: b.rate })),
    })),
    tax_years: years.map(({ year: y, confirmedBy }) => ({
      fiscal_year: y.fiscalYear,
      social_security_band: y.socialSecurityBand,
      employer_retirement_income: y.employerRetirementIncome,
      retirement_cap: y.retirementCap,
      retirement_share_divisor: y.retirementShareDivisor,
      women_rebate_bp: y.womenRebate,
      source: y.source,
      confirmed_at: y.confirmedAt?.toISOString() ?? null,
      confirmed_by: y.confirmedAt ? confirmedBy : null,
    })),
    packs: taxPacksFor(organisation)
      .filter((p) => !withTables.has(p.fiscalYear))
      .map((p) => ({ fiscal_year: p.fiscalYear, source: p.source })),
    schemes: schemes.map((s) => ({
      _id: s.id,
      name: s.name,
      employee_rate_bp: s.employeeRate,
      employer_rate_bp: s.employerRate,
      tax_deductible: s.taxDeductible,
      social_security_fund: s.socialSecurityFund,
      active: s.active,
    })),
  };
}

/**
 * A change to payroll's setup: made in one transaction with its audit line (`change` says what it did to which
 * row), answered with the setup as it then stands.
 */
async function changeSetup(
  db: Db,
  by: Actor,
  entity: string,
  change: (tx: Tx) => Promise<Omit<AuditEntry, 'entity'>>,
) {
  await db.transaction(async (tx) => {
    const done = await change(tx);
    await recordAudit(tx, by, { ...done, entity });
  });
  return readSetup(db);
}

export async function updatePayrollSettings(db: Db, by: Actor, body: PayrollSettingsBody) {
  const before = await readPayrollSettings(db);
  return changeSetup(db, by, 'payroll_settings', async (tx) => {
    const [after] = await tx
      .update(payrollSettings)
      .set({
        daysMode: body.days_mode ?? before.daysMode,
        fiscalStartMonth: body.fiscal_start_month ?? before.fiscalStartMonth,
        unpaidLeaveTypes: body.unpaid_leave_types ?? before.unpaidLeaveTypes,
        updatedAt: new Date(),
      })
      .where(eq(payrollSettings.id, 1))
      .returning();
    return { action: 'update', entityId: null, before, after };
  });
}

/** Sets a fiscal year's brackets of a variant (replacing what it had). */
export async function setTaxTable(db: Db, by: Actor, body: SetTaxTableBody) {
  const t = setTaxTableBody.parse(body);
  const brackets = t.brackets.map((b) => ({ upTo: b.up_to, rate: b.rate_bp }));
  return changeSetup(db, by, 'tax_table', async (tx) => {
    const where = and(eq(taxTables.fiscalYear, t.fiscal_year), eq(taxTables.variant, t.variant));
    const [before] = await tx.select().from(taxTables).where(where).for('update');
    const [after] = await tx
      .insert(taxTables)
      .values({ fiscalYear: t.fiscal_year, variant: t.variant, brackets })
      .onConflictDoUpdate({
        target: [taxTables.fiscalYear, taxTables.variant],
        set: { brackets, updatedAt: new Date() },
      })
      .returning();
    // A year hr types brackets for without reliefs has plain ones, confirmed by them.
    await tx
      .insert(taxYears)
      .values({ fiscalYear: t.fiscal_year, confirmedAt: new Date(), confirmedBy: by.id })
      .onConflictDoNothing();
    return { action: before ? 'update' : 'create', entityId: null, before, after };
  });
}

/** Sets a fiscal year's reliefs: hr who types them confirms them (and the year's brackets with them). */
export async function setTaxYear(db: Db, by: Actor, body: SetTaxYearBody) {
  const y = setTaxYearBody.parse(body);
  const values = {
    socialSecurityBand: y.social_security_band,
    employerRetirementIncome: y.employer_retirement_income,
    retirementCap: y.retirement_cap,
    retirementShareDivisor: y.retirement_share_divisor,
    womenRebate: y.women_rebate_bp,
    confirmedAt: new Date(),
    confirmedBy: by.id,
    updatedAt: new Date(),
  };
  return changeSetup(db, by, 'tax_year', async (tx) => {
    const [before] = await tx
      .select()
      .from(taxYears)
      .where(eq(taxYears.fiscalYear, y.fiscal_year))
      .for('update');
    const [after] = await tx
      .insert(taxYears)
      .values({ fiscalYear: y.fiscal_year, ...values })
      .onConflictDoUpdate({ target: taxYears.fiscalYear, set: values })
      .returning();
    return { action: before ? 'update' : 'create', entityId: null, before, after };
  });
}

/** hr confirms a year's brackets and reliefs (a shipped pack's, checked against the year's Finance Act). */
export async function confirmTaxYear(db: Db, by: Actor, body: { fiscal_year: number }) {
  return changeSetup(db, by, 'tax_year', async (tx) => {
    const [before] = await tx
      .select()
      .from(taxYears)
      .where(eq(taxYears.fiscalYear, body.fiscal_year))
      .for('update');
    if (!before) throw refuse(404, 'payroll_tax_year_not_found', { field: 'fiscal_year' });
    const [after] = await tx
      .update(taxYears)
      .set({ confirmedAt: new Date(), confirmedBy: by.id, updatedAt: new Date() })
      .where(eq(taxYears.fiscalYear, body.fiscal_year))
      .returning();
    return { action: 'confirm', entityId: null, before, after };
  });
}

/**
 * Adds the brackets and reliefs the product ships for a fiscal year of the organisation's country (numbered in its
 * period calendar), unconfirmed:
 * runs of that year wait until hr confirms them. Only for a year without brackets (hr's own are never replaced).
 */
export async function installTaxPack(db: Db, by: Actor, body: { fiscal_year: number }) {
  const pack = taxPacksFor(await getSettings(db)).find((p) => p.fiscalYear === body.fiscal_year);
  if (!pack) throw refuse(404, 'payroll_no_tax_pack', { field: 'fiscal_year' });
  return changeSetup(db, by, 'tax_year', async (tx) => {
    const inserted = await tx
      .insert(taxTables)
      .values(
        taxVariants.map((variant) => ({
          fiscalYear: pack.fiscalYear,
          variant,
          brackets: pack.brackets[variant],
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (inserted.length < taxVariants.length)
      throw refuse(409, 'payroll_tax_year_exists', { field: 'fiscal_year' });
    const values = {
      ...pack.rules,
      source: pack.source,
      confirmedAt: null,
      confirmedBy: null,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(taxYears)
      .values({ fiscalYear: pack.fiscalYear, ...values })
      .onConflictDoUpdate({ target: taxYears.fiscalYear, set: values })
      .returning();
    return { action: 'create', entityId: null, after: { ...after, brackets: pack.brackets } };
  });
}

export async function saveScheme(db: Db, by: Actor, body: SchemeBody) {
  const s = schemeBody.parse(body);
  const values = {
    name: s.name,
    employeeRate: s.employee_rate_bp,
    employerRate: s.employer_rate_bp,
    taxDeductible: s.tax_deductible,
    socialSecurityFund: s.social_security_fund,
    active: s.active,
  };
  return changeSetup(db, by, 'contribution_scheme', async (tx) => {
    if (!s._id) {
      const [row] = await tx.insert(contributionSchemes).values(values).returning();
      return { action: 'create', entityId: row!.id, after: row };
    }
    const [before] = await tx
      .select()
      .from(contributionSchemes)
      .where(eq(contributionSchemes.id, s._id))
      .for('update');
    if (!before) throw refuse(404, 'payroll_scheme_not_found', { field: '_id' });
    const [after] = await tx
      .update(contributionSchemes)
      .set(values)
      .where(eq(contributionSchemes.id, s._id))
      .returning();
    return { action: 'update', entityId: s._id, before, after };
  });
}
