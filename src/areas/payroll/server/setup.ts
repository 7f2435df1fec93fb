/**
 * What payroll runs read (rules §16), besides people's structures (`structures.ts`): income-tax tables
 * per fiscal year and variant with the year's reliefs (`tax_years`: typed by hr, or a pack the product ships for the
 * organisation's country, which hr confirms), contribution schemes and payroll's settings. hr only; every change
 * audited.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  contributionSchemes,
  employees,
  payrollSettings,
  taxTables,
  taxYears,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { type TaxRules, taxVariants } from '../../../shared/payroll-run.js';
import { taxPacksFor } from '../../../shared/tax-packs.js';
import { type AuditEntry, recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type PayrollSettingsBody,
  type PayrollSetupReply,
  type SchemeBody,
  type SetTaxTableBody,
  type SetTaxYearBody,
  schemeBody,
  setTaxTableBody,
  setTaxYearBody,
} from '../schemas.js';

registerUniqueRules({
  contribution_schemes_name_key: { code: 'payroll_scheme_taken', field: 'name' },
});

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
  lifeInsuranceCap: y.lifeInsuranceCap,
  healthInsuranceCap: y.healthInsuranceCap,
  medicalCreditRate: y.medicalCreditRate,
  medicalCreditCap: y.medicalCreditCap,
  remoteAreaAllowances: y.remoteAreaAllowances,
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
      life_insurance_cap: y.lifeInsuranceCap,
      health_insurance_cap: y.healthInsuranceCap,
      medical_credit_bp: y.medicalCreditRate,
      medical_credit_cap: y.medicalCreditCap,
      remote_area_allowances: y.remoteAreaAllowances,
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
      parts: s.parts.map((p) => ({
        name: p.name,
        employee_rate_bp: p.employeeRate,
        employer_rate_bp: p.employerRate,
      })),
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
    lifeInsuranceCap: y.life_insurance_cap,
    healthInsuranceCap: y.health_insurance_cap,
    medicalCreditRate: y.medical_credit_bp,
    medicalCreditCap: y.medical_credit_cap,
    remoteAreaAllowances: y.remote_area_allowances,
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
  const parts = s.parts?.map((p) => ({
    name: p.name,
    employeeRate: p.employee_rate_bp,
    employerRate: p.employer_rate_bp,
  }));
  return changeSetup(db, by, 'contribution_scheme', async (tx) => {
    if (!s._id) {
      const [row] = await tx
        .insert(contributionSchemes)
        .values({ ...values, parts: parts ?? [] })
        .returning();
      return { action: 'create', entityId: row!.id, after: row };
    }
    const [before] = await tx
      .select()
      .from(contributionSchemes)
      .where(eq(contributionSchemes.id, s._id))
      .for('update');
    if (!before) throw refuse(404, 'payroll_scheme_not_found', { field: '_id' });
    // Parts left out stay while the rates do; new rates without parts have none (they would not add up).
    const sameRates =
      before.employeeRate === values.employeeRate && before.employerRate === values.employerRate;
    const [after] = await tx
      .update(contributionSchemes)
      .set({ ...values, parts: parts ?? (sameRates ? before.parts : []) })
      .where(eq(contributionSchemes.id, s._id))
      .returning();
    return { action: 'update', entityId: s._id, before, after };
  });
}
