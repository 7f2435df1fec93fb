/**
 * What another area's transaction writes of notifications (decision 026, published like reads.ts): `notify`, the
 * outbox a change's transaction writes its notices to (approvals, payroll, performance, account), and
 * `settleWaitingNotices`, what approvals marks read when a request stops waiting for someone.
 */
export { type Notice, notify, settleWaitingNotices } from './service.js';
