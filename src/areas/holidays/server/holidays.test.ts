/**
 * Holiday calendars (issue 40): a holiday for women only counts for women alone (leave, a person's month), a
 * branch's holiday for that branch alone and hr's day shows it as such, a weekly off is no absence, a year's file
 * imported (CSV and iCalendar) after a dry run, bad files refused with a code and nothing written, and the
 * shipped Nepal pack confirmed in one action.
 */
import { eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, holidays } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';

let clock = new Date('2030-03-12T06:00:00Z'); // Tuesday 12 March 2030 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
const api = leaveApi(h);
type Headers = Record<string, string>;

const hrOf = async () => (await actorOf(h, 'hr')).headers;

async function save(hr: Headers, holiday: object) {
  const res = await call('saveholiday', hr, holiday);
  expect(res.statusCode, res.body).toBe(200);
}

const annualUsed = async (headers: Headers) =>
  (await api.balance(headers, { year: 2030 }))
    .json()
    .balances.find((b: { leave_type: string }) => b.leave_type === 'Annual').used;

describe('a holiday for women only', () => {
  it('counts for women alone: her leave over it takes a day fewer than his, her month has no absence on it', async () => {
    const hr = await hrOf();
    // Friday 8 March 2030, International Women's Day: a public holiday for women (Nepal's yearly Gazette list).
    await save(hr, {
      date: '2030-03-08',
      name: "International Women's Day",
      gender: 'female',
      tags: ['national'],
    });

    const manager = await actorOf(h, 'manager');
    const she = await actorOf(h, 'employee', { gender: 'female', managerId: manager.employee.id });
    const he = await actorOf(h, 'employee', { gender: 'male', managerId: manager.employee.id });
    // Monday 4 to Friday 8 March: five working days for him, four for her.
    for (const person of [she, he]) {
      const id = await api.applied(person.headers, {
        leavetype: 'Family visit',
        start_date: '2030-03-04',
        end_date: '2030-03-08',
      });
      const decided = await api.decide(manager.headers, { _id: id, status: 'approved' });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    expect(await annualUsed(she.headers)).toBe(4);
    expect(await annualUsed(he.headers)).toBe(5);

    // Their months, joined on Monday 4 March with no records: the 8th is absence for him, a holiday for her.
    const joined = { dateOfJoining: '2030-03-04' };
    const woman = await actorOf(h, 'employee', { gender: 'female', ...joined });
    const man = await actorOf(h, 'employee', { gender: 'male', ...joined });
    const absences = async (headers: Headers) =>
      (await call('getmyattendance', headers, { month: '2030-03' }))
        .json()
        .attendance.filter((d: { status: string }) => d.status === 'Absent')
        .map((d: { date: string }) => d.date);
    expect(await absences(woman.headers)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-11',
    ]);
    expect(await absences(man.headers)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-11',
    ]);

    // It is tagged women only, and the settings' list of everyone's holidays does not hold it.
    const list = (await call('getholidays', hr, { year: 2030 })).json();
    expect(list.holidays).toContainEqual(
      expect.objectContaining({
        date: '2030-03-08',
        gender: 'female',
        tags: ['national', 'women_only'],
        confirmed: true,
      }),
    );
    const settings = (await call('getsettings', hr)).json();
    expect(settings.holidays.map((x: { date: string }) => x.date)).not.toContain('2030-03-08');
  });

  it('counts her pending request with it too: as she applies, in her list and balance, and as her manager reviews it', async () => {
    const hr = await hrOf();
    await save(hr, { date: '2030-03-20', name: 'Teej', gender: 'female', tags: ['festival'] });
    const manager = await actorOf(h, 'manager');
    const she = await actorOf(h, 'employee', { gender: 'female', managerId: manager.employee.id });
    const he = await actorOf(h, 'employee', { gender: 'male', managerId: manager.employee.id });
    // Monday 18 to Friday 22 March 2030, not decided yet: four working days for her, five for him.
    for (const [person, days] of [
      [she, 4],
      [he, 5],
    ] as const) {
      const applied = await api.apply(person.headers, {
        leavetype: 'Family visit',
        start_date: '2030-03-18',
        end_date: '2030-03-22',
      });
      expect(applied.statusCode, applied.body).toBe(201);
      expect(applied.json().data.working_days).toBe(days);
      expect((await api.mine(person.headers)).json().leave[0].working_days).toBe(days);
      const annual = (await api.balance(person.headers, { year: 2030 }))
        .json()
        .balances.find((b: { leave_type: string }) => b.leave_type === 'Annual');
      expect(annual.pending).toBe(days);
      const queue = (await api.all(manager.headers, '?status=pending')).json().approvedLeaves;
      const theirs = queue.find((l: { _id: string }) => l._id === applied.json().data._id);
      expect(theirs.working_days).toBe(days);
      const inbox = (await call('getapprovals', manager.headers, {})).json();
      const asked = inbox.requests.find(
        (r: { leave: { _id: string } | null }) => r.leave?._id === applied.json().data._id,
      );
      expect(asked.leave.working_days).toBe(days);
    }
  });
  it('makes her check-in that day no late one, while his is', async () => {
    const hr = await hrOf();
    // Tuesday 12 March 2030, 11:45 in Kathmandu: hours after the working day starts.
    await save(hr, { date: '2030-03-12', name: 'Women’s day out', gender: 'female' });
    const she = await actorOf(h, 'employee', { gender: 'female', dateOfJoining: '2030-01-01' });
    const he = await actorOf(h, 'employee', { gender: 'male', dateOfJoining: '2030-01-01' });
    const hers = await call('check_in', she.headers);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().attendance.status).toBe('Present');
    expect((await call('check_in', he.headers)).json().attendance.status).toBe('Late');
  });
});

