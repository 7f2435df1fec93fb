/**
 * What another area's transaction writes of payroll: a salary structure following a person's new salary, and
 * opening figures brought in by an import.
 */
export { followSalary, type Opening, writeOpening } from './structures.js';
