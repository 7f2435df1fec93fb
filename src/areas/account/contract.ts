/**
 * The account area's calls (spec §7; rules §2, §9): signing in and out, one's own profile and preferences
 * (`signInCalls`), and passwords: forgotten, reset, changed, or a reset link sent by hr (`passwordCalls`). The
 * schemas stay in `src/shared/auth.ts`, `password.ts` and `preferences.ts` (the shell, the client's session and
 * many areas use them); they are re-exported here for the area's own files.
 */
import { defineCalls } from '../../shared/area.js';
import {
  changePasswordBody,
  changePasswordReply,
  errorReply,
  forgotPasswordBody,
  loginBody,
  loginReply,
  meReply,
  messageReply,
  resetPasswordBody,
} from '../../shared/auth.js';
import { preferencesSchema, updatePreferencesBody } from '../../shared/preferences.js';
import { employeeRef } from '../employees/contract.js';

export * from '../../shared/auth.js';
export * from '../../shared/password.js';
export * from '../../shared/preferences.js';

export const signInCalls = defineCalls({
  '/employee/login': {
    method: 'POST',
    input: loginBody,
    reply: loginReply,
    replies: { 401: errorReply },
    summary: 'Sign in with e-mail and password',
    subject: 'public',
    refusals: ['invalid_login', 'account_terminated', 'sign_in_rate_limited', 'sign_in_rate_limited_one'],
    writes: true,
  },
  '/employee/me': {
    method: 'POST',
    reply: meReply,
    summary: "The signed-in user's profile",
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/logout': {
    method: 'POST',
    reply: messageReply,
    summary: 'End this session',
    subject: 'self',
    refusals: [],
    writes: true,
  },
  '/employee/updatepreferences': {
    method: 'POST',
    input: updatePreferencesBody,
    reply: preferencesSchema,
    summary: "Save the caller's language, calendar and digits; null follows the organisation's default",
    capability: 'update:preferences',
    subject: 'self',
    refusals: [],
    writes: true,
  },
});

export const passwordCalls = defineCalls({
  '/employee/forgotpassword': {
    method: 'POST',
    input: forgotPasswordBody,
    reply: messageReply,
    summary: 'E-mail a reset link (same answer whether or not the address is known)',
    subject: 'public',
    refusals: [],
    writes: true,
  },
  '/employee/resetpassword': {
    method: 'POST',
    input: resetPasswordBody,
    reply: messageReply,
    summary: 'Set a new password with a reset link',
    subject: 'public',
    refusals: ['reset_invalid', 'passwords_differ', 'password_too_long'],
    writes: true,
  },
  '/employee/changepassword': {
    method: 'POST',
    input: changePasswordBody,
    reply: changePasswordReply,
    replies: { 400: errorReply },
    summary: "Change the caller's password; other sessions end",
    capability: 'update:password',
    subject: 'self',
    refusals: ['same_password', 'wrong_current_password', 'passwords_differ', 'password_too_long'],
    writes: true,
  },
  '/employee/sendpasswordreset': {
    method: 'POST',
    input: employeeRef,
    reply: messageReply,
    summary: 'hr: e-mail an employee a reset link',
    capability: 'update:employee',
    subject: 'everyone',
    refusals: ['employee_not_found', 'cannot_sign_in_terminated', 'link_host_not_allowed'],
    writes: true,
  },
});

export const accountCalls = { ...signInCalls, ...passwordCalls };