describe("hr's day", () => {
  it("shows a branch's holiday for that branch alone, by name, and nobody else's absence on it", async () => {
    const hr = await hrOf();
    await save(hr, {
      date: '2031-04-09',
      name: 'Pokhara festival',
      tags: ['regional'],
      branches: ['Pokhara'],
    });
    clock = new Date('2031-04-10T06:00:00Z');
    const department = `Branches ${Date.now()}`;
    const joined = { dateOfJoining: '2031-04-01', department };
    const pokhara = await actorOf(h, 'employee', { branch: 'Pokhara', ...joined });
    const kathmandu = await actorOf(h, 'employee', { branch: 'Kathmandu', ...joined });
    const day = (await call('getattendance', hr, { date: '2031-04-09', department })).json();
    const rowOf = (id: string) =>
      day.attendance.find((r: { employee: { _id: string } }) => r.employee._id === id);
    expect(rowOf(pokhara.employee.id)).toMatchObject({ status: 'Holiday', holiday: 'Pokhara festival' });
    expect(rowOf(kathmandu.employee.id)).toMatchObject({ status: 'Absent', holiday: null });
    expect(day.counts).toMatchObject({ Holiday: 1, Absent: 1 });
    clock = new Date('2030-03-12T06:00:00Z');
  });

  it('shows a weekly off as such, not as absence or "Not checked in"', async () => {
    const hr = await hrOf();
    const department = `Weekend ${Date.now()}`;
    await actorOf(h, 'employee', { dateOfJoining: '2030-01-01', department });
    await actorOf(h, 'employee', { dateOfJoining: '2030-01-01', department });
    // Saturday 9 March 2030 (the organisation works Monday to Friday here), and today's Saturday too.
    for (const [date, now] of [
      ['2030-03-09', '2030-03-12T06:00:00Z'],
      ['2030-03-16', '2030-03-16T06:00:00Z'],
    ] as const) {
      clock = new Date(now);
      const day = (await call('getattendance', hr, { date, department })).json();
      expect(day.attendance.map((r: { status: string }) => r.status)).toEqual(['Weekly off', 'Weekly off']);
      expect(day.counts).toMatchObject({ 'Weekly off': 2, Absent: 0, 'Not checked in': 0 });
    }
    clock = new Date('2030-03-12T06:00:00Z');
  });
});

const csv = (...rows: string[]) => ['date,name,tags,applies', ...rows].join('\n');

