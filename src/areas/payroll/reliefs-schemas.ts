/**
 * The reliefs a fiscal year's pack holds beside the retirement limits and the women's rebate (issue 41, decision 030):
 * insurance premiums' caps, the medical tax credit and the remote areas' deductions; and what a person declared for a
 * year (premiums paid, medical expenses, their remote area's class). Re-exported by `schemas.ts`. Amounts are integer
 * minor units, rates integer basis points.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { type RemoteArea, remoteAreas } from '../../shared/payroll-run.js';
import { idOf } from '../../shared/schemas.js';

const amount = z
  .number({ error: says('payroll_amount') })
  .int({ error: says('payroll_amount') })
  .min(0, { error: says('payroll_amount') })
  .max(1e15, { error: says('payroll_amount') });
const rate = z
  .number({ error: says('payroll_rate') })
  .int({ error: says('payroll_rate') })
  .min(0, { error: says('payroll_rate') })
  .max(10_000, { error: says('payroll_rate') });
const remoteArea = z.enum(remoteAreas, { error: says('payroll_remote_area') });

/** A year's other reliefs as hr sets them (left out: none, 0). */
export const taxYearReliefsBody = z.object({
  life_insurance_cap: amount.default(0),
  health_insurance_cap: amount.default(0),
  medical_credit_bp: rate.default(0),
  medical_credit_cap: amount.default(0),
  /** Each remote area class's yearly deduction; a class left out has none. */
  remote_area_allowances: z
    .record(z.string(), amount)
    .refine((byClass) => Object.keys(byClass).every((k) => (remoteAreas as readonly string[]).includes(k)), {
      error: says('payroll_remote_area'),
    })
    .transform((byClass) => byClass as Partial<Record<RemoteArea, number>>)
    .default({}),
});

/** The same, as the setup answers it. */
export const taxYearReliefsReply = z.object({
  life_insurance_cap: z.number(),
  health_insurance_cap: z.number(),
  medical_credit_bp: z.number(),
  medical_credit_cap: z.number(),
  remote_area_allowances: z.partialRecord(z.enum(remoteAreas), z.number()),
});

/** A draft run and the festival whose allowance it pays (left out: the country's default, Dashain). */
export const festivalBody = z.object({
  _id: idOf('_id', 'payroll run id'),
  festival: z
    .string({ error: says('payroll_festival_unknown') })
    .trim()
    .min(1, { error: says('payroll_festival_unknown') })
    .max(100, { error: says('payroll_festival_unknown') })
    .optional(),
});

const fiscalYear = z.number().int().min(1900).max(2200);
/** What a person declared for a fiscal year; setting it again replaces it. */
export const setDeclarationBody = z.object({
  employee_id: idOf('employee_id', 'employee id'),
  fiscal_year: fiscalYear,
  life_premium: amount,
  health_premium: amount,
  medical_expenses: amount,
  remote_area: remoteArea.nullable().default(null),
});
export type SetDeclarationBody = z.input<typeof setDeclarationBody>;

export const declarationSchema = z.object({
  fiscal_year: z.number(),
  /** The year as the organisation names it ("2082/83"). */
  label: z.string(),
  life_premium: z.number(),
  health_premium: z.number(),
  medical_expenses: z.number(),
  remote_area: z.enum(remoteAreas).nullable(),
});
