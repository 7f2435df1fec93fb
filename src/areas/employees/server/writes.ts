/**
 * What another area's or module's transaction writes of employees (decision 026): the stored columns of a create
 * or update payload (imports write many people in their own transaction).
 */
export { columns } from './service.js';
