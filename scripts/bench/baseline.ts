// The benchmark's two baselines, in a process of their own: `GET /bare` is a bare Fastify route, and each
// `POST /pg/<call>` runs the same SQL as the real call through a bare `pg` pool (no auth, no validation, no
// presenters): what the app keeps of their throughput is the cost of its auth, validation and serialisation.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const q = async (text: string, params: unknown[] = []) => (await pool.query(text, params)).rows;
const settingsSql = 'select * from organisation_settings where id = 1';
const today = async () =>
  (
    await q(`select (now() at time zone time_zone)::date::text as d from organisation_settings where id = 1`)
  )[0].d as string;

interface Body {
  id: string;
  month?: string;
  q?: string;
  designation?: string;
  status?: string;
  page?: number;
  from?: string;
  to?: string;
}

app.get('/bare', async () => ({ hello: 'world' }));

app.post<{ Body: Body }>('/pg/me', async ({ body }) => {
  const [[user], [org]] = await Promise.all([
    q('select * from employees where id = $1', [body.id]),
    q(settingsSql),
  ]);
  return { user, org };
});

// A month's attendance as the app reads it (attendance/service.ts, ledgerLoader): one statement with the
// employee, their records, approved leave and submitted months (the app keeps the settings in memory).
const ledgerSql = `select e.id, e.manager_id, e.date_of_joining,
  (select json_agg(json_build_array(a.id, a.work_date, a.check_in_at, a.check_out_at, a.status)
      order by a.work_date) from attendance_records a
    where a.employee_id = e.id and a.work_date >= $2::date and a.work_date <= $3::date) as records,
  (select json_agg(json_build_object('startDate', l.start_date, 'endDate', l.end_date)) from leave_requests l
    where l.employee_id = e.id and l.status = 'approved' and l.start_date <= $3::date and l.end_date >= $2::date) as leaves,
  (select json_agg(s.month) from attendance_submissions s where s.employee_id = e.id) as submitted
  from employees e where e.id = $1`;
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const ledger = (id: string, month: string) => q(ledgerSql, [id, `${month}-01`, lastDay(month)]);
app.post<{ Body: Body }>('/pg/getAttendanceSummary', ({ body }) => ledger(body.id, body.month!));
app.post<{ Body: Body }>('/pg/getmyattendance', ({ body }) => ledger(body.id, body.month!));

const leaveSelect = `select l.*, e.id as e_id, e.first_name, e.last_name, e.manager_id, d.id as d_id,
  d.first_name as d_first, d.last_name as d_last
  from leave_requests l join employees e on e.id = l.employee_id left join employees d on d.id = l.decided_by`;

// The app keeps the settings in memory: the list is its one statement.
app.post<{ Body: Body }>('/pg/getmyleave', ({ body }) =>
  q(`${leaveSelect} where l.employee_id = $1 order by l.created_at desc, l.id desc`, [body.id]),
);

// The balance as the app reads it (leave/balance.ts, personBalance): one statement with the person, their lines
// of this leave year, their pending requests and the next approved leave (the app keeps the settings in memory).
const balanceSql = `select e.id, e.date_of_joining, e.terminated_at,
  (select json_agg(json_build_array(l.leave_type, l.kind, l.days, l.effective_on, l.key, l.year_start))
    from leave_ledger l
    where l.employee_id = e.id and l.year_start = any($2::date[])) as lines,
  (select json_agg(r) from leave_requests r where r.employee_id = e.id
    and r.status = 'pending' and r.start_date <= $4::date and r.end_date >= $3::date) as pending,
  e.first_name, e.last_name, e.manager_id,
  (select json_build_object('leave', r, 'decider', case when d.id is not null then json_build_object('id', d.id,
      'firstName', d.first_name, 'lastName', d.last_name) end)
    from leave_requests r left join employees d on d.id = r.decided_by
    where r.employee_id = e.id and r.status = 'approved' and r.end_date >= $5::date
    order by r.start_date limit 1) as next
  from employees e where e.id = any($1::uuid[])`;
app.post<{ Body: Body }>('/pg/getleavebalance', async ({ body }) => {
  const day = await today();
  const year = day.slice(0, 4);
  return q(balanceSql, [[body.id], [`${year}-01-01`], `${year}-01-01`, `${year}-12-31`, day]);
});

// The page's ids from the leave index alone, then their rows; a capped count (decision 019).
app.post<{ Body: Body }>('/pg/getallleave', async ({ body }) => {
  const page = body.page ?? 1;
  const order = 'order by l.start_date, l.created_at, l.id desc';
  const [settings, rows, total] = await Promise.all([
    q(settingsSql),
    q(
      `${leaveSelect} where l.id in (select l.id from leave_requests l where l.status = 'pending' ${order}
       limit 20 offset $1) ${order}`,
      [(page - 1) * 20],
    ),
    q(`select count(*) from (select 1 from leave_requests where status = 'pending' limit $1) m`, [
      Math.max(1000, page * 20) + 1,
    ]),
  ]);
  const ids = [...new Set(rows.map((r) => r.employee_id))];
  const active = await q(
    `select employee_id, leave_type, status, start_date, end_date from leave_requests
     where employee_id = any($1) and status in ('pending', 'approved') and end_date >= $2 and start_date <= $3`,
    [ids, '2025-01-01', '2027-12-31'],
  );
  return { settings, rows, total, active };
});

