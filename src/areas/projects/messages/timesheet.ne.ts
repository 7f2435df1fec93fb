/** Nepali: the timesheet screens, by the keys of timesheet.en.ts. */
import type { timesheetEn } from './timesheet.en.js';

export const timesheetNe: typeof timesheetEn = {};
