/**
 * What other areas write through approvals (decision 026): a request opened, decided or withdrawn with their own
 * record (leave), a leaver's open requests and stand-ins ended (employees), and requests made before the engine
 * adopted (seeds, the test harness).
 */
export { adoptLeave } from './adopt.js';
export { endDelegationsOf } from './delegations.js';
export { cancelOpenRequestsOf, cancelRequest, decideRequest, openRequest } from './engine.js';
