// `npm run seed:large -- --employees 10000 --months 12 [--reset]`: fills the configured database (DATABASE_URL,
// else PGlite under DATA_DIR) with a large, realistic organisation for the benchmarks: departments with heads and
// team leads, a year of attendance written by the database itself (insert … select from generate_series, by far
// the fastest path), about three leave requests per person in every state, and submitted past months.
// Everyone signs in with Demo123!; hr@example.com, manager@example.com and employee@example.com exist as in the demo.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../src/areas/account/server/writes.js';
import { adoptLeave } from '../src/areas/approvals/server/writes.js';
import { accrueLeave } from '../src/areas/leave/server/accrual.js';
import { takenLines, writeLines } from '../src/areas/leave/server/ledger.js';
import { leaveSettingsOf } from '../src/areas/leave/server/reads.js';
import { getSettings, readSettings } from '../src/areas/settings/server/reads.js';
import { createPiiCipher } from '../src/server/crypto/pii.js';
import { type Db, openDatabase, queryRows } from '../src/server/db/client.js';
import { employees, leaveRequests, organisationSettings } from '../src/server/db/schema.js';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo.js';
import { loadEnv } from '../src/server/env.js';
import { addDays, localDate, monthOf } from '../src/shared/calendar.js';
import { planPeople } from './seed-large-people.js';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    months: { type: 'string', default: '12' },
    reset: { type: 'boolean', default: false },
  },
});
const count = Number(values.employees);
const months = Number(values.months);
if (!Number.isInteger(count) || count < 50 || !Number.isInteger(months) || months < 1 || months > 36) {
  console.error(
    'Usage: npm run seed:large -- --employees 10000 --months 12 [--reset]  (at least 50 employees)',
  );
  process.exit(1);
}

/** One line that redraws itself: `label [#####.....] 50% 12.3 s`. */
function progress(label: string) {
  const started = performance.now();
  const draw = (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const line = `${label.padEnd(22)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}% ${seconds} s`;
    process.stderr.write(process.stderr.isTTY ? `\r${line}` : done === total ? `${line}\n` : '');
    if (done === total && process.stderr.isTTY) process.stderr.write('\n');
  };
  return draw;
}

const tables = [
  'performance_reviews',
  'review_cycles',
  'documents',
  'password_resets',
  'audit_log',
  'attendance_submissions',
  'attendance_records',
  'leave_ledger',
  'leave_requests',
  'revoked_tokens',
  'login_attempts',
  'employees',
];

async function seedEmployees(db: Db, today: string) {
  const pii = createPiiCipher(loadEnv().dataKey);
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once: argon2 is slow on purpose
  const people = planPeople(count, today);
  const draw = progress('employees');
  const batch = 1000; // 1,000 rows × 30 columns stays under PostgreSQL's 65,535 parameters
  for (let i = 0; i < people.length; i += batch) {
    const rows = people.slice(i, i + batch).map((p) => ({
      ...p,
      passwordHash,
      bankAccount: pii.seal(p.bankAccount),
      taxId: pii.seal(p.taxId),
      ssn: pii.seal(p.ssn),
    }));
    await db.insert(employees).values(rows);
    draw(Math.min(i + batch, people.length), people.length);
  }
}

async function seedLeave(db: Db, today: string) {
  const draw = progress('leave requests');
  // Three slots a year apart enough not to overlap; the state follows a hash of (employee, slot): 20% pending
  // (in the coming weeks), 55% approved, 15% rejected, 10% cancelled (in the past year; a few approved ones
  // cover today, so the dashboard has people on leave).
  await db.execute(sql`
    insert into leave_requests (employee_id, leave_type, reason, start_date, end_date, status, decided_by,
      decided_at, decision_note, created_at, updated_at)
    select e.id,
      (array['Annual','Sick','Personal','Unpaid'])[1 + abs(h) % 4],
      (array['Family trip','Fever and a cold','Wedding in the family','Moving house','Medical check-up',
        'Exam at university','Festival at home','Paperwork at the district office'])[1 + abs(h / 7) % 8],
      s.start, s.start + (abs(h / 11) % 4)::int,
      s.state,
      case when s.state in ('approved','rejected') then coalesce(e.manager_id, ${hrIdSql}) end,
      case when s.state in ('approved','rejected') then s.start - 3 + time '10:00' end,
      case when s.state = 'rejected' then 'Busy week for the team, sorry.' end,
      s.start - 7 + time '09:30', s.start - 7 + time '09:30'
    from employees e
    cross join generate_series(0, 2) k
    cross join lateral (select hashtext(e.id::text || ':' || k) as h) hh
    cross join lateral (
      select state,
        case when state = 'pending' then ${today}::date + 7 + k * 25 + abs(h / 13) % 15
             when state = 'approved' and k = 2 and abs(h / 17) % 10 = 0 then ${today}::date - abs(h / 13) % 3
             else ${today}::date - ${months * 30}::int + k * ${Math.floor((months * 30) / 3)}::int + abs(h / 13) % ${Math.max(1, Math.floor((months * 30) / 3) - 10)}::int end as start
      from (select case when abs(h) % 100 < 20 then 'pending' when abs(h) % 100 < 75 then 'approved'
                        when abs(h) % 100 < 90 then 'rejected' else 'cancelled' end as state) st
    ) s
    where e.id <> ${hrIdSql} or s.state not in ('approved','rejected')`);
  draw(1, 1);
}

