/**
 * What a person asks through the approval engine besides leave and time (rules §10): a correction of a day of their
 * attendance, and a change to their own details. `schemas.ts` re-exports them.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';
import { correctionReason } from '../attendance/contract.js';
import { createEmployeeBody } from '../employees/contract.js';

/** POST /employee/requestcorrection: fix a day of one's own attendance (times are local HH:MM). */
const clock = (key: string) =>
  z
    .string({ error: says('field_time', { field: humanize(key) }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: says('field_time', { field: humanize(key) }) })
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null);
export const correctionRequestBody = z
  .object({
    date: z.iso.date({ error: says('field_date_format', { field: 'Date' }) }),
    check_in_time: clock('check_in_time'),
    check_out_time: clock('check_out_time'),
    reason: correctionReason,
    /** A supporting document the person uploaded (uploadattachment). */
    attachment_id: idOf('attachment_id')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (!body.check_in_time && !body.check_out_time)
      ctx.addIssue({ code: 'custom', path: ['check_in_time'], message: says('correction_no_times') });
    else if (body.check_in_time && body.check_out_time && body.check_out_time < body.check_in_time)
      ctx.addIssue({
        code: 'custom',
        path: ['check_out_time'],
        message: says('check_out_before_in'),
      });
  });
export type CorrectionRequestInput = z.input<typeof correctionRequestBody>;

/**
 * The details a person may propose changing about themself; hr approves. The identity numbers are those of Nepal's
 * profile (issue 40): the dialog offers, and the server takes, only the ones the organisation's profile shows.
 */
const identityFields = ['pan', 'ssfNumber', 'citizenshipNumber', 'citizenshipDistrict', 'nin'] as const;
export const profileFields = [
  'contactNumber',
  'address',
  'emergencyName',
  'emergencyRelationship',
  'emergencyContactNumber',
  'bankAccount',
  'bank',
  'bankBranch',
  ...identityFields,
] as const;
export type ProfileField = (typeof profileFields)[number];
/** Sealed as the employee's are (and shown only masked). */
export const sealedProfileFields: readonly ProfileField[] = ['bankAccount', ...identityFields];
/** Shown only to hr and the person, never to another approver: the sealed numbers, the account's bank and branch. */
export const privateProfileFields: readonly ProfileField[] = [...sealedProfileFields, 'bank', 'bankBranch'];

const { contactNumber, address, emergencyContact, payrollInfo } = createEmployeeBody.shape;
/** POST /employee/requestprofilechange: only the fields given change; at least one. Each checked as the form's. */
export const profileChangeBody = z
  .object({
    contactNumber: contactNumber.optional(),
    address: address.optional(),
    emergencyName: emergencyContact.shape.name.optional(),
    emergencyRelationship: emergencyContact.shape.relationship.optional(),
    emergencyContactNumber: emergencyContact.shape.contactNumber.optional(),
    bankAccount: payrollInfo.shape.bankAccount.optional(),
    // The account's bank (one of hr's banks, checked when asked) and branch (issue 41); blank clears them.
    bank: payrollInfo.shape.bank.transform((v) => (v === null ? '' : v)),
    bankBranch: payrollInfo.shape.bankBranch.transform((v) => (v === null ? '' : v)),
    pan: payrollInfo.shape.pan,
    ssfNumber: payrollInfo.shape.ssfNumber,
    citizenshipNumber: payrollInfo.shape.citizenshipNumber,
    citizenshipDistrict: payrollInfo.shape.citizenshipDistrict,
    nin: payrollInfo.shape.nin,
  })
  .refine((body) => profileFields.some((f) => body[f] !== undefined), {
    error: says('profile_nothing_changed'),
  });
export type ProfileChangeInput = z.input<typeof profileChangeBody>;
