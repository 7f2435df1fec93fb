/**
 * Payroll runs (rules §16, decision 018); re-exported by `schema.ts`. Money is `bigint` minor units (paisa,
 * cents) read as JavaScript integers (safe up to 2^53); rates are integer basis points.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money, ref, updatedAt } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';
import type { SchemePart, StructureLine } from '../../../shared/payroll-calc.js';
import type { RemoteArea, TaxBracket } from '../../../shared/payroll-run.js';

/**
 * A person's pay from a day on: basic, named earnings and deductions, and the tax variant. A change is a new row
 * from its day (history kept); the structure in force on a day is the latest that started on or before it.
 */
export const salaryStructures = pgTable(
  'salary_structures',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    basic: money('basic').notNull(),
    lines: jsonb('lines').$type<StructureLine[]>().notNull().default([]),
    taxVariant: text('tax_variant', { enum: ['single', 'married'] })
      .notNull()
      .default('single'),
    createdBy: ref('created_by', () => employees.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('salary_structures_employee_from_key').on(t.employeeId, t.effectiveFrom),
    check('salary_structures_basic', sql`${t.basic} >= 0`),
    check('salary_structures_variant', sql`${t.taxVariant} in ('single', 'married')`),
  ],
);

/** Progressive income-tax brackets of a fiscal year (named by the year it starts in) and a variant. */
export const taxTables = pgTable(
  'tax_tables',
  {
    fiscalYear: integer('fiscal_year').notNull(),
    variant: text('variant', { enum: ['single', 'married'] }).notNull(),
    brackets: jsonb('brackets').$type<TaxBracket[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fiscalYear, t.variant] }),
    check('tax_tables_variant', sql`${t.variant} in ('single', 'married')`),
    check('tax_tables_year', sql`${t.fiscalYear} between 1900 and 2200`),
  ],
);

/**
 * A fiscal year's reliefs beside its brackets (`TaxRules` in shared/payroll-run.ts): from a pack the product ships
 * (`source`, unconfirmed until hr confirms it against the year's Finance Act) or typed by hr (confirmed by them). A
 * run refuses to calculate while its year is unconfirmed.
 */
export const taxYears = pgTable(
  'tax_years',
  {
    fiscalYear: integer('fiscal_year').primaryKey(),
    socialSecurityBand: boolean('social_security_band').notNull().default(false),
    employerRetirementIncome: boolean('employer_retirement_income').notNull().default(false),
    /** A year's most retirement contributions allowed off income (minor units); null: no limit. */
    retirementCap: money('retirement_cap'),
    /** At most assessable income / this (3: a third); null: no such limit. */
    retirementShareDivisor: smallint('retirement_share_divisor'),
    womenRebate: integer('women_rebate').notNull().default(0),
    /** Insurance premiums off income up to these a year; 0: no such relief. */
    lifeInsuranceCap: money('life_insurance_cap').notNull().default(0),
    healthInsuranceCap: money('health_insurance_cap').notNull().default(0),
    /** The medical tax credit: basis points of approved medical expenses, at most the cap a year. */
    medicalCreditRate: integer('medical_credit_rate').notNull().default(0),
    medicalCreditCap: money('medical_credit_cap').notNull().default(0),
    /** A remote area's yearly deduction by its class (`A`…`E`); a class left out has none. */
    remoteAreaAllowances: jsonb('remote_area_allowances')
      .$type<Partial<Record<RemoteArea, number>>>()
      .notNull()
      .default({}),
    /** The shipped pack's sources; null for what hr typed. */
    source: text('source'),
    confirmedAt: instant('confirmed_at'),
    confirmedBy: ref('confirmed_by', () => employees.id, 'set null'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tax_years_year', sql`${t.fiscalYear} between 1900 and 2200`),
    check('tax_years_cap', sql`${t.retirementCap} is null or ${t.retirementCap} >= 0`),
    check(
      'tax_years_share',
      sql`${t.retirementShareDivisor} is null or ${t.retirementShareDivisor} between 1 and 100`,
    ),
    check('tax_years_rebate', sql`${t.womenRebate} between 0 and 10000`),
    check(
      'tax_years_reliefs',
      sql`${t.lifeInsuranceCap} >= 0 and ${t.healthInsuranceCap} >= 0 and ${t.medicalCreditCap} >= 0
        and ${t.medicalCreditRate} between 0 and 10000`,
    ),
  ],
);

/**
 * What a person declared to hr for a fiscal year (issue 41): life and health insurance premiums paid, approved medical
 * expenses and the class of remote area they live in. The year's rules say how much of each comes off. Private like
 * the salary: hr and the person only.
 */
export const payrollDeclarations = pgTable(
  'payroll_declarations',
  {
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    lifePremium: money('life_premium').notNull().default(0),
    healthPremium: money('health_premium').notNull().default(0),
    medicalExpenses: money('medical_expenses').notNull().default(0),
    remoteArea: text('remote_area', { enum: ['A', 'B', 'C', 'D', 'E'] }),
    setBy: ref('set_by', () => employees.id, 'set null'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.fiscalYear] }),
    check(
      'payroll_declarations_amounts',
      sql`${t.lifePremium} >= 0 and ${t.healthPremium} >= 0 and ${t.medicalExpenses} >= 0`,
    ),
    check(
      'payroll_declarations_area',
      sql`${t.remoteArea} is null or ${t.remoteArea} in ('A', 'B', 'C', 'D', 'E')`,
    ),
  ],
);

