/**
 * Which days are off for a person: the one rule substitute leave asks (a day worked that was off earns it). Today
 * the organisation's working week and holidays in settings (shared/calendar.ts `isWorkingDay`) apply to everyone;
 * holidays per person (by branch, by gender) replace this function alone, which is why it takes the people and
 * the span and may read the database.
 */
import type { Db } from '../../../server/db/client.js';
import { isWorkingDay } from '../../../shared/calendar.js';
import type { LeaveSettings } from './reads.js';

export type DayOff = (employeeId: string, date: string) => boolean;

export async function daysOffOf(
  _db: Pick<Db, 'select'>,
  settings: Pick<LeaveSettings, 'calendar'>,
  _span: { employeeIds: string[]; from: string; to: string },
): Promise<DayOff> {
  return (_employeeId, date) => !isWorkingDay(date, settings.calendar);
}
