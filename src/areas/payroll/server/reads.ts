/** What other areas read of payroll: whose opening figures of which year are kept (the import's dry run). */
export { openingsHeld } from './structures.js';
