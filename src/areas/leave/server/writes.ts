/**
 * What another area's transaction writes of leave (decision 026, published like reads.ts): the ledger's lines when
 * an approval ends (approvals/effects.ts), and a leaver's pending requests cancelled (employees/service.ts).
 */
export { takenLines, writeLines } from './ledger.js';
export { cancelPendingLeaveOf } from './service.js';
