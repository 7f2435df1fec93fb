/**
 * What another area's or module's transaction writes of accounts (decision 026): a password's hash, and a reset
 * token issued inside the caller's transaction (imports send sign-in links).
 */
export { issueResetToken } from './passwords.js';
export { hashPassword } from './service.js';
