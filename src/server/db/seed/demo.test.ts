/**
 * The demo is seeded around the server's clock (`app.now()`, decision 025), not the machine's: a server whose
 * clock HRIS_CLOCK_OFFSET_SECONDS moved meets its demo's days, months and leave year where its clock says.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toBs } from '../../../shared/bs.js';
import { countryProfiles, profileSettings } from '../../../shared/country-profiles.js';
import { periodsOf } from '../../../shared/periods.js';
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
    // The ledger from the leave year today is in: 1 Shrawan 2087 (the profile's leave year).
    expect(settings).toEqual({ ledger: '2030-07-17', attendance: '2031-03-11' });
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
  it("is on Nepal's whole country profile (issue 40), as a new organisation is, with PAN and SSF numbers", async () => {
    await database.migrate();
    await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), new Date('2031-06-11T04:00:00Z'));
    const [settings] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select country, working_days as "workingDays", calendar, period_calendar as "periodCalendar",
            leave_year_start_month as "leaveYearStartMonth", currency, time_zone as "timeZone",
            required_identity as "requiredIdentity"
          from organisation_settings`,
    );
    // Sunday to Friday, Bikram Sambat days and months, the leave year from Shrawan, NPR, Kathmandu.
    expect(settings).toEqual({ country: 'NP', ...profileSettings(countryProfiles.NP) });
    expect(settings).toMatchObject({
      workingDays: [0, 1, 2, 3, 4, 5],
      calendar: 'bs',
      leaveYearStartMonth: 4,
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

  it("counts its days in Nepal's week and calendar: attendance Sunday to Friday, balances from 1 Shrawan", async () => {
    await database.migrate();
    await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), new Date('2031-06-11T04:00:00Z'));
    // Worked Sundays, and no Saturday: the week's day off.
    const days = await queryRows<{ dow: number; count: number }>(
      database.db,
      sql`select extract(dow from work_date)::int as dow, count(*)::int as count from attendance_records
          group by 1 order by 1`,
    );
    expect(days.map((d) => d.dow)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(days[0]!.count).toBeGreaterThan(100);
    // No leave starts or ends on a Saturday: it is not a working day.
    const [leave] = await queryRows<{ saturdays: number }>(
      database.db,
      sql`select count(*)::int as saturdays from leave_requests
          where extract(dow from start_date) = 6 or extract(dow from end_date) = 6`,
    );
    expect(leave).toEqual({ saturdays: 0 });
    // Approved leave is taken from the balances of leave year 2087/88, which starts on 1 Shrawan 2087.
    const years = await queryRows<{ start: string }>(
      database.db,
      sql`select distinct year_start::text as start from leave_ledger where kind = 'taken'`,
    );
    expect(years).toEqual([{ start: '2030-07-17' }]);
    expect(toBs('2030-07-17')).toEqual({ year: 2087, month: 4, day: 1 });
    // Submitted months are BS months: Chaitra and Baisakh before this Jestha 2088, not Jestha itself.
    const months = await queryRows<{ month: string }>(
      database.db,
      sql`select distinct month from attendance_submissions order by month`,
    );
    expect(months.map((m) => m.month)).toEqual(['2087-11', '2087-12', '2088-01']);
    // Nepal's public holidays (the profile's shipped pack) are the demo's, confirmed: the pickers and calendars
    // mark them and leave skips them.
    const [holiday] = await queryRows<{ confirmed: boolean; everyone: boolean }>(
      database.db,
      sql`select confirmed, (select holidays @> '[{"date": "2026-04-14"}]' from organisation_settings) as everyone
          from holidays where name = 'Nepali New Year' and date = '2026-04-14'`,
    );
    expect(holiday).toEqual({ confirmed: true, everyone: true });
    // Review cycles are halves of that year: Shrawan–Poush closed, Magh–Ashadh open.
    const cycles = await queryRows<{ name: string; status: string; from: string; to: string }>(
      database.db,
      sql`select name, status, start_date::text as from, end_date::text as to from review_cycles order by start_date`,
    );
    expect(cycles.map((c) => [c.name, c.status])).toEqual([
      ['2087/88 H1', 'closed'],
      ['2087/88 H2', 'open'],
    ]);
    expect([toBs(cycles[1]!.from), toBs(cycles[1]!.to)]).toEqual([
      { year: 2087, month: 10, day: 1 },
      { year: 2088, month: 3, day: expect.any(Number) },
    ]);
  });
});

describe("the demo on the browser specs' clock (Wednesday 4 March 2026, Falgun 20, 2082)", () => {
  it("counts a week's leave past Nepali New Year and the Saturday, and balances from 1 Shrawan 2082", async () => {
    const own = await openPglite(undefined);
    try {
      await own.migrate();
      await seedDemoIfEmpty(own.db, createPiiCipher(randomBytes(32)), new Date('2026-03-04T03:30:00Z'));
      // Five working days from Monday 13 April: not Tuesday 14 (1 Baisakh 2083, a public holiday), not Saturday 18.
      const [trip] = await queryRows<{ start: string; end: string }>(
        own.db,
        sql`select start_date::text as start, end_date::text as end from leave_requests
            where reason = 'Trip to Lumbini with parents'`,
      );
      expect(trip).toEqual({ start: '2026-04-13', end: '2026-04-19' });
      const [settings] = await queryRows<{ ledger: string }>(
        own.db,
        sql`select leave_ledger_start::text as ledger from organisation_settings`,
      );
      expect(settings).toEqual({ ledger: '2025-07-17' });
      expect(toBs('2025-07-17')).toEqual({ year: 2082, month: 4, day: 1 });
      // Sunday 1 March was worked; Saturday 28 February was not.
      const [days] = await queryRows<{ sunday: number; saturday: number }>(
        own.db,
        sql`select count(*) filter (where work_date = '2026-03-01')::int as sunday,
              count(*) filter (where work_date = '2026-02-28')::int as saturday from attendance_records`,
      );
      expect(days!.sunday).toBeGreaterThan(10);
      expect(days!.saturday).toBe(0);
    } finally {
      await own.close();
    }
  });
});

describe('the demo’s projects (issue 43)', () => {
  it('has projects with members, four approved weeks of their time before this week, and this week to fill', async () => {
    // Wednesday 11 June 2031: the week starts on Sunday 8 June (Sunday to Friday work).
    await database.migrate();
    await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), new Date('2031-06-11T04:00:00Z'));
    const projects = await queryRows<{ code: string; manager: string; members: number; activities: number }>(
      database.db,
      sql`select p.code, m.email as manager,
            (select count(*)::int from project_members pm where pm.project_id = p.id) as members,
            (select count(*)::int from project_activities a where a.project_id = p.id) as activities
          from projects p join employees m on m.id = p.manager_id order by p.code`,
    );
    expect(projects).toEqual([
      { code: 'CLINIC', manager: 'pooja.karki@example.com', members: 3, activities: 2 },
      { code: 'INT', manager: 'pooja.karki@example.com', members: 3, activities: 2 },
      { code: 'WEB', manager: 'manager@example.com', members: 4, activities: 3 },
    ]);
    const weeks = await queryRows<{ week: string; status: string; people: number }>(
      database.db,
      sql`select week_start::text as week, status, count(*)::int as people from timesheets
          group by week_start, status order by week_start`,
    );
    expect(weeks).toEqual(
      ['2031-05-11', '2031-05-18', '2031-05-25', '2031-06-01'].map((week) => ({
        week,
        status: 'approved',
        people: 7,
      })),
    );
    // Members log time only on their projects, never more than a working day.
    const [check] = await queryRows<{ outsiders: number; longest: number }>(
      database.db,
      sql`select
            (select count(*)::int from timesheet_entries e join timesheets t on t.id = e.timesheet_id
              where not exists (select 1 from project_members pm
                where pm.project_id = e.project_id and pm.employee_id = t.employee_id)) as outsiders,
            (select max(total)::int from (select sum(minutes) as total from timesheet_entries
              group by timesheet_id, work_date) days) as longest`,
    );
    expect(check).toEqual({ outsiders: 0, longest: 480 });
  });
});

describe('the demo’s roster (issue 42)', () => {
  it('rotates Operations through Morning, Evening and Night by the week from tomorrow to the end of next month', async () => {
    await database.migrate();
    await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), new Date('2031-06-11T04:00:00Z'));
    const types = await queryRows<{ name: string; times: string }>(
      database.db,
      sql`select name, start_time || '–' || end_time as times from shift_types order by start_time`,
    );
    expect(types).toEqual([
      { name: 'Morning', times: '06:00–14:00' },
      { name: 'Evening', times: '14:00–22:00' },
      { name: 'Night', times: '22:00–06:00' },
    ]);
    const days = await queryRows<{ who: string; date: string; shift: string | null }>(
      database.db,
      sql`select e.first_name as who, r.date::text as date, t.name as shift from roster_days r
          join employees e on e.id = r.employee_id left join shift_types t on t.id = r.shift_type_id
          order by r.date, e.first_name`,
    );
    expect(new Set(days.map((d) => d.who))).toEqual(new Set(['Hari', 'Gita', 'Nabin', 'Laxmi']));
    // Thursday 12 June 2031 (tomorrow) to the last day of Asar 2088, the next BS month: Sunday 15 July 2031.
    const last = periodsOf('bs').rangeOf(periodsOf('bs').monthOf('2031-07-01'))!.last;
    expect(days[0]!.date).toBe('2031-06-12');
    expect(days.at(-1)!.date).toBe(last);
    const on = (date: string) =>
      Object.fromEntries(days.filter((d) => d.date === date).map((d) => [d.who, d.shift]));
    // A turn apart: all three shifts each week; Saturday off; the next week everyone moves on a turn.
    expect(on('2031-06-12')).toEqual({ Hari: 'Morning', Gita: 'Evening', Nabin: 'Night', Laxmi: 'Morning' });
    expect(on('2031-06-14')).toEqual({ Hari: null, Gita: null, Nabin: null, Laxmi: null });
    expect(on('2031-06-15')).toEqual({ Hari: 'Evening', Gita: 'Night', Nabin: 'Morning', Laxmi: 'Evening' });
  });
});
