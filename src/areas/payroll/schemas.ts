/**
 * The payroll calls' requests and replies (rules §16). Every amount is an integer number of minor units
 * (paisa, cents); every rate an integer number of basis points (1 % = 100).
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { lineKinds } from '../../shared/payroll-calc.js';
import { bracketsProblem, taxVariants } from '../../shared/payroll-run.js';
import { idOf } from '../../shared/schemas.js';
import { declarationSchema, taxYearReliefsBody, taxYearReliefsReply } from './reliefs-schemas.js';

export * from './reliefs-schemas.js';

/** The schemas' refusals (zod messages, `says`). */
const say = {
  amount: says('payroll_amount'),
  rate: says('payroll_rate'),
  days: says('payroll_days'),
  period: says('payroll_period'),
  lineValue: says('payroll_line_value'),
  lineNames: says('payroll_line_names'),
  brackets: says('payroll_brackets'),
  adjustmentZero: says('payroll_adjustment_zero'),
};
const amount = z
  .number({ error: say.amount })
  .int({ error: say.amount })
  .min(0, { error: say.amount })
  .max(1e15, {
    error: say.amount,
  });
const rate = z.number({ error: say.rate }).int({ error: say.rate }).min(0, { error: say.rate }).max(10_000, {
  error: say.rate,
});
const name = z
  .string()
  .trim()
  .min(1, { error: says('field_required', { field: 'Name' }) })
  .max(80, { error: says('field_too_long_plain', { field: 'Name' }) });
const days = z
  .number({ error: say.days })
  .min(0, { error: say.days })
  .max(366, { error: say.days })
  .refine((d) => Number.isInteger(d * 2), { error: say.days });
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: say.period });

export const structureLineSchema = z
  .object({
    name,
    kind: z.enum(lineKinds),
    amount: amount.nullable().default(null),
    percent_of_basic_bp: rate.nullable().default(null),
    /** A retirement contribution's account with its fund (a CIT id); kept on retirement lines only. */
    reference: z
      .string()
      .trim()
      .max(40, { error: says('field_too_long_plain', { field: 'Account with the fund' }) })
      .transform((v) => v || null)
      .nullable()
      .default(null),
  })
  .refine((l) => (l.amount === null) !== (l.percent_of_basic_bp === null), { error: say.lineValue });

export const setStructureBody = z.object({
  employee_id: idOf('employee_id', 'employee id'),
  effective_from: z.iso.date({ error: says('field_date', { field: 'Effective from' }) }),
  basic: amount,
  lines: z
    .array(structureLineSchema)
    .max(30)
    .refine((list) => new Set(list.map((l) => l.name.toLowerCase())).size === list.length, {
      error: say.lineNames,
    }),
  tax_variant: z.enum(taxVariants).default('single'),
});
export type SetStructureBody = z.input<typeof setStructureBody>;

const structureSchema = z.object({
  _id: z.string(),
  employee_id: z.string(),
  effective_from: z.string(),
  basic: z.number(),
  lines: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(lineKinds),
      amount: z.number().nullable(),
      percent_of_basic_bp: z.number().nullable(),
      reference: z.string().nullable(),
    }),
  ),
  tax_variant: z.enum(taxVariants),
  created_at: z.string(),
});
const openingSchema = z.object({
  fiscal_year: z.number(),
  /** The year as the organisation names it: "2082/83", or "2026" from January. */
  label: z.string(),
  assessable: z.number(),
  retirement: z.number(),
  tax_withheld: z.number(),
});
export const structuresReply = z.object({
  /** Newest first; the first whose day has come is in force. */
  structures: z.array(structureSchema),
  /** What the person was paid, contributed and had withheld in a fiscal year before this system, newest first. */
  openings: z.array(openingSchema),
  /** What the person declared for each fiscal year (premiums, medical expenses, remote area), newest first. */
  declarations: z.array(declarationSchema),
});
export type StructuresReply = z.infer<typeof structuresReply>;

const bracketSchema = z.object({ up_to: amount.nullable(), rate_bp: rate });
export const setTaxTableBody = z
  .object({
    fiscal_year: z.number().int().min(1900).max(2200),
    variant: z.enum(taxVariants),
    brackets: z.array(bracketSchema).min(1).max(20),
  })
  .refine((b) => bracketsProblem(b.brackets.map((x) => ({ upTo: x.up_to, rate: x.rate_bp }))) === undefined, {
    error: say.brackets,
    path: ['brackets'],
  });
export type SetTaxTableBody = z.input<typeof setTaxTableBody>;

