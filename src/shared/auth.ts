import { z } from 'zod';
import { holidaySchema } from '../areas/settings/contract.js';
import { countryCodes, identityFields } from './country-profiles.js';
import { employeeStatusLabels, roles } from './enums.js';
import { errorTemplates, statusCodes } from './i18n/errors.js';
import { says } from './i18n/refusals.js';
import { calendars, languages } from './locale.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.js';
import { allPermissions } from './permissions.js';
import { preferencesSchema } from './preferences.js';
import { humanize } from './validation.js';

/** An email address as a person types it: trimmed and lower-cased before it is checked. */
const emailField = () =>
  z
    .string({ error: says('field_required', { field: 'Email' }) })
    .max(254, { error: says('field_too_long', { field: 'Email', max: 254 }) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: says('field_email', { field: 'Email' }) }));

export const loginBody = z.object({
  email: emailField(),
  password: z
    .string({ error: says('field_required', { field: 'Password' }) })
    .min(1, { error: says('field_required', { field: 'Password' }) })
    .max(1024, { error: says('password_too_long') }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The user object of spec §7's login reply; also what `me` and the profile screens read. */
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  address: z.string(),
  contactNumber: z.string(),
  dateofBirth: z.string(),
  gender: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(employeeStatusLabels),
  managerId: z.string().nullable(),
  emergencyContact: z.object({ name: z.string(), relationship: z.string(), contactNumber: z.string() }),
  payrollInfo: z.object({
    salary: z.number().nullable(),
    bankAccount: z.string(),
    taxId: z.string(),
    ssn: z.string(),
    /** Nepal's identity numbers (issue 40), masked like the ssn; the district only through `revealpersonaldata`. */
    pan: z.string(),
    ssfNumber: z.string(),
    citizenshipNumber: z.string(),
    nin: z.string(),
    healthInsurance: z.string(),
    /** The account's bank and branch (issue 41): private like the account, blank to anyone but hr and the person. */
    bank: z.string().optional(),
    bankBranch: z.string().optional(),
  }),
  employmentDetails: z.object({
    employeeId: z.string(),
    designation: z.string(),
    department: z.string(),
    dateOfJoining: z.string(),
    employmentType: z.string(),
    position: z.string(),
    /** One of the organisation's branches (issue 40); blank when none. */
    branch: z.string().optional(),
    /** The festival chosen for the festival allowance (Labour Act 2074 s.37); blank: the default, Dashain. */
    festival: z.string().optional(),
    workLocation: z.string(),
  }),
});
export type User = z.infer<typeof userSchema>;

export const loginReply = z.object({ accessToken: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReply>;

export const organisationSchema = z.object({
  companyName: z.string(),
  /** The country profile (shared/country-profiles.ts): which identity fields the forms show. */
  country: z.enum(countryCodes),
  /** The identity fields of the profile every employee must have (hr's choice; decision 006). */
  requiredIdentity: z.array(z.enum(identityFields)),
  currency: z.string(),
  timeZone: z.string(),
  /** The defaults of a person who has chosen no language or calendar (rules §9). */
  language: z.enum(languages),
  calendar: z.enum(calendars),
  /** Which months attendance counts in: Gregorian, or Bikram Sambat. */
  periodCalendar: z.enum(calendars),
  /** What date pickers mark: the working week (0 = Sunday) and the holidays. */
  workingDays: z.array(z.number()),
  holidays: z.array(holidaySchema),
  /** The working day (HH:MM and its length in minutes): what a part day of leave is a share of (rules §14). */
  workStart: z.string(),
  workDayMinutes: z.number(),
  /** The leave types whose requests take every calendar day (maternity under Nepal's law). */
  calendarDayTypes: z.array(z.string()),
  /** Each labelled leave type's names in other languages, by its name (issue 44). */
  leaveTypeLabels: z.record(z.string(), z.record(z.string(), z.string())),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const meReply = z.object({
  user: userSchema,
  organisation: organisationSchema,
  /** The person's own choices; null follows the organisation's. */
  preferences: preferencesSchema,
  /** What the caller may do (`action:entity:scope`); the client shows menus and actions from it. */
  permissions: z.array(z.enum(allPermissions)),
  /** hr requires two-step sign-in of this person and the grace is over: every other call is refused until they enrol. */
  enrolTwoStep: z.boolean().optional(),
});
export type MeReply = z.infer<typeof meReply>;

export const messageReply = z.object({ message: z.string() });

/**
 * Every error reply: a sentence naming the problem, a stable code for programs, the request field at fault
 * (dotted path) when there is one, and the request id to find it in the log.
 */
export const errorReply = z
  .object({
    message: z.string(),
    code: z.string().meta({
      description: `Stable; the client shows the catalogue's sentence for it (rules §9). One of: ${[
        ...Object.keys(errorTemplates),
        ...new Set(Object.values(statusCodes)),
      ].join(', ')}`,
    }),
    /** What varies in the sentence, by the template's placeholder names: values (numbers, ISO dates, a field's name). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    field: z.string().optional(),
    /**
     * When a request has several problems (a form with three wrong fields): every one, each with its field, code,
     * params and English sentence; the first is the reply's own `code` and `field`.
     */
    problems: z
      .array(
        z.object({
          message: z.string(),
          code: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          field: z.string().optional(),
        }),
      )
      .optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

const newPassword = (key: string) => {
  const field = humanize(key);
  return z
    .string({ error: says('field_required', { field }) })
    .min(MIN_PASSWORD_LENGTH, { error: says('field_too_short', { field, min: MIN_PASSWORD_LENGTH }) })
    .max(MAX_PASSWORD_LENGTH, { error: says('field_too_long', { field, max: MAX_PASSWORD_LENGTH }) });
};

export const forgotPasswordBody = z.object({
  email: emailField(),
});
export const resetPasswordBody = z.object({
  token: z
    .string({ error: says('field_required', { field: 'Token' }) })
    .min(10, { error: says('reset_invalid') })
    .max(200),
  password: newPassword('password'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: says('field_required', { field: 'Current password' }) })
    .min(1, { error: says('field_required', { field: 'Current password' }) })
    .max(1024),
  newPassword: newPassword('newPassword'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordReply = z.object({ message: z.string(), accessToken: z.string() });

export const passwordMessages = {
  resetSent: 'If that email is registered, a reset link has been sent.',
  resetDone: 'Your password has been reset. You can sign in now.',
  changed: 'Your password has been changed. Your other sessions have been signed out.',
} as const;
