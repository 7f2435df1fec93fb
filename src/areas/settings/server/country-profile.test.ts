/**
 * The organisation's country profile (issue 40): hr sees it in the settings and may apply a profile's defaults
 * (working week, leave year start, calendars, currency, time zone) in one audited change.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';

const h = setupHarness();
const post = callerOf(h);

describe('applycountryprofile', () => {
  it("applies Nepal's defaults: Sunday–Friday, the leave year from Shrawan in BS, NPR, Kathmandu (NEPAL.md: Fiscal year; Labour Act 2074 s.28, one weekly off)", async () => {
    const { headers } = await actorOf(h, 'hr');
    // The test organisation starts Monday–Friday, Gregorian (the harness sets it so for the older tests).
    const before = (await post('getsettings', headers)).json();
    expect(before).toMatchObject({
      country: 'NP',
      workingDays: [1, 2, 3, 4, 5],
      periodCalendar: 'gregorian',
    });

    const other = await post('applycountryprofile', headers, { country: 'XX' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      country: 'XX',
      workingDays: [1, 2, 3, 4, 5],
      leaveYearStartMonth: 1,
      calendar: 'gregorian',
      periodCalendar: 'gregorian',
      currency: 'USD',
      timeZone: 'UTC',
    });
    expect((await post('me', headers)).json().organisation.country).toBe('XX');

    const res = await post('applycountryprofile', headers, { country: 'NP' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'NP',
      workingDays: [0, 1, 2, 3, 4, 5],
      leaveYearStartMonth: 4,
      calendar: 'bs',
      periodCalendar: 'bs',
      currency: 'NPR',
      timeZone: 'Asia/Kathmandu',
      // What the profile does not set stays.
      companyName: before.companyName,
      leaveTypes: before.leaveTypes,
      holidays: before.holidays,
    });
    const me = (await post('me', headers)).json();
    expect(me.organisation).toMatchObject({ country: 'NP', workingDays: [0, 1, 2, 3, 4, 5], calendar: 'bs' });
    const lines = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.action, 'apply_profile')));
    expect(lines).toHaveLength(2);
    expect(lines.at(-1)).toMatchObject({ actorId: me.user._id });

    // Put back what the other tests of this file assume.
    await post('updatesettings', headers, {
      workingDays: [1, 2, 3, 4, 5],
      calendar: 'gregorian',
      periodCalendar: 'gregorian',
      leaveYearStartMonth: 1,
    });
  });

  it('refuses an unknown country with a 400 naming the field, and changes nothing', async () => {
    const { headers } = await actorOf(h, 'hr');
    const before = (await post('getsettings', headers)).json();
    const res = await post('applycountryprofile', headers, { country: 'IN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'field_one_of',
      field: 'country',
      message: 'Country must be one of NP, XX',
    });
    const saved = await post('updatesettings', headers, { country: 'ZZ' });
    expect(saved.json()).toMatchObject({ code: 'field_one_of', field: 'country' });
    const after = (await post('getsettings', headers)).json();
    expect({ ...after, updatedAt: '' }).toEqual({ ...before, updatedAt: '' });
  });

  it('is for hr only', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await actorOf(h, role);
      expect((await post('applycountryprofile', headers, { country: 'NP' })).statusCode).toBe(403);
    }
  });

  it('changing the country alone keeps the settings it does not name', async () => {
    const { headers } = await actorOf(h, 'hr');
    const res = await post('updatesettings', headers, { country: 'XX' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country: 'XX', workingDays: [1, 2, 3, 4, 5], currency: 'NPR' });
    await post('updatesettings', headers, { country: 'NP' });
  });
});
