/**
 * The private calendar subscription (rules §13): an address with a token of its own (not a session), which a
 * calendar app reads without signing in. It holds the person's own leave (type and status), the days their team
 * is off (approved leave, names only) and the holidays, from three months back to a year ahead. The token is
 * found by its hash and kept sealed, so the person can copy the address again; replacing or revoking it ends the
 * old one at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { calendarFeeds, employees } from '../../../server/db/schema.js';
import { addDays, localDate, parseClock } from '../../../shared/calendar.js';
import { catalogues } from '../../../shared/i18n/all.js';
import { translator } from '../../../shared/i18n/index.js';
import type { DayPart, WorkDay } from '../../../shared/leave-policy.js';
import { resolveLocale } from '../../../shared/locale.js';
import { zonedInstant } from '../../attendance/contract.js';
import { personalCalendar } from '../../holidays/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import { shiftWindow } from '../../shifts/contract.js';
import { shiftsOf } from '../../shifts/server/reads.js';
import { leaveIn, peopleOf, scopeWhere } from './calendar.js';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedOf(db: Db, pii: PiiCipher, employeeId: string, base: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.employeeId, employeeId));
  return row
    ? {
        url: `${base}/api/calendar/${pii.open(row.tokenSealed)}.ics`,
        created_at: row.createdAt.toISOString(),
      }
    : { url: null, created_at: null };
}

/** A new address, replacing the old one. */
export async function createFeed(db: Db, pii: PiiCipher, employeeId: string, base: string) {
  const token = randomBytes(24).toString('base64url');
  const values = { tokenHash: digest(token), tokenSealed: pii.seal(token)!, createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values({ employeeId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.employeeId, set: values });
  return feedOf(db, pii, employeeId, base);
}

export async function revokeFeed(db: Db, employeeId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.employeeId, employeeId));
  return { url: null, created_at: null };
}

/** The calendar file of a token; undefined when no active person holds it. */
export async function feedCalendar(db: Db, token: string, now: Date) {
  const [owner] = await db
    .select({ employee: employees })
    .from(calendarFeeds)
    .innerJoin(employees, eq(employees.id, calendarFeeds.employeeId))
    .where(and(eq(calendarFeeds.tokenHash, digest(token)), eq(employees.status, 'active')));
  if (!owner) return undefined;
  const me = owner.employee;
  const settings = await getSettings(db);
  const t = translator(catalogues[resolveLocale(me, settings).language]);
  const today = localDate(now, settings.timeZone);
  const from = addDays(today, -90);
  const to = addDays(today, 365);
  const leave = await leaveIn(db, scopeWhere('team', me), from, to);
  const people = await peopleOf(
    db,
    leave.map((l) => l.employeeId),
  );

  const calendar = ical({
    name: t('teamCalendar.feedName', { company: settings.companyName }),
    method: ICalCalendarMethod.PUBLISH,
  });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const allDay = (id: string, start: string, end: string, summary: string) =>
    calendar.createEvent({
      id,
      start: day(start),
      end: day(addDays(end, 1)),
      allDay: true,
      summary,
      timezone: 'UTC',
    });
  // Part of one day is an event at its times within the working day; anything longer is all-day.
  const event = (l: (typeof leave)[number], id: string, summary: string) => {
    const within = workingTime(l, settings);
    if (!within) return allDay(id, l.startDate, l.endDate, summary);
    const at = (minutes: number) => zonedInstant(l.startDate, minutes, settings.timeZone);
    calendar.createEvent({ id, start: at(within.from), end: at(within.to), summary });
  };
  for (const l of leave) {
    if (l.employeeId === me.id)
      event(
        l,
        `leave-${l.id}`,
        t(l.status === 'pending' ? 'teamCalendar.myLeavePending' : 'teamCalendar.myLeave', {
          type: l.leaveType,
        }),
      );
    else if (l.status === 'approved')
      event(l, `off-${l.id}`, t('teamCalendar.personOff', { name: people.get(l.employeeId)?.name ?? '' }));
  }
  // The person's own holidays (issue 40): a women-only one for women, a branch's for that branch.
  const mine = await personalCalendar(db, me.id, from, to, settings);
  for (const h of mine.holidays) allDay(`holiday-${h.date}`, h.date, h.date, h.name);
  // The person's own rostered shifts (issue 42): each at its times in the organisation's zone, a night ending the
  // next morning; a rostered day off and a day without a roster add nothing.
  for (const [date, shift] of await shiftsOf(db, me.id, from, to)) {
    if (!shift) continue;
    const { start, end } = shiftWindow(date, shift, settings.timeZone);
    calendar.createEvent({
      id: `shift-${date}`,
      start,
      end,
      summary: t('teamCalendar.myShift', { name: shift.name }),
    });
  }
  return calendar.toString();
}

/**
 * The minutes of the working day a one-day part leave takes (a morning from work start to midday, an afternoon
 * from midday to the end of the working day, hours as asked); undefined for a full day or several days.
 */
function workingTime(
  l: { startDate: string; endDate: string; startPart: DayPart; startMinute: number; endMinute: number },
  day: Pick<WorkDay, 'workStart' | 'workDayMinutes'>,
) {
  if (l.startDate !== l.endDate || l.startPart === 'full') return undefined;
  const start = parseClock(day.workStart);
  const midday = start + Math.floor(day.workDayMinutes / 2);
  if (l.startPart === 'morning') return { from: start, to: midday };
  if (l.startPart === 'afternoon') return { from: midday, to: start + day.workDayMinutes };
  return { from: l.startMinute, to: l.endMinute };
}
