/**
 * The account area's calls (spec §7; rules §2, §9): signing in and out, one's own profile and preferences
 * (`signInCalls`), and passwords: forgotten, reset, changed, or a reset link sent by hr (`passwordCalls`). The
 * schemas stay in `src/shared/auth.ts`, `password.ts` and `preferences.ts` (the shell, the client's session and
 * many areas use them); they are re-exported here for the area's own files.
 */
import { z } from 'zod';
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
import {
  confirmTwoStepBody,
  disableTwoStepBody,
  recoveryCodesReply,
  startTwoStepReply,
  twoStepNeededReply,
  twoStepPolicy,
  twoStepStatusReply,
  verifyTwoStepBody,
} from './two-step.js';

export * from '../../shared/auth.js';
export * from '../../shared/password.js';
export * from '../../shared/preferences.js';
export * from './two-step.js';

export const signInCalls = defineCalls({
  '/employee/login': {
    method: 'POST',
    input: loginBody,
    // A person with two-step sign-in gets a challenge for the code step instead of a session (decision 037).
    reply: z.union([loginReply, twoStepNeededReply]),
    replies: { 401: errorReply },
    summary: 'Sign in with e-mail and password; with two-step sign-in on, a challenge for `logintwostep`',
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

/** Two-step sign-in (issue 45, decision 037): the code step, enrolling, turning off, hr's reset and requirement. */
export const twoStepCalls = defineCalls({
  '/employee/logintwostep': {
    method: 'POST',
    input: verifyTwoStepBody,
    reply: loginReply,
    replies: { 401: errorReply },
    summary:
      'Sign in, second step: the challenge `login` answered and a code from the app, or a recovery code',
    subject: 'public',
    refusals: [
      'two_step_challenge_invalid',
      'two_step_wrong_code',
      'two_step_code_format',
      'account_terminated',
      'sign_in_rate_limited',
      'sign_in_rate_limited_one',
    ],
    writes: true,
  },
  '/employee/twostep': {
    method: 'POST',
    reply: twoStepStatusReply,
    summary:
      "The caller's two-step sign-in: on or off, recovery codes left, whether it is required and by when",
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/starttwostep': {
    method: 'POST',
    reply: startTwoStepReply,
    summary:
      'Start enrolling an authenticator app: a new key (otpauth URI and typed key), in force once confirmed',
    subject: 'self',
    refusals: ['two_step_already_enabled'],
    writes: true,
  },
  '/employee/confirmtwostep': {
    method: 'POST',
    input: confirmTwoStepBody,
    reply: recoveryCodesReply,
    summary: 'Confirm enrolment with a current code; answers ten recovery codes, shown this once',
    subject: 'self',
    refusals: [
      'two_step_not_started',
      'two_step_already_enabled',
      'two_step_wrong_code',
      'two_step_code_format',
      'sign_in_rate_limited',
      'sign_in_rate_limited_one',
    ],
    writes: true,
  },
  '/employee/disabletwostep': {
    method: 'POST',
    input: disableTwoStepBody,
    reply: messageReply,
    summary: "Turn the caller's two-step sign-in off: the password and a code (or a recovery code)",
    subject: 'self',
    refusals: [
      'wrong_current_password',
      'two_step_not_enabled',
      'two_step_wrong_code',
      'two_step_code_format',
      'sign_in_rate_limited',
      'sign_in_rate_limited_one',
    ],
    writes: true,
  },
  '/employee/resettwostep': {
    method: 'POST',
    input: employeeRef,
    reply: messageReply,
    summary: "hr: remove a person's second factor (a lost device); their sessions end and they are told",
    capability: 'reset:two-step',
    subject: 'everyone',
    // Sign-in security is changed by a person, never by an integration's token (decision 036).
    personal: true,
    refusals: ['employee_not_found', 'two_step_not_enabled'],
    writes: true,
  },
  '/employee/twosteppolicy': {
    method: 'POST',
    reply: twoStepPolicy,
    summary: 'Whom two-step sign-in is required of (by capability) and the grace period in days',
    capability: 'read:settings',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/savetwosteppolicy': {
    method: 'POST',
    input: twoStepPolicy,
    reply: twoStepPolicy,
    summary: 'hr: require two-step sign-in of whoever holds these capabilities, after a grace period',
    capability: 'update:settings',
    subject: 'everyone',
    // Sign-in security is changed by a person, never by an integration's token (decision 036).
    personal: true,
    refusals: ['two_step_capability', 'two_step_grace'],
    writes: true,
  },
});

export const accountCalls = { ...signInCalls, ...passwordCalls, ...twoStepCalls };