export const schemePartSchema = z.object({ name, employee_rate_bp: rate, employer_rate_bp: rate });
export const schemeBody = z
  .object({
    _id: idOf('_id', 'scheme id').optional(),
    name,
    employee_rate_bp: rate,
    employer_rate_bp: rate,
    tax_deductible: z.boolean().default(true),
    social_security_fund: z.boolean().default(false),
    /** What each side's rate goes to; left out: kept while the rates stay, else none. */
    parts: z.array(schemePartSchema).max(12).optional(),
    active: z.boolean().default(true),
  })
  .refine(
    (s) =>
      !s.parts?.length ||
      (s.parts.reduce((t, p) => t + p.employee_rate_bp, 0) === s.employee_rate_bp &&
        s.parts.reduce((t, p) => t + p.employer_rate_bp, 0) === s.employer_rate_bp),
    { error: says('payroll_scheme_parts'), path: ['parts'] },
  );
export type SchemeBody = z.input<typeof schemeBody>;

const fiscalYear = z.number().int().min(1900).max(2200);
/** A person's opening figures of a fiscal year (a mid-year go-live): income, retirement contributions, tax withheld. */
export const setOpeningBody = z.object({
  employee_id: idOf('employee_id', 'employee id'),
  fiscal_year: fiscalYear,
  assessable: amount,
  retirement: amount,
  tax_withheld: amount,
});
export type SetOpeningBody = z.input<typeof setOpeningBody>;
/** A fiscal year's reliefs (shared/payroll-run.ts `TaxRules`): hr who sets them confirms them. */
export const setTaxYearBody = z
  .object({
    fiscal_year: fiscalYear,
    social_security_band: z.boolean(),
    employer_retirement_income: z.boolean(),
    retirement_cap: amount.nullable(),
    retirement_share_divisor: z
      .number({ error: says('payroll_share_divisor') })
      .int({ error: says('payroll_share_divisor') })
      .min(1, { error: says('payroll_share_divisor') })
      .max(100, { error: says('payroll_share_divisor') })
      .nullable(),
    women_rebate_bp: rate,
  })
  .extend(taxYearReliefsBody.shape);
export type SetTaxYearBody = z.input<typeof setTaxYearBody>;

export const daysModes = ['calendar', 'working'] as const;
export const payrollSettingsBody = z
  .object({
    days_mode: z.enum(daysModes),
    fiscal_start_month: z.number().int().min(1).max(12),
    unpaid_leave_types: z.array(z.string().trim().min(1).max(60)).max(30),
  })
  .partial()
  .strict();
export type PayrollSettingsBody = z.input<typeof payrollSettingsBody>;

export const payrollSetupReply = z.object({
  days_mode: z.enum(daysModes),
  fiscal_start_month: z.number(),
  unpaid_leave_types: z.array(z.string()),
  tax_tables: z.array(
    z.object({ fiscal_year: z.number(), variant: z.enum(taxVariants), brackets: z.array(bracketSchema) }),
  ),
  tax_years: z.array(
    z.object({
      fiscal_year: z.number(),
      social_security_band: z.boolean(),
      employer_retirement_income: z.boolean(),
      retirement_cap: z.number().nullable(),
      retirement_share_divisor: z.number().nullable(),
      women_rebate_bp: z.number(),
      ...taxYearReliefsReply.shape,
      source: z.string().nullable(),
      confirmed_at: z.string().nullable(),
      confirmed_by: z.string().nullable(),
    }),
  ),
  /** The organisation's country's shipped packs for years that have no brackets yet. */
  packs: z.array(z.object({ fiscal_year: z.number(), source: z.string() })),
  schemes: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      employee_rate_bp: z.number(),
      employer_rate_bp: z.number(),
      tax_deductible: z.boolean(),
      social_security_fund: z.boolean(),
      parts: z.array(schemePartSchema),
      active: z.boolean(),
    }),
  ),
});
export type PayrollSetupReply = z.infer<typeof payrollSetupReply>;

export const runStatuses = ['draft', 'locked', 'published'] as const;
export const createRunBody = z.object({ period: periodSchema });
export const runRef = z.object({ _id: idOf('_id', 'payroll run id') });
/** Lines shown per page of a run's table. */
export const RUN_PAGE = 50;
/** A page of a run's lines, in name order; `search` narrows them to names or employee IDs containing it. */
export const runPageBody = runRef.extend({
  page: z
    .number({ error: says('field_whole_from', { field: 'Page', min: 1 }) })
    .int()
    .min(1)
    .max(100_000)
    .default(1),
  search: z
    .string()
    .trim()
    .max(100, { error: says('field_too_long_plain', { field: 'Search' }) })
    .optional(),
});
/** A fiscal year, named by the year it starts in (in the period calendar). */
/** A fiscal year, named by the year it starts in. */
export const fiscalYearBody = z.object({ fiscal_year: fiscalYear });

