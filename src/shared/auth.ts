import { z } from 'zod';
import { employeeStatusLabels, roles } from './enums.js';
import { errorTemplates, statusCodes } from './i18n/errors.js';
import { calendars, languages } from './locale.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.js';
import { allPermissions } from './permissions.js';
import { preferencesSchema } from './preferences.js';
import { holidaySchema } from './settings.js';

export const loginBody = z.object({
  email: z
    .string({ error: 'email is required' })
    .max(254, { error: 'email must be at most 254 characters' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email must be a valid email address' })),
  password: z
    .string({ error: 'password is required' })
    .min(1, { error: 'password is required' })
    .max(1024, { error: 'password is too long' }),
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
    healthInsurance: z.string(),
  }),
  employmentDetails: z.object({
    employeeId: z.string(),
    designation: z.string(),
    department: z.string(),
    dateOfJoining: z.string(),
    employmentType: z.string(),
    position: z.string(),
    workLocation: z.string(),
  }),
});
export type User = z.infer<typeof userSchema>;

export const loginReply = z.object({ accessToken: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReply>;

export const organisationSchema = z.object({
  companyName: z.string(),
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
});
export type Organisation = z.infer<typeof organisationSchema>;

export const meReply = z.object({
  user: userSchema,
  organisation: organisationSchema,
  /** The person's own choices; null follows the organisation's. */
  preferences: preferencesSchema,
  /** What the caller may do (`action:entity:scope`); the client shows menus and actions from it. */
  permissions: z.array(z.enum(allPermissions)),
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
    /** What varies in the sentence (a field's name, a month), by the template's placeholder names. */
    params: z.record(z.string(), z.string()).optional(),
    field: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export { messages } from './auth-messages.js';

const newPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(MIN_PASSWORD_LENGTH, { error: `${field} must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH, { error: `${field} must be at most ${MAX_PASSWORD_LENGTH} characters` });

export const forgotPasswordBody = z.object({
  email: z
    .string({ error: 'email is required' })
    .max(254, { error: 'email must be at most 254 characters' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email must be a valid email address' })),
});
export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(10, { error: 'This reset link is invalid or has expired.' })
    .max(200),
  password: newPassword('password'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, { error: 'currentPassword is required' })
    .max(1024),
  newPassword: newPassword('newPassword'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordReply = z.object({ message: z.string(), accessToken: z.string() });

export const passwordMessages = {
  resetSent: 'If that email is registered, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired.',
  resetDone: 'Your password has been reset. You can sign in now.',
  changed: 'Your password has been changed. Your other sessions have been signed out.',
  wrongCurrent: 'Current password is incorrect',
} as const;