/**
 * What a person was paid, contributed and had withheld in a fiscal year before this system paid them (a mid-year
 * go-live): the year's projection starts from it, as from earlier runs.
 */
export const payrollOpenings = pgTable(
  'payroll_openings',
  {
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    assessable: money('assessable').notNull(),
    retirement: money('retirement').notNull().default(0),
    taxWithheld: money('tax_withheld').notNull(),
    setBy: ref('set_by', () => employees.id, 'set null'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.fiscalYear] }),
    check(
      'payroll_openings_amounts',
      sql`${t.assessable} >= 0 and ${t.retirement} >= 0 and ${t.taxWithheld} >= 0`,
    ),
  ],
);

/** A contribution scheme (a social security fund): employee and employer basis points of the basic paid. */
export const contributionSchemes = pgTable(
  'contribution_schemes',
  {
    id: id(),
    name: text('name').notNull(),
    employeeRate: integer('employee_rate').notNull(),
    employerRate: integer('employer_rate').notNull(),
    taxDeductible: boolean('tax_deductible').notNull().default(true),
    /** A social security fund: its contributors are not charged a year's social security band. */
    socialSecurityFund: boolean('social_security_fund').notNull().default(false),
    /** What each side's rate goes to (Nepal's SSF: provident fund, gratuity, …); none, or adding up to the rates. */
    parts: jsonb('parts').$type<SchemePart[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contribution_schemes_name_key').on(sql`lower(${t.name})`),
    check(
      'contribution_schemes_rates',
      sql`${t.employeeRate} between 0 and 10000 and ${t.employerRate} between 0 and 10000`,
    ),
  ],
);

/** Payroll's settings: one row. */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** What a month's days are for pro rata: its calendar days, or its working days. */
    daysMode: text('days_mode', { enum: ['calendar', 'working'] })
      .notNull()
      .default('calendar'),
    /** The fiscal year's first month, in the period calendar (4: Shrawan, or April). */
    fiscalStartMonth: smallint('fiscal_start_month').notNull().default(4),
    /** Leave of these types is not paid: its days reduce pay pro rata. */
    unpaidLeaveTypes: text('unpaid_leave_types').array().notNull().default(sql`'{Unpaid}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payroll_settings_one_row', sql`${t.id} = 1`),
    check('payroll_settings_days_mode', sql`${t.daysMode} in ('calendar', 'working')`),
    check('payroll_settings_fiscal_start', sql`${t.fiscalStartMonth} between 1 and 12`),
  ],
);

/** A month's payroll: draft (calculated, changeable), locked (final), published (payslips visible). */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: id(),
    /** `yyyy-mm` in `calendar`. */
    period: text('period').notNull(),
    calendar: text('calendar', { enum: ['gregorian', 'bs'] }).notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    /** The fiscal year's month number this period is (1 the first). */
    fiscalMonth: smallint('fiscal_month').notNull(),
    status: text('status', { enum: ['draft', 'locked', 'published'] })
      .notNull()
      .default('draft'),
    calculatedAt: instant('calculated_at'),
    lockedAt: instant('locked_at'),
    lockedBy: ref('locked_by', () => employees.id, 'set null'),
    publishedAt: instant('published_at'),
    publishedBy: ref('published_by', () => employees.id, 'set null'),
    createdBy: ref('created_by', () => employees.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    // One run per month: the database says so, whoever races.
    uniqueIndex('payroll_runs_period_key').on(t.calendar, t.period),
    index('payroll_runs_fiscal_idx').on(t.fiscalYear),
    check('payroll_runs_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payroll_runs_status', sql`${t.status} in ('draft', 'locked', 'published')`),
    check('payroll_runs_days', sql`${t.firstDay} <= ${t.lastDay}`),
    check('payroll_runs_fiscal_month', sql`${t.fiscalMonth} between 1 and 12`),
    check('payroll_runs_locked', sql`(${t.status} = 'draft') = (${t.lockedAt} is null)`),
    check('payroll_runs_published', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

/** One person's figures in a run, every one an integer, and `details`: each line and where it came from. */
export const payrollRunLines = pgTable(
  'payroll_run_lines',
  {
    runId: ref('run_id', () => payrollRuns.id, 'cascade').notNull(),
    employeeId: ref('employee_id', () => employees.id, 'restrict').notNull(),
    basic: money('basic').notNull(),
    gross: money('gross').notNull(),
    /** Income for tax and retirement contributions (the year so far sums them); taxable = assessable − retirement. */
    assessable: money('assessable').notNull(),
    retirement: money('retirement').notNull().default(0),
    taxable: money('taxable').notNull(),
    tax: money('tax').notNull(),
    employeeContributions: money('employee_contributions').notNull(),
    employerContributions: money('employer_contributions').notNull(),
    totalDeductions: money('total_deductions').notNull(),
    net: money('net').notNull(),
    /** Unpaid days as counted (halves allowed), or as hr set them (`inputsSetBy`). */
    unpaidLeaveDays: numeric('unpaid_leave_days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    absentDays: numeric('absent_days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    inputsSetBy: ref('inputs_set_by', () => employees.id, 'set null'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.employeeId] }),
    index('payroll_run_lines_employee_idx').on(t.employeeId),
    check('payroll_run_lines_days', sql`${t.unpaidLeaveDays} >= 0 and ${t.absentDays} >= 0`),
  ],
);

/** A correction for a later run (rules §16): + paid, − taken back; taken up by the run that locks with it. */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    label: text('label').notNull(),
    amount: money('amount').notNull(),
    taxable: boolean('taxable').notNull().default(true),
    /** The locked run that paid it; null while waiting for the next run. */
    runId: ref('run_id', () => payrollRuns.id, 'set null'),
    /** Arrears: the locked run whose month a back-dated salary change reached (the difference it owed). */
    arrearsForRunId: ref('arrears_for_run_id', () => payrollRuns.id, 'cascade'),
    /** Arrears: the part of `amount` that is basic, which carries the schemes' contributions (SSF) as basic does. */
    arrearsBasic: money('arrears_basic'),
    /** A festival allowance: the fiscal year it is for (one a person a year, whoever races). */
    festivalYear: integer('festival_year'),
    createdBy: ref('created_by', () => employees.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payroll_adjustments_employee_idx').on(t.employeeId, t.runId),
    uniqueIndex('payroll_adjustments_festival_key')
      .on(t.employeeId, t.festivalYear)
      .where(sql`${t.festivalYear} is not null`),
    check('payroll_adjustments_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** Bytes: `pg` reads a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The payslip PDFs of a locked run in one reader's language and digits, made by the `payslips` jobs for hr's zip
 * (rules §16). A locked run never changes, so neither does its PDF; a job that runs twice adds nothing.
 */
export const payslipPdfs = pgTable(
  'payslip_pdfs',
  {
    runId: ref('run_id', () => payrollRuns.id, 'cascade').notNull(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    /** The reader's language and digits: `en-latin`, `ne-devanagari`… */
    locale: text('locale').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.locale, t.employeeId] })],
);
