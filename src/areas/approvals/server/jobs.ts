/** What the server runs of approvals when it starts (main.ts): leave requests made before the engine adopted. */
export { adoptLeave } from './adopt.js';
