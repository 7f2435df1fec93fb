/**
 * Which days are off for a person: the one rule substitute leave asks (a day worked that was off earns it). Each
 * person's own calendar (the holidays area's `personalCalendars`: the working week, and the confirmed holidays that
 * apply to them — a women-only holiday to women, a branch's to that branch), read for everyone in the span at once.
 */
import type { Db } from '../../../server/db/client.js';
import { isWorkingDay } from '../../../shared/calendar.js';
import { personalCalendars } from '../../holidays/server/reads.js';
import type { LeaveSettings } from './reads.js';

export type DayOff = (employeeId: string, date: string) => boolean;

export async function daysOffOf(
  db: Pick<Db, 'select'>,
  settings: Pick<LeaveSettings, 'calendar'>,
  span: { employeeIds: string[]; from: string; to: string },
): Promise<DayOff> {
  const calendars = await personalCalendars(db, span.employeeIds, span.from, span.to, settings.calendar);
  return (employeeId, date) => !isWorkingDay(date, calendars.get(employeeId) ?? settings.calendar);
}
