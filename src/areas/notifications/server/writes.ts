/**
 * What another area's transaction writes of notifications (decision 026, published like reads.ts): `notify`, the
 * outbox a change's transaction writes its notices to (approvals, payroll, performance, account).
 */
export { type Notice, notify } from './service.js';
