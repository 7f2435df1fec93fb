/**
 * The demo is seeded around the server's clock (`app.now()`, decision 025), not the machine's: a server whose
 * clock HRIS_CLOCK_OFFSET_SECONDS moved meets its demo's days, months and leave year where its clock says.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPiiCipher } from '../../crypto/pii.js';
import { openPglite, queryRows } from '../client.js';
import { seedDemoIfEmpty } from './demo.js';

const database = await openPglite(undefined);
afterAll(() => database.close());

describe('the demo seeded on a moved clock', () => {
  it('has its attendance, leave, approvals and leave year around that clock', async () => {
    // Wednesday 11 June 2031, 09:45 in Kathmandu.
    const now = new Date('2031-06-11T04:00:00Z');
    await database.migrate();
    expect(await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), now)).toBe(true);
    const [settings] = await queryRows<{ ledger: string; attendance: string }>(
      database.db,
      sql`select leave_ledger_start::text as ledger, attendance_start_date::text as attendance
          from organisation_settings`,
    );
    expect(settings).toEqual({ ledger: '2031-01-01', attendance: '2031-03-11' });
    const [attendance] = await queryRows<{ last: string }>(
      database.db,
      sql`select max(work_date)::text as last from attendance_records`,
    );
    // Up to yesterday, never today.
    expect(attendance!.last).toBe('2031-06-10');
    const [stamps] = await queryRows<{ first: Date; last: Date }>(
      database.db,
      sql`select min(created_at) as first, max(created_at) as last from (
            select created_at from leave_requests where status = 'pending'
            union all select created_at from approval_requests where status = 'pending') asked`,
    );
    // What waits for a decision was asked in the weeks before.
    expect(new Date(stamps!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(stamps!.first).getTime()).toBeGreaterThan(now.getTime() - 60 * 86_400_000);
  });
});

describe('the demo organisation', () => {
  it("is on Nepal's country profile (issue 40) with PAN and SSF numbers, on the week and calendars its browser specs count in", async () => {
    await database.migrate();
    await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), new Date('2031-06-11T04:00:00Z'));
    const [settings] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select country, working_days, calendar, period_calendar, leave_year_start_month, currency, time_zone
          from organisation_settings`,
    );
    expect(settings).toEqual({
      country: 'NP',
      working_days: [1, 2, 3, 4, 5],
      calendar: 'gregorian',
      period_calendar: 'gregorian',
      leave_year_start_month: 1,
      currency: 'NPR',
      time_zone: 'Asia/Kathmandu',
    });
    const [numbers] = await queryRows<{ people: number; pan: number; ssf: number; ssn: number }>(
      database.db,
      sql`select count(*)::int as people, count(pan)::int as pan, count(ssf_number)::int as ssf,
            count(ssn)::int as ssn from employees`,
    );
    expect(numbers).toEqual({ people: numbers!.people, pan: numbers!.people, ssf: numbers!.people, ssn: 0 });
    // A Nepali reader of the demo reads its departments and leave types in Nepali (issue 44, item 8).
    const named = await queryRows<{ name: string; ne: string }>(
      database.db,
      sql`select name, labels->>'ne' as ne from organisation_values where kind = 'department' and name = 'Finance'
          union all
          select t->>'name', t->'labels'->>'ne' from organisation_settings, jsonb_array_elements(leave_types) t
          where t->>'name' = 'Annual'`,
    );
    expect(named).toEqual([
      { name: 'Finance', ne: 'लेखा तथा वित्त' },
      { name: 'Annual', ne: 'वार्षिक बिदा' },
    ]);
  });
});
