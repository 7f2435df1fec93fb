/** What the account area publishes to other areas and modules (decision 026): an employee's whole row by id. */
export { findEmployee } from './service.js';