describe('importing a year', () => {
  it('lists what a CSV adds and skips in a dry run that writes nothing, then adds it', async () => {
    const hr = await hrOf();
    await save(hr, { date: '2032-01-01', name: 'New Year' });
    const file = csv(
      '2032-01-01,New Year,national,everyone',
      '2032-03-08,Women’s Day,national;women_only,',
      '2032-05-01,Labour Day,national,everyone',
      '2032-05-01,labour day,national,everyone',
      '2032-06-10,Lake festival,regional;festival,branch:Pokhara;Tanahun',
    );
    const planned = {
      committed: false,
      added: [
        {
          date: '2032-03-08',
          name: 'Women’s Day',
          tags: ['national', 'women_only'],
          gender: 'female',
          branches: [],
        },
        { date: '2032-05-01', name: 'Labour Day', tags: ['national'], gender: null, branches: [] },
        {
          date: '2032-06-10',
          name: 'Lake festival',
          tags: ['regional', 'festival'],
          gender: null,
          branches: ['Pokhara', 'Tanahun'],
        },
      ],
      skipped: [
        {
          date: '2032-01-01',
          name: 'New Year',
          tags: ['national'],
          gender: null,
          branches: [],
          reason: 'exists',
        },
        {
          date: '2032-05-01',
          name: 'labour day',
          tags: ['national'],
          gender: null,
          branches: [],
          reason: 'repeated',
        },
      ],
    };
    const dry = await call('importholidays', hr, { format: 'csv', content: file });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual(planned);
    const stored = async () => (await call('getholidays', hr, { year: 2032 })).json().holidays.length;
    expect(await stored()).toBe(1);

    const done = await call('importholidays', hr, { format: 'csv', content: file, commit: true });
    expect(done.json()).toEqual({ ...planned, committed: true });
    const list = (await call('getholidays', hr, { year: 2032 })).json().holidays;
    expect(list.map((x: { date: string; source: string }) => [x.date, x.source])).toEqual([
      ['2032-01-01', 'manual'],
      ['2032-03-08', 'csv'],
      ['2032-05-01', 'csv'],
      ['2032-06-10', 'csv'],
    ]);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'holiday' and ${auditLog.action} = 'import'`);
    expect(audit?.after).toMatchObject({ format: 'csv', added: 3, skipped: 2 });
    // Imported again: everything is there already.
    const again = (await call('importholidays', hr, { format: 'csv', content: file })).json();
    expect(again.added).toEqual([]);
  });

  it('reads an iCalendar file with a real parser: folded lines, escapes, an all-day event of two days, categories', async () => {
    const hr = await hrOf();
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Holidays//EN',
      'BEGIN:VEVENT',
      'UID:dashain-2033@test',
      'DTSTAMP:20330101T000000Z',
      'DTSTART;VALUE=DATE:20331003',
      'DTEND;VALUE=DATE:20331005',
      'SUMMARY:Dashain\\, Vijaya Dashami and Ekadas',
      ' hi',
      'CATEGORIES:National,Festival',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:teej-2033@test',
      'DTSTAMP:20330101T000000Z',
      'DTSTART;VALUE=DATE:20330827',
      'SUMMARY:Teej',
      'CATEGORIES:women only',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const res = await call('importholidays', hr, { format: 'ics', content: ics, commit: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toEqual([
      {
        date: '2033-10-03',
        name: 'Dashain, Vijaya Dashami and Ekadashi',
        tags: ['national', 'festival'],
        gender: null,
        branches: [],
      },
      {
        date: '2033-10-04',
        name: 'Dashain, Vijaya Dashami and Ekadashi',
        tags: ['national', 'festival'],
        gender: null,
        branches: [],
      },
      { date: '2033-08-27', name: 'Teej', tags: ['women_only'], gender: 'female', branches: [] },
    ]);
  });

  it.each([
    [
      'a file over the size limit',
      { format: 'csv', content: `date,name\n${'2034-01-01,x\n'.repeat(20_000)}` },
      'holiday_file_too_large',
      {},
    ],
    [
      'more rows than a year holds',
      { format: 'csv', content: csv(...Array.from({ length: 401 }, (_, i) => `2034-01-01,Day ${i},,`)) },
      'holiday_file_too_many',
      { max: 400 },
    ],
    [
      'a CSV without its header',
      { format: 'csv', content: '2034-01-01,New Year\n' },
      'holiday_file_unreadable',
      { format: 'CSV' },
    ],
    [
      'a date that is not one',
      { format: 'csv', content: csv('2034-01-01,New Year,,', '2034-02-30,Nope,,') },
      'holiday_file_row',
      { line: 3, column: 'date' },
    ],
    [
      'whom it applies to unreadable',
      { format: 'csv', content: csv('2034-01-01,New Year,,the managers') },
      'holiday_file_row',
      { line: 2, column: 'applies' },
    ],
    [
      'a file that is not iCalendar',
      { format: 'ics', content: 'date,name\n2034-01-01,New Year' },
      'holiday_file_unreadable',
      { format: 'ICS' },
    ],
  ])('refuses %s with a code, writing nothing', async (_, body, code, params) => {
    const hr = await hrOf();
    const res = await call('importholidays', hr, { ...body, commit: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code, ...(Object.keys(params).length ? { params } : {}) });
    const written = await h.database.db.select().from(holidays).where(gte(holidays.date, '2034-01-01'));
    expect(written).toEqual([]);
  });
});

describe("the shipped pack of Nepal's public holidays (BS 2083)", () => {
  it('is not counted until hr confirms it, then every one of its holidays is, in one action', async () => {
    const hr = await hrOf();
    const before = (await call('getholidays', hr, { year: 2027 })).json();
    expect(before.packs).toEqual([{ id: 'np', year: '2083', total: 9, stored: 0, confirmed: 0 }]);
    const res = await call('confirmholidaypack', hr, { pack: 'np' });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call('getholidays', hr, { year: 2027 })).json();
    expect(after.packs).toEqual([{ id: 'np', year: '2083', total: 9, stored: 9, confirmed: 9 }]);
    // Falgun 24, 2083 (8 March 2027): International Women's Day, for women only.
    expect(after.holidays).toContainEqual(
      expect.objectContaining({
        date: '2027-03-08',
        name_ne: 'अन्तर्राष्ट्रिय नारी दिवस',
        gender: 'female',
        tags: ['national', 'women_only'],
        source: 'pack:np',
        confirmed: true,
      }),
    );
    // Everyone's holidays of the pack reach the settings' list (date pickers, the team calendar); Women's Day not.
    const dates = (await call('getsettings', hr)).json().holidays.map((x: { date: string }) => x.date);
    expect(dates).toEqual(expect.arrayContaining(['2026-04-14', '2026-09-19', '2027-02-19']));
    expect(dates).not.toContain('2027-03-08');
    // Confirming again adds nothing.
    await call('confirmholidaypack', hr, { pack: 'np' });
    const rows = await h.database.db.select().from(holidays).where(eq(holidays.source, 'pack:np'));
    expect(rows).toHaveLength(9);
  });
});
