/** English: the account area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const accountRefusals = {
  invalid_login: 'Invalid email or password',
  account_terminated: 'This account has been terminated. Please contact HR.',
  sign_in_rate_limited: 'Too many sign-in attempts. Try again in {{minutes}} minutes.',
  sign_in_rate_limited_one: 'Too many sign-in attempts. Try again in a minute.',
  reset_invalid: 'This reset link is invalid or has expired.',
  wrong_current_password: 'Current password is incorrect',
  same_password: 'The new password must differ from the current password',
  passwords_differ: 'The passwords do not match.',
  password_too_long: 'Password is too long',
  cannot_sign_in_terminated: 'This employee is terminated and cannot sign in',
  two_step_code_format:
    'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
  two_step_wrong_code: 'That code is not right. Enter the newest code your authenticator app shows.',
  two_step_challenge_invalid: 'This sign-in has timed out. Enter your e-mail and password again.',
  two_step_already_enabled: 'Two-step sign-in is already on for your account.',
  two_step_not_started: 'Start setting up two-step sign-in first.',
  two_step_not_enabled: 'Two-step sign-in is not on for this account.',
  two_step_enrolment_required: 'Set up two-step sign-in before going on: your organisation requires it.',
  two_step_capability: 'Choose capabilities from the list.',
  two_step_grace: 'The grace period is 0 to 365 days.',
} as const;
