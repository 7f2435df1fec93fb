/**
 * What other areas and modules read of approvals (decision 026): a leave's request and who decides it (leave),
 * whether a document is attached to a request the reader may see (documents), and whom a step waits for today
 * (the notifications' reminders and digests).
 */
export { standingInFor } from './engine.js';
export { type Decider, deciderOf, hrStepRoles, waitsFor } from './policy.js';
export { atCurrentStep, attachedFor, decidesLeave, findLeaveRequest, leaveStepColumns } from './queries.js';
