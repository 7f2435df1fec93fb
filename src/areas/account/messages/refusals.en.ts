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
} as const;
