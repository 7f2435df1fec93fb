/**
 * Shift types and rosters (issue 42): hr's shift types (unique names, a half day never over a full one, deleted
 * while unused, archived once used), roster assignment (a rotation by the week over a manager's team, weekly
 * offs, a second assignment replacing the first, bounds refused with nothing written) and who reads what.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, rosterDays, shiftTypes } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';

const h = setupHarness({ now: () => new Date('2030-01-07T03:00:00Z') });
const call = callerOf(h);
type Headers = Record<string, string>;
const everyDay = [0, 1, 2, 3, 4, 5, 6];

async function newShiftType(hr: Headers, values: { name?: string } & Record<string, unknown> = {}) {
  const name = values.name ?? `Shift ${unique()}`;
  const res = await call('saveshifttype', hr, {
    name,
    start_time: '06:00',
    end_time: '14:00',
    break_minutes: 30,
    full_day_minutes: 420,
    half_day_minutes: 210,
    weekdays: everyDay,
    ...values,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await h.database.db.select().from(shiftTypes).where(eq(shiftTypes.name, name));
  return row!;
}

const daysOf = async (employeeId: string) =>
  h.database.db
    .select({ date: rosterDays.date, shiftTypeId: rosterDays.shiftTypeId })
    .from(rosterDays)
    .where(eq(rosterDays.employeeId, employeeId))
    .orderBy(rosterDays.date);

describe('shift types', () => {
  it('are created, listed, renamed, and refused a taken name or a half day over a full one', async () => {
    const hr = await actorOf(h, 'hr');
    const night = await newShiftType(hr.headers, { start_time: '22:00', end_time: '06:00' });
    const list = await call('getshifttypes', hr.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().shift_types).toContainEqual(
      expect.objectContaining({
        _id: night.id,
        start_time: '22:00',
        end_time: '06:00',
        archived: false,
        days: 0,
      }),
    );

    const taken = await call('saveshifttype', hr.headers, {
      name: night.name.toUpperCase(),
      start_time: '06:00',
      end_time: '14:00',
      full_day_minutes: 420,
      half_day_minutes: 210,
      weekdays: [1],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'shift_type_name_taken', field: 'name' });

    const over = await call('saveshifttype', hr.headers, {
      name: `Odd ${unique()}`,
      start_time: '06:00',
      end_time: '25:00',
      full_day_minutes: 200,
      half_day_minutes: 300,
      weekdays: [1, 1],
    });
    expect(over.statusCode).toBe(400);
    const fields = (over.json().problems as { field: string; code: string }[]).map(
      (p) => `${p.field} ${p.code}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'end_time field_time',
        'weekdays shift_weekdays',
        'half_day_minutes shift_half_over_full',
      ]),
    );

    const renamed = await call('saveshifttype', hr.headers, {
      _id: night.id,
      name: 'Night',
      start_time: '22:00',
      end_time: '06:00',
      full_day_minutes: 450,
      half_day_minutes: 240,
      weekdays: everyDay,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [after] = await h.database.db.select().from(shiftTypes).where(eq(shiftTypes.id, night.id));
    expect(after).toMatchObject({ name: 'Night', fullDayMinutes: 450, halfDayMinutes: 240 });
  });

  it('are deleted while no roster uses them and archived once one does; an archived one is not assigned', async () => {
    const hr = await actorOf(h, 'hr');
    const unused = await newShiftType(hr.headers);
    const gone = await call('deleteshifttype', hr.headers, { _id: unused.id });
    expect(gone.json()).toEqual({ message: 'Shift type deleted.' });
    expect(await h.database.db.select().from(shiftTypes).where(eq(shiftTypes.id, unused.id))).toEqual([]);

    const used = await newShiftType(hr.headers);
    const person = await createEmployee(h);
    const assign = {
      people: { employee_ids: [person.id] },
      from: '2030-02-01',
      to: '2030-02-07',
      rotation: [used.id],
    };
    expect((await call('assignroster', hr.headers, assign)).statusCode).toBe(200);
    const archived = await call('deleteshifttype', hr.headers, { _id: used.id });
    expect(archived.json().message).toMatch(/archived/);
    const listed = (await call('getshifttypes', hr.headers))
      .json()
      .shift_types.find((t: { _id: string }) => t._id === used.id);
    expect(listed).toMatchObject({ archived: true, days: 7 });

    const again = await call('assignroster', hr.headers, assign);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'shift_type_archived', params: { name: used.name } });
    const missing = await call('deleteshifttype', hr.headers, { _id: unused.id });
    expect(missing.statusCode).toBe(404);
  });
});

describe('roster assignment', () => {
  it('rotates shift types by the week over a manager’s team, with one person’s weekly offs, audited', async () => {
    const hr = await actorOf(h, 'hr');
    const [morning, evening] = [
      await newShiftType(hr.headers),
      await newShiftType(hr.headers, { start_time: '14:00', end_time: '22:00' }),
    ];
    const manager = await createEmployee(h, { role: 'manager' });
    const [a, b] = [
      await createEmployee(h, { managerId: manager.id }),
      await createEmployee(h, { managerId: manager.id }),
    ];
    const res = await call('assignroster', hr.headers, {
      people: { manager_id: manager.id },
      from: '2030-03-03', // a Sunday
      to: '2030-03-16',
      rotation: [morning.id, evening.id],
      every: 'week',
      weekly_offs: [{ employee_id: b.id, weekdays: [6] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Roster saved.', people: 2, days: 28 });

    const ofA = await daysOf(a.id);
    expect(ofA.slice(0, 7).every((d) => d.shiftTypeId === morning.id)).toBe(true);
    expect(ofA.slice(7).every((d) => d.shiftTypeId === evening.id)).toBe(true);
    const ofB = await daysOf(b.id);
    expect(ofB.filter((d) => d.shiftTypeId === null).map((d) => d.date)).toEqual([
      '2030-03-09',
      '2030-03-16',
    ]);

    const [logged] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'roster'), eq(auditLog.actorId, hr.employee.id)));
    expect(logged?.after).toMatchObject({ employees: 2, from: '2030-03-03', to: '2030-03-16' });
  });

  it('replaces what the range held and leaves the days around it', async () => {
    const hr = await actorOf(h, 'hr');
    const [first, second] = [await newShiftType(hr.headers), await newShiftType(hr.headers)];
    const person = await createEmployee(h);
    const people = { employee_ids: [person.id] };
    await call('assignroster', hr.headers, {
      people,
      from: '2030-04-01',
      to: '2030-04-10',
      rotation: [first.id],
    });
    const res = await call('assignroster', hr.headers, {
      people,
      from: '2030-04-04',
      to: '2030-04-06',
      rotation: [second.id, null],
      every: 'day',
    });
    expect(res.statusCode, res.body).toBe(200);
    const days = await daysOf(person.id);
    expect(days).toHaveLength(10);
    expect(days.slice(2, 7).map((d) => d.shiftTypeId)).toEqual([
      first.id,
      second.id,
      null,
      second.id,
      first.id,
    ]);
  });

  it('refuses too long a range, too many person-days, nobody, and people who are not here, writing nothing', async () => {
    const hr = await actorOf(h, 'hr');
    const type = await newShiftType(hr.headers);
    const person = await createEmployee(h);
    const rows = () => h.database.db.select({ n: count() }).from(rosterDays);
    const [before] = await rows();
    const cases: [object, number, string][] = [
      [
        { people: { employee_ids: [person.id] }, from: '2030-01-01', to: '2031-01-02' },
        400,
        'roster_range_too_long',
      ],
      [
        { people: { department: `Nowhere ${unique()}` }, from: '2030-01-01', to: '2030-01-02' },
        400,
        'roster_no_people',
      ],
      [
        {
          people: { employee_ids: [person.id, '00000000-0000-4000-8000-000000000000'] },
          from: '2030-01-01',
          to: '2030-01-02',
        },
        400,
        'roster_people_missing',
      ],
      [
        {
          people: { employee_ids: [person.id], department: 'Quality' },
          from: '2030-01-01',
          to: '2030-01-02',
        },
        400,
        'roster_people_one',
      ],
      [
        { people: { employee_ids: [person.id] }, from: '2030-01-05', to: '2030-01-02' },
        400,
        'roster_dates_order',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await call('assignroster', hr.headers, { rotation: [type.id], ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    }
    // 137 people × 366 days is over 50,000 person-days.
    const department = `Big ${unique()}`;
    await h.database.db.execute(sql`insert into employees (email, password_hash, first_name, last_name,
      employee_code, designation, department, date_of_joining, salary)
      select 'big-' || g || '-' || ${department} || '@test.example', 'x', 'Big', 'Person ' || g, 'B-' || g || '-' || ${department},
        'Tester', ${department}, '2024-01-15', 100000 from generate_series(1, 137) g`);
    const big = await call('assignroster', hr.headers, {
      people: { department },
      from: '2030-01-01',
      to: '2030-12-31',
      rotation: [type.id],
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: 'roster_too_big',
      params: { max: 50_000, people: 137, days: 365 },
    });
    expect(await rows()).toEqual([before]);
  });
});

describe('reading rosters', () => {
  it('gives a person their days, a manager their team’s and hr anyone’s; a manager is refused someone else', async () => {
    const hr = await actorOf(h, 'hr');
    const type = await newShiftType(hr.headers, { name: `Early ${unique()}`, weekdays: [1, 2, 3, 4, 5] });
    const manager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const stranger = await createEmployee(h);
    await call('assignroster', hr.headers, {
      people: { employee_ids: [report.employee.id, stranger.id] },
      from: '2030-05-05', // Sunday
      to: '2030-05-07',
      rotation: [type.id],
    });

    const mine = await call('getmyshifts', report.headers, { from: '2030-05-04', to: '2030-05-06' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().days).toEqual([
      // Saturday, not rostered: the organisation's week (Sunday–Friday) has it off.
      { date: '2030-05-04', source: 'default', shift: null },
      { date: '2030-05-05', source: 'roster', shift: null },
      {
        date: '2030-05-06',
        source: 'roster',
        shift: { _id: type.id, name: type.name, start_time: '06:00', end_time: '14:00' },
      },
    ]);

    const team = await call('getroster', manager.headers, { from: '2030-05-05', to: '2030-05-07' });
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().people).toEqual([
      {
        employee: expect.objectContaining({ _id: report.employee.id }),
        days: [
          { date: '2030-05-05', shift_type_id: null },
          { date: '2030-05-06', shift_type_id: type.id },
          { date: '2030-05-07', shift_type_id: type.id },
        ],
      },
    ]);
    const refused = await call('getroster', manager.headers, {
      from: '2030-05-05',
      to: '2030-05-07',
      employee_ids: [stranger.id],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('roster_not_your_team');
    const theirs = await call('getmyshifts', manager.headers, {
      employee_id: stranger.id,
      from: '2030-05-05',
      to: '2030-05-05',
    });
    expect(theirs.statusCode).toBe(403);

    const all = await call('getroster', hr.headers, {
      from: '2030-05-05',
      to: '2030-05-07',
      employee_ids: [stranger.id],
    });
    expect(all.json().people[0].days).toHaveLength(3);
    // A manager's team by the manager's id: hr names anyone's, a manager only their own.
    const range = { from: '2030-05-05', to: '2030-05-07' };
    const byManager = await call('getroster', hr.headers, { ...range, manager_id: manager.employee.id });
    expect(byManager.json().people.map((p: { employee: { _id: string } }) => p.employee._id)).toEqual([
      report.employee.id,
    ]);
    const ownTeam = await call('getroster', manager.headers, { ...range, manager_id: manager.employee.id });
    expect(ownTeam.statusCode, ownTeam.body).toBe(200);
    expect(ownTeam.json().people).toHaveLength(1);
    const otherTeam = await call('getroster', manager.headers, { ...range, manager_id: hr.employee.id });
    expect(otherTeam.statusCode).toBe(403);
    expect(otherTeam.json().code).toBe('roster_not_your_team');
    const long = await call('getroster', hr.headers, { from: '2030-01-01', to: '2031-06-01' });
    expect(long.json()).toMatchObject({ code: 'roster_range_too_long', params: { max: 366 } });
  });
});
