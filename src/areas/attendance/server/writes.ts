/** What another area's transaction writes of attendance: an approved correction request's day (approvals). */
export { writeCorrection } from './correction.js';
/** Punches from attendance devices written on people's days (the devices area, decision 034). */
export { applyDevicePunches, type DevicePunch, type DevicePunchRefusal } from './device-punches.js';
