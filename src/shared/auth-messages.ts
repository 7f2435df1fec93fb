/** The sign-in messages, apart from the schemas of ./auth.ts: the sign-in page needs these without zod. */
export const messages = {
  invalidLogin: 'Invalid email or password',
  sessionExpired: 'Your session has expired. Please sign in again.',
  terminated: 'This account has been terminated. Please contact HR.',
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  internal: 'Internal server error',
  unavailable: 'Service temporarily unavailable',
} as const;