// The search as the app runs it (decision 019): one `like` on search_text, the name order, a capped count.
app.post<{ Body: Body }>('/pg/searchemployees', async ({ body }) => {
  const d = await today();
  const params: unknown[] = [];
  const where: string[] = ['true'];
  if (body.q) where.push(`search_text like lower($${params.push(`%${body.q}%`)})`);
  if (body.designation) where.push(`designation = $${params.push(body.designation)}`);
  if (body.status === 'Active') where.push(`status = 'active'`);
  const page = body.page ?? 1;
  const limit = Math.max(1000, page * 20);
  const day = `$${params.length + 1}::date`;
  const [rows, total, designations] = await Promise.all([
    q(
      `select *, exists (select 1 from leave_requests l where l.employee_id = employees.id and l.status = 'approved'
        and l.start_date <= ${day} and l.end_date >= ${day}) as on_leave
       from employees where ${where.join(' and ')} order by lower(first_name), lower(last_name), id
       limit 20 offset ${(page - 1) * 20}`,
      [...params, d],
    ),
    q(
      `select count(*) from (select 1 from employees where ${where.join(' and ')} limit ${limit + 1}) m`,
      params,
    ),
    // The app keeps the designations in memory and reads only their revision.
    q(`select revision from list_revisions where name = 'designations'`),
  ]);
  return { rows, total, designations };
});

// Headcount, pending leave and today's attendance from the counts the writes keep (decision 019).
app.post('/pg/getdashboardstats', async () => {
  const d = await today();
  const [row] = await q(
    `select e.total, e.active, e.terminated, l.on_leave, a.present, a.late, p.pending from
      (select sum(n)::int as total, sum(n) filter (where name = 'employees_active')::int as active,
              sum(n) filter (where name = 'employees_terminated')::int as terminated
       from summary_counts where name in ('employees_active', 'employees_terminated')) e,
      (select count(*)::int as on_leave from employees x where x.status = 'active' and x.id = any (array(
         select r.employee_id from leave_requests r where r.status = 'approved'
           and r.start_date <= $1::date and r.end_date >= $1::date))) l,
      (select coalesce(sum(n) filter (where status in ('Present', 'Late')), 0)::int as present,
              coalesce(sum(n) filter (where status = 'Late'), 0)::int as late
       from attendance_day_counts where work_date = $1::date) a,
      (select n::int as pending from summary_counts where name = 'leave_pending') p`,
    [d],
  );
  return row;
});

// hr's calendar of everyone (rules §13): the caller's department, then each day's count and its first three
// in one statement, as the app counts them (team/calendar.ts, leaveByDay).
app.post<{ Body: Body }>('/pg/getcalendar', async ({ body }) => {
  const [[me], [settings]] = await Promise.all([
    q('select id, manager_id, department from employees where id = $1', [body.id]),
    q(settingsSql),
  ]);
  const [row] = await q(
    `with v as materialized (
       select l.id, l.employee_id, l.leave_type, l.status, l.start_date, l.end_date, l.start_part, l.end_part,
         l.start_minute, l.end_minute, true as sees
       from leave_requests l
       where daterange(l.start_date, l.end_date, '[]') && daterange($1::date, $2::date, '[]')
         and l.status in ('approved', 'pending')),
     d as materialized (
       select v.id, g.i, row_number() over (partition by g.i order by v.start_date, v.id) as n
       from v cross join lateral (
         select generate_series(greatest(v.start_date, $1::date) - $1::date, least(v.end_date, $2::date) - $1::date)
           as i limit ($2::date - $1::date + 1)) g)
     select
       (select array_agg(coalesce(c.n, 0) order by g.i) from generate_series(0, $2::date - $1::date) g(i)
         left join (select i, count(*)::int as n from d group by i) c on c.i = g.i) as off,
       (select json_agg(json_build_object('id', v.id, 'employeeId', v.employee_id,
           'name', (select e.first_name || ' ' || e.last_name from employees e where e.id = v.employee_id),
           'leaveType', v.leave_type, 'status', v.status, 'startDate', v.start_date, 'endDate', v.end_date,
           'startPart', v.start_part, 'endPart', v.end_part, 'startMinute', v.start_minute,
           'endMinute', v.end_minute, 'sees', v.sees) order by v.start_date, v.id)
         from v where v.id in (select d.id from d where d.n <= 3)) as entries,
       coalesce((select n from summary_counts where name = 'employees_active'), 0)::int as people`,
    [body.from, body.to],
  );
  return { me, settings, ...row };
});

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
console.log('baseline listening');
