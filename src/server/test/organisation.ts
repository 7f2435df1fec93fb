/**
 * The week and calendars the API and fault tests were written for. A new organisation starts on Nepal's country
 * profile (Sunday–Friday, BS months, the leave year from Shrawan: migration 0038); these tests count a
 * Monday–Friday week of Gregorian months with leave years from January, so their databases keep that (the
 * profile's own tests apply Nepal's).
 */
import type { Db } from '../db/client.js';
import { organisationSettings } from '../db/schema.js';

export const testWeekAndCalendars = (db: Db) =>
  db.update(organisationSettings).set({
    workingDays: [1, 2, 3, 4, 5],
    calendar: 'gregorian',
    periodCalendar: 'gregorian',
    leaveYearStartMonth: 1,
  });
