/**
 * The calendar subscription (rules §13), read back with a real iCalendar parser (ical.js): the person's own leave
 * with its status, the team's approved leave as "off", the holidays, as all-day events (part of one day at its
 * hours); the address shown again, replaced, revoked, and dead once its owner has left.
 */

import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, insertLeave, setupHarness } from '../../../server/test/harness.js';

const h = setupHarness();
const post = callerOf(h);

const fetchFeed = (url: string) => h.app.inject({ method: 'GET', url: new URL(url).pathname });

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

async function team() {
  const lead = await actorOf(h, 'manager', { firstName: 'Lead' });
  const asha = await actorOf(h, 'employee', { firstName: 'Asha', managerId: lead.employee.id });
  const bina = await actorOf(h, 'employee', { firstName: 'Bina', managerId: lead.employee.id });
  return { lead, asha, bina };
}
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('the calendar subscription', () => {
  it('holds my leave, my team’s days off and the holidays, as all-day events a parser reads', async () => {
    const { lead, asha, bina } = await team();
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'approved',
      startDate: inDays(10),
      endDate: inDays(11),
      decidedBy: lead.employee.id,
    });
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'pending',
      startDate: inDays(20),
      endDate: inDays(20),
    });
    await insertLeave(h, {
      employeeId: bina.employee.id,
      status: 'approved',
      startDate: inDays(12),
      endDate: inDays(12),
      decidedBy: lead.employee.id,
    });
    await insertLeave(h, {
      employeeId: bina.employee.id,
      status: 'pending',
      startDate: inDays(13),
      endDate: inDays(13),
    });

    const hr = await actorOf(h, 'hr');
    const holidays = (await post('getsettings', hr.headers)).json().holidays;
    const day = { date: inDays(30), name: 'Feed test holiday' };
    await post('updatesettings', hr.headers, {
      holidays: [...holidays.filter((x: { date: string }) => x.date !== day.date), day],
    });

    const made = await post('createcalendarfeed', asha.headers);
    expect(made.statusCode).toBe(200);
    const { url } = made.json();
    expect(url).toMatch(/^http:\/\/localhost:80\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const seen = events(res.body);
    expect(seen).toContainEqual({
      summary: 'My leave: Annual',
      start: inDays(10),
      end: inDays(12),
      allDay: true,
    });
    expect(seen).toContainEqual({
      summary: 'My leave: Annual (pending)',
      start: inDays(20),
      end: inDays(21),
      allDay: true,
    });
    expect(seen).toContainEqual({
      summary: `Bina ${bina.employee.lastName}: off`,
      start: inDays(12),
      end: inDays(13),
      allDay: true,
    });
    // A colleague's pending request, and the type of their leave, are not in it.
    expect(seen.filter((e) => e.start === inDays(13))).toEqual([]);
    expect(res.body).not.toContain('Family visit');
    expect(seen).toContainEqual({
      summary: 'Feed test holiday',
      start: inDays(30),
      end: inDays(31),
      allDay: true,
    });
    await post('updatesettings', hr.headers, { holidays });

    // The address is shown again, unchanged.
    expect((await post('getcalendarfeed', asha.headers)).json().url).toBe(url);

    // Bina's own address shows her leave as hers, and Asha's only as days off.
    const binas = events((await fetchFeed((await post('createcalendarfeed', bina.headers)).json().url)).body);
    expect(binas).toContainEqual({
      summary: 'My leave: Annual',
      start: inDays(12),
      end: inDays(13),
      allDay: true,
    });
    expect(binas).toContainEqual({
      summary: `Asha ${asha.employee.lastName}: off`,
      start: inDays(10),
      end: inDays(12),
      allDay: true,
    });
    expect(binas.some((e) => e.start === inDays(20))).toBe(false);
  });

  it('shows part of one day at its working hours, in the organisation’s time zone', async () => {
    const { lead, asha, bina } = await team();
    // An afternoon: from midday of the 09:00–17:00 day (13:00 in Kathmandu, 07:15 UTC) to 17:00.
    await insertLeave(h, {
      employeeId: bina.employee.id,
      status: 'approved',
      startDate: inDays(40),
      endDate: inDays(40),
      startPart: 'afternoon',
      endPart: 'afternoon',
      startMinute: 780,
      decidedBy: lead.employee.id,
    });
    // Hours: 10:00 to 11:30 (04:15 to 05:45 UTC).
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'approved',
      startDate: inDays(41),
      endDate: inDays(41),
      startPart: 'hours',
      endPart: 'hours',
      startMinute: 600,
      endMinute: 690,
      decidedBy: lead.employee.id,
    });
    const seen = events((await fetchFeed((await post('createcalendarfeed', asha.headers)).json().url)).body);
    expect(seen).toContainEqual({
      summary: `Bina ${bina.employee.lastName}: off`,
      start: `${inDays(40)}T07:15:00Z`,
      end: `${inDays(40)}T11:15:00Z`,
      allDay: false,
    });
    expect(seen).toContainEqual({
      summary: 'My leave: Annual',
      start: `${inDays(41)}T04:15:00Z`,
      end: `${inDays(41)}T05:45:00Z`,
      allDay: false,
    });
  });

  it('holds my own rostered shifts at their times in the organisation’s zone, a night ending the next morning', async () => {
    const hr = await actorOf(h, 'hr');
    const { asha, bina } = await team();
    const saveType = (name: string, start: string, end: string) =>
      post('saveshifttype', hr.headers, {
        name,
        start_time: start,
        end_time: end,
        full_day_minutes: 420,
        half_day_minutes: 210,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      });
    const suffix = Math.random().toString(36).slice(2, 8);
    expect((await saveType(`Feed night ${suffix}`, '22:00', '06:00')).statusCode).toBe(200);
    const types = (await post('getshifttypes', hr.headers)).json().shift_types as {
      _id: string;
      name: string;
    }[];
    const night = types.find((t) => t.name === `Feed night ${suffix}`)!;
    // Night, then a rostered day off, for Asha and Bina; only Asha's own reach her feed.
    const assigned = await post('assignroster', hr.headers, {
      people: { employee_ids: [asha.employee.id, bina.employee.id] },
      from: inDays(50),
      to: inDays(51),
      rotation: [night._id, null],
      every: 'day',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const seen = events((await fetchFeed((await post('createcalendarfeed', asha.headers)).json().url)).body);
    const shifts = seen.filter((e) => e.summary.startsWith('My shift'));
    // 22:00 in Kathmandu is 16:15 UTC; 06:00 the next morning is 00:15 UTC.
    expect(shifts).toEqual([
      {
        summary: `My shift: Feed night ${suffix}`,
        start: `${inDays(50)}T16:15:00Z`,
        end: `${inDays(51)}T00:15:00Z`,
        allDay: false,
      },
    ]);
    expect(seen.some((e) => e.summary.includes('Bina') && e.summary.includes('shift'))).toBe(false);
  });

  it('stops an address when it is replaced or turned off, or its owner leaves', async () => {
    const { asha, bina } = await team();
    const first = (await post('createcalendarfeed', asha.headers)).json().url;
    const second = (await post('createcalendarfeed', asha.headers)).json().url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await post('revokecalendarfeed', asha.headers)).json()).toEqual({ url: null, created_at: null });
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await post('getcalendarfeed', asha.headers)).json().url).toBeNull();

    const binas = (await post('createcalendarfeed', bina.headers)).json().url;
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: new Date() })
      .where(eq(employees.id, bina.employee.id));
    expect((await fetchFeed(binas)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(
      400,
    );
  });
});