export const runSchema = z.object({
  _id: z.string(),
  period: z.string(),
  calendar: z.enum(['gregorian', 'bs']),
  first_day: z.string(),
  last_day: z.string(),
  fiscal_year: z.number(),
  status: z.enum(runStatuses),
  calculated_at: z.string().nullable(),
  locked_at: z.string().nullable(),
  published_at: z.string().nullable(),
  totals: z.object({
    people: z.number(),
    gross: z.number(),
    deductions: z.number(),
    tax: z.number(),
    net: z.number(),
    employer_contributions: z.number(),
  }),
});
export type RunSchema = z.infer<typeof runSchema>;
export const runsReply = z.object({ runs: z.array(runSchema) });

const payLineSchema = z.object({
  name: z.string(),
  amount: z.number(),
  source: z.record(z.string(), z.unknown()),
});
export const lineDetailsSchema = z.object({
  earnings: z.array(payLineSchema),
  deductions: z.array(payLineSchema),
  contributions: z.array(
    payLineSchema.extend({
      employer: z.number(),
      employer_source: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  tax_source: z.record(z.string(), z.unknown()),
  days_in_month: z.number(),
  paid_days: z.number(),
  structure_from: z.string().nullable(),
});
export const runLineSchema = z.object({
  employee_id: z.string(),
  employee_code: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  basic: z.number(),
  gross: z.number(),
  taxable: z.number(),
  tax: z.number(),
  employee_contributions: z.number(),
  employer_contributions: z.number(),
  total_deductions: z.number(),
  net: z.number(),
  unpaid_leave_days: z.number(),
  absent_days: z.number(),
  /** hr set the days by hand (`setrunlineinputs`) instead of counting leave and attendance. */
  inputs_set: z.boolean(),
  details: lineDetailsSchema,
});
export type RunLine = z.infer<typeof runLineSchema>;
/** A run and one page of its lines (`RUN_PAGE` each; `pages` for those matching the search). */
export const runReply = runSchema.extend({
  lines: z.array(runLineSchema),
  page: z.number(),
  pages: z.number(),
});
export type RunReply = z.infer<typeof runReply>;

/** How many of a locked run's payslips are made in the reader's language, of how many. */
export const payslipsProgress = z.object({ total: z.number(), ready: z.number() });
export type PayslipsProgress = z.infer<typeof payslipsProgress>;

export const setLineInputsBody = z.object({
  _id: idOf('_id', 'payroll run id'),
  employee_id: idOf('employee_id', 'employee id'),
  /** Both null: count them again from leave and attendance. */
  unpaid_leave_days: days.nullable(),
  absent_days: days.nullable(),
});

export const adjustmentBody = z.object({
  employee_id: idOf('employee_id', 'employee id'),
  label: name,
  amount: z
    .number({ error: say.amount })
    .int({ error: say.amount })
    .min(-1e15)
    .max(1e15)
    .refine((a) => a !== 0, { error: say.adjustmentZero }),
  taxable: z.boolean().default(true),
});

/**
 * What a payslip says of its person besides the line (issue 41): their designation, PAN and SSF number, in clear —
 * a payslip reaches only its person and hr.
 */
export const payslipPersonSchema = z.object({
  designation: z.string().nullable(),
  pan: z.string().nullable(),
  ssf_number: z.string().nullable(),
});
export type PayslipPerson = z.infer<typeof payslipPersonSchema>;
export const payslipSchema = runLineSchema.extend({
  run_id: z.string(),
  period: z.string(),
  calendar: z.enum(['gregorian', 'bs']),
  /** The fiscal year's name: "2082/83". */
  fiscal_year: z.string(),
  person: payslipPersonSchema,
  published_at: z.string(),
});
export type PayslipOf = z.infer<typeof payslipSchema>;
export const myPayslipsBody = z
  .object({ employee_id: idOf('employee_id', 'employee id').optional() })
  .nullish();
/** A payslip as a PDF: a run's, of a person (default: the caller). */
export const payslipQuery = z.object({
  run_id: idOf('run_id', 'payroll run id'),
  employee_id: idOf('employee_id', 'employee id').optional(),
});
export const payslipsReply = z.object({ payslips: z.array(payslipSchema) });
export type PayslipsReply = z.infer<typeof payslipsReply>;

/**
 * The calculator (issue 41): one person's month by the run's own engine, nothing written. The month defaults to the
 * current one of the pay calendar; the basic to their structure's (what hr types instead, in minor units).
 */
export const whatIfBody = z.object({
  employee_id: idOf('employee_id', 'employee id'),
  period: periodSchema.optional(),
  basic: amount.optional(),
});
export const whatIfReply = z.object({
  period: z.string(),
  calendar: z.enum(['gregorian', 'bs']),
  fiscal_year: z.string(),
  line: runLineSchema,
});
export type WhatIfReply = z.infer<typeof whatIfReply>;
