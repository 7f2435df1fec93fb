/** What another area's transaction writes of attendance: an approved correction request's day (approvals). */
export { writeCorrection } from './correction.js';
