// The projects benchmark (issue 43): a year of approved weeks for 1,000 people (written by the database itself,
// insert … select from generate_series), then hr's report over that year, and people saving this week's timesheet
// at the run's connections (each save replaces the week's rows in one transaction). Everyone is a member of two of
// twenty projects. Every project and week of the bench database is removed first, so `--reuse` works.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { weekStartOf } from '../../src/areas/projects/contract.js';
import { openPglite, openPostgres, queryRows } from '../../src/server/db/client.js';
import { addDays, localDate } from '../../src/shared/calendar.js';
import type { Call, Fixtures } from './calls.js';

/** People with a year of approved weeks, weeks in that year, projects. */
const REPORTED = 1000;
const WEEKS = 52;
const PROJECTS = 20;

export interface ProjectSeed {
  /** This week's first day, and the year of approved weeks before it. */
  week: string;
  from: string;
  to: string;
  /** Each person's two projects' first activity, in the fixtures' order of people. */
  rows: Map<string, { project_id: string; activity_id: string }[]>;
  workingDays: number[];
}

export async function seedProjects(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  people: Fixtures['people'];
}): Promise<ProjectSeed> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 2)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  const db = database.db;
  try {
    const [settings] = await queryRows<{ time_zone: string; working_days: number[] }>(
      db,
      sql`select time_zone, working_days from organisation_settings where id = 1`,
    );
    const week = weekStartOf(localDate(new Date(), settings!.time_zone), settings!.working_days);
    const from = addDays(week, -7 * WEEKS);
    const to = addDays(week, -1);
    await db.execute(sql`delete from timesheet_entries`);
    await db.execute(sql`delete from timesheets`);
    await db.execute(sql`delete from project_timers`);
    await db.execute(sql`delete from project_members`);
    await db.execute(sql`delete from project_activities`);
    await db.execute(sql`delete from projects`);
    await db.execute(sql`delete from project_clients where code like 'BENCH-%'`);
    const ids = `{${opts.people.map((p) => p.id).join(',')}}`;
    await db.execute(sql`insert into project_clients (name, code)
      select 'Bench client ' || n, 'BENCH-' || n from generate_series(1, 5) n`);
    await db.execute(sql`insert into projects (code, name, client_id, manager_id, start_date, budget_minutes, billable)
      select 'BENCH-' || lpad(n::text, 2, '0'), 'Bench project ' || n,
        (select id from project_clients where code = 'BENCH-' || (1 + n % 5)),
        (${ids}::uuid[])[n], ${addDays(from, -30)}::date, 600000 * n, n % 4 <> 0
      from generate_series(1, ${PROJECTS}) n`);
    await db.execute(sql`insert into project_activities (project_id, name, billable)
      select p.id, a.name, case when a.name = 'Meetings' then false end
      from projects p cross join (values ('Development'), ('Review'), ('Meetings')) a(name)`);
    // Person i (in the fixtures' order) is on projects i mod 20 and (i + 7) mod 20.
    await db.execute(sql`insert into project_members (project_id, employee_id)
      select p.id, x.id from unnest(${ids}::uuid[]) with ordinality x(id, i)
      join projects p on p.code in ('BENCH-' || lpad((1 + x.i % ${PROJECTS})::text, 2, '0'),
        'BENCH-' || lpad((1 + (x.i + 7) % ${PROJECTS})::text, 2, '0'))`);
    // A year of approved weeks for the first 1,000: four hours a working day on each project's Development.
    await db.execute(sql`insert into timesheets (employee_id, week_start, status, submitted_at, decided_at)
      select x.id, ${from}::date + 7 * w, 'approved', now(), now()
      from unnest((${ids}::uuid[])[1:${REPORTED}]) x(id) cross join generate_series(0, ${WEEKS - 1}) w`);
    await db.execute(sql`insert into timesheet_rows (timesheet_id, project_id, activity_id, position)
      select t.id, m.project_id, a.id, row_number() over (partition by t.id order by m.project_id)
      from timesheets t join project_members m on m.employee_id = t.employee_id
      join project_activities a on a.project_id = m.project_id and a.name = 'Development'`);
    await db.execute(sql`insert into timesheet_entries (timesheet_id, project_id, activity_id, work_date, minutes)
      select t.id, r.project_id, r.activity_id, t.week_start + d, 240
      from timesheets t join timesheet_rows r on r.timesheet_id = t.id
      cross join generate_series(0, 6) d
      where extract(dow from t.week_start + d)::int = any(${`{${settings!.working_days.join(',')}}`}::int[])`);
    // Planned on fresh statistics, as autovacuum would give a table this size soon after.
    await db.execute(sql`analyze timesheets, timesheet_rows, timesheet_entries, project_members`);
    const members = await queryRows<{ employee_id: string; project_id: string; activity_id: string }>(
      db,
      sql`select m.employee_id, m.project_id, a.id as activity_id from project_members m
          join project_activities a on a.project_id = m.project_id and a.name = 'Development'
          order by m.employee_id, m.project_id`,
    );
    const rows = new Map<string, { project_id: string; activity_id: string }[]>();
    for (const m of members)
      rows.set(m.employee_id, [
        ...(rows.get(m.employee_id) ?? []),
        { project_id: m.project_id, activity_id: m.activity_id },
      ]);
    return { week, from, to, rows, workingDays: settings!.working_days };
  } finally {
    await database.close();
  }
}

/** The calls: hr's report over the year (by person: utilisation, the heaviest), and saving this week. */
export function projectCalls(f: Fixtures, seed: ProjectSeed, connections: number): Call[] {
  const days = Array.from({ length: 7 }, (_, d) => addDays(seed.week, d)).filter((date) =>
    seed.workingDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()),
  );
  // Minutes of a cell: 60 to 419, moved on by each run (its second) and each round through the people.
  const run = Math.floor(Date.now() / 1000);
  const changed = (i: number, r: number) => 60 + ((run + Math.floor(i / f.people.length) + r) % 360);
  return [
    {
      name: 'projects report (a year, 1,000 people, by person)',
      connections: 1,
      amount: 10,
      p99Target: 1000,
      next: () => ({
        method: 'POST',
        path: '/api/employee/getprojectreport',
        token: f.hr.token,
        body: { from: seed.from, to: seed.to, group_by: 'person' },
      }),
    },
    {
      name: 'projects savetimesheet (this week, two rows)',
      connections,
      p99Target: 50,
      next: (i) => {
        const person = f.people[i % f.people.length]!;
        return {
          method: 'POST',
          path: '/api/employee/savetimesheet',
          token: person.token,
          body: {
            week_start: seed.week,
            rows: (seed.rows.get(person.id) ?? []).map((row, r) => ({
              ...row,
              // Every cell differs from what the person's week holds (from this run or an earlier one): a save
              // that changes nothing writes nothing, and the bench measures one that changes everything.
              cells: days.map((date) => ({ date, minutes: changed(i, r), note: null })),
            })),
          },
        };
      },
    },
  ];
}
