/**
 * The identity fields the organisation requires (issue 40, decision 006): one rule for the API, the employee form
 * and the import. Adding someone needs every required number. Changing someone asks for a required number they
 * have none of only when the change gives some identity number: people added before a field became required are
 * not locked out of their other edits, and whoever fills in the profile's identity numbers fills in the required ones.
 */
import type { z } from 'zod';
import { type IdentityField, type IdentityRule, identityFieldNames } from '../../shared/country-profiles.js';
import { asMessage, refusal } from '../../shared/i18n/refusals.js';

type Numbers = Partial<Record<IdentityField, unknown>>;

/**
 * The required fields a create (no `stored`) or an update (the person's stored numbers) leaves without a number,
 * in the order given. A blank given number is none (on an update: keep the stored one).
 */
export function missingIdentity(
  { required, shown }: IdentityRule,
  given: Numbers | undefined,
  stored?: Numbers,
): IdentityField[] {
  const has = (numbers: Numbers | undefined, field: IdentityField) =>
    typeof numbers?.[field] === 'string'
      ? (numbers[field] as string).trim() !== ''
      : Boolean(numbers?.[field]);
  if (stored && !shown.some((field) => has(given, field))) return [];
  return required.filter((field) => !has(given, field) && !has(stored, field));
}

/** The refusal of a required field left without a number, naming it. */
export const identityRequired = (field: IdentityField) =>
  refusal('identity_required', { field: identityFieldNames[field] });

/** A form's schema that also says each missing required number beside its field (`payrollInfo.<field>`). */
export function requiringIdentity<S extends z.ZodType<{ payrollInfo?: unknown }>>(
  schema: S,
  rule: IdentityRule,
  stored?: Numbers,
) {
  if (!rule.required.length) return schema;
  return schema.superRefine((body, ctx) => {
    for (const field of missingIdentity(rule, body?.payrollInfo as Numbers | undefined, stored))
      ctx.addIssue({
        code: 'custom',
        path: ['payrollInfo', field],
        message: asMessage(identityRequired(field)),
      });
  });
}
