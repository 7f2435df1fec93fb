/**
 * What the attendance area publishes to other areas' server code as reads: one day of everyone (the team's
 * today), whether a day is locked by a submitted month (corrections), and how a CSV writes a date, a person's
 * attendance ledger over a span (reports).
 */
export { csvDate } from './csv.js';
export { dayAttendance } from './day.js';
export { isDayLocked, loadLedger } from './service.js';
