/** What another area's transaction writes of payroll: a salary structure following a person's new salary. */
export { followSalary } from './structures.js';