/**
 * Each leave request's approval, as the engine would have made it (the server adopts any it finds at start, in
 * one statement: at 100,000 people that is 300,000 requests, past a benchmark's start timeout).
 */
async function seedApprovals(db: Db) {
  const draw = progress('approvals');
  await adoptLeave(db);
  draw(1, 1);
}

/**
 * A year of the leave ledger: sick leave accrues monthly (a line a month for each person), the other types are
 * allocated yearly, and approved leave is taken, as the approvals and the accrual job would have written it.
 */
async function seedLedger(db: Db, from: string, today: string) {
  const draw = progress('leave ledger');
  const types = (await getSettings(db)).leaveTypes.map((t) =>
    t.name === 'Sick' ? { ...t, accrual: 'monthly_end' as const } : t,
  );
  await db
    .update(organisationSettings)
    .set({ leaveTypes: types, leaveLedgerStart: from })
    .where(eq(organisationSettings.id, 1));
  const settings = leaveSettingsOf(await readSettings(db));
  const approved = await db.select().from(leaveRequests).where(eq(leaveRequests.status, 'approved'));
  await db.transaction((tx) =>
    writeLines(
      tx,
      approved.flatMap((l) => takenLines(l, settings, { id: l.decidedBy })),
    ),
  );
  draw(1, 2);
  await accrueLeave(db, from, today);
  draw(2, 2);
}

const hrIdSql = sql`(select id from employees where lower(email) = 'hr@example.com')`;

async function seedAttendance(db: Db, from: string, yesterday: string) {
  const settings = await getSettings(db);
  const [h, m] = settings.workStart.split(':').map(Number);
  const lateAfter = h! * 60 + m! + settings.lateGraceMinutes; // minutes after midnight
  const holidays = settings.holidays.map((x) => x.date);
  const tz = settings.timeZone;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employees`,
  );
  const chunks = 20;
  const size = Math.ceil(Number(n) / chunks);
  const draw = progress('attendance');
  for (let c = 0; c < chunks; c++) {
    // 5% of working days absent (no record); of the rest 10% late (09:11–10:05), the others 08:35–09:09.
    await db.execute(sql`
      insert into attendance_records (employee_id, work_date, check_in_at, check_out_at, status)
      select e.id, d::date,
        (d::date + make_interval(mins => m.in_min)) at time zone ${tz},
        (d::date + make_interval(mins => 1020 + abs(m.h / 17) % 90)) at time zone ${tz},
        case when m.in_min > ${lateAfter} then 'Late' else 'Present' end
      from (select id, date_of_joining, status from employees order by employee_code
            offset ${c * size} limit ${size}) e
      cross join generate_series(greatest(${from}::date, e.date_of_joining), ${yesterday}::date, interval '1 day') d
      cross join lateral (select hashtext(e.id::text || d::date::text) as h) hh
      cross join lateral (select h,
        case when abs(h) % 100 < 10 then 551 + abs(h / 101) % 55 else 515 + abs(h / 101) % 35 end as in_min) m
      where e.status = 'active' and extract(dow from d)::int = any(${`{${settings.workingDays.join(',')}}`}::int[])
        and not (d::date::text = any(${`{${holidays.join(',')}}`}::text[]))
        and abs(m.h / 3) % 100 >= 5`);
    draw(c + 1, chunks);
  }
  // No record on approved leave days.
  await db.execute(sql`
    delete from attendance_records a using leave_requests l
    where l.employee_id = a.employee_id and l.status = 'approved'
      and a.work_date between l.start_date and l.end_date`);
}

async function seedSubmissions(db: Db, from: string, today: string) {
  await db.execute(sql`
    insert into attendance_submissions (employee_id, month, submitted_at)
    select e.id, to_char(m, 'YYYY-MM'), m + interval '1 month' + interval '2 days'
    from employees e
    cross join generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m
    where to_char(m, 'YYYY-MM') >= to_char(e.date_of_joining, 'YYYY-MM')`);
}

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const started = performance.now();
try {
  await database.migrate();
  const db = database.db;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employees`,
  );
  if (Number(n) > 0 && !values.reset) {
    console.error(`The database already has ${n} employees; pass --reset to replace everything in it.`);
    process.exit(1);
  }
  if (values.reset) await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
  const settings = await getSettings(db);
  const today = localDate(new Date(), settings.timeZone);
  const from = addDays(today, -Math.round(months * 30.44));
  await db.execute(sql`update organisation_settings set attendance_start_date = ${from}::date where id = 1`);
  await seedEmployees(db, today);
  await seedLeave(db, today);
  await seedApprovals(db);
  await seedLedger(db, from, today);
  await seedAttendance(db, from, addDays(today, -1));
  await seedSubmissions(db, from, today);
  // Fresh statistics and visibility map (index-only scans), and the trigram indexes' pending entries merged,
  // as autovacuum would leave a database that grew over a year.
  await db.execute(sql`vacuum analyze`);
  const figures = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from employees) as employees,
      (select count(distinct department)::int from employees) as departments,
      (select count(*)::int from attendance_records) as attendance,
      (select count(*)::int from leave_requests) as leave,
      (select count(*)::int from leave_ledger) as ledger,
      (select count(*)::int from attendance_submissions) as submissions`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${JSON.stringify(figures[0])} in ${seconds} s (months ${monthOf(from)}…${monthOf(today)}).`,
  );
} finally {
  await database.close();
}
