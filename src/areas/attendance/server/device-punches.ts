/**
 * Punches from attendance devices written on people's days (issue 42, decision 034), in the caller's transaction
 * and set-based, so a device's batch of thousands of lines is a handful of statements. A device seldom says in
 * or out, so a day is first-in/last-out: its check-in is the earliest punch anyone or anything made that day, its
 * check-out the latest when later than that. The database does the merging (`least`/`greatest`), so two instances
 * applying punches of one day in either order give one result, and a punch equal to one already there (the phone's,
 * or the same line sent again) changes nothing. The rules of phone punches hold: a punch is written no later than
 * it arrived, a device clock too far from the server's is flagged `clock_gap`, a punch of someone who works only at
 * other sites is flagged `outside_site`, a day before joining, of a submitted month or corrected by hr is left as
 * it is, and every day changed has its punch and its audit line. The roster counts as it does for the phone's
 * punches (issue 42): a night shift's punch after midnight is the day the shift started, and a rostered day's
 * lateness is the shift's.
 */
import { sql } from 'drizzle-orm';
import type { Trace } from '../../../server/actor.js';
import { queryRows, type Tx } from '../../../server/db/client.js';
import { addDays, isWorkingDay, localDate } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import { personalCalendars } from '../../holidays/server/reads.js';
import type { Settings } from '../../settings/server/reads.js';
import { judgeDay, type ShiftRule, workDateOf } from '../../shifts/contract.js';
import { rostersOf } from '../../shifts/server/reads.js';
import type { PunchFlag } from '../punch-schemas.js';
import { checkInStatus } from '../schemas.js';

/** One device punch line stored by the devices area, of a known employee. */
export interface DevicePunch {
  id: string;
  employeeId: string;
  punchedAt: Date;
  receivedAt: Date;
}
export type DevicePunchRefusal = 'month_locked' | 'corrected' | 'before_joining' | 'too_old';

interface Timed {
  punch: DevicePunch;
  /** When it is written on the day: the device's time, never later than its arrival. */
  at: number;
}
interface Group {
  employeeId: string;
  day: string;
  first: Timed;
  last: Timed;
  ids: string[];
}

const CHUNK = 5000;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

type Rosters = Map<string, Map<string, ShiftRule | null>>;
/** A rostered day's shift, null for a day off, undefined when the roster has nothing (the working day applies). */
const shiftOn = (rosters: Rosters, employeeId: string, date: string) => rosters.get(employeeId)?.get(date);

/** The roster days of the batch's people around its punches' dates (the day before: a night shift's start). */
async function rostersAround(tx: Tx, punches: DevicePunch[], settings: Settings) {
  if (!punches.length) return new Map() as Rosters;
  const dates = punches.map((p) => localDate(p.punchedAt, settings.timeZone)).sort();
  const ids = [...new Set(punches.map((p) => p.employeeId))];
  return rostersOf(tx, ids, addDays(dates[0]!, -1), dates.at(-1)!);
}

function groupByDay(punches: DevicePunch[], settings: Settings, rosters: Rosters, maxAgeDays: number) {
  const groups = new Map<string, Group>();
  const tooOld: string[] = [];
  for (const punch of punches) {
    const at = Math.min(punch.punchedAt.getTime(), punch.receivedAt.getTime());
    if (punch.receivedAt.getTime() - at > maxAgeDays * 86_400_000) {
      tooOld.push(punch.id);
      continue;
    }
    const day = workDateOf(
      new Date(at),
      settings.timeZone,
      (date) => shiftOn(rosters, punch.employeeId, date) ?? null,
    );
    const key = `${punch.employeeId}|${day}`;
    const timed = { punch, at };
    const group = groups.get(key);
    if (!group)
      groups.set(key, { employeeId: punch.employeeId, day, first: timed, last: timed, ids: [punch.id] });
    else {
      group.ids.push(punch.id);
      if (at < group.first.at) group.first = timed;
      if (at > group.last.at) group.last = timed;
    }
  }
  // One order for every writer, so two instances writing the same days lock them in the same order.
  const ordered = [...groups.values()].sort((x, y) =>
    x.employeeId === y.employeeId ? x.day.localeCompare(y.day) : x.employeeId.localeCompare(y.employeeId),
  );
  return { groups: ordered, tooOld };
}

interface DayState {
  employee_id: string;
  day: string;
  joined: string;
  locked: boolean;
  corrected: boolean;
  elsewhere: boolean;
  in_ms: number | null;
  out_ms: number | null;
  status: string | null;
}

/** What each day touched is now: joining, a submitted month, hr's correction, the record's times. */
async function readDays(tx: Tx, groups: Group[], settings: Settings, siteId: string | null) {
  const months = periodsOf(settings.periodCalendar);
  const result = new Map<string, DayState>();
  for (const part of chunks(groups)) {
    const pairs = JSON.stringify(part.map((g) => ({ e: g.employeeId, d: g.day, m: months.monthOf(g.day) })));
    const elsewhere = siteId
      ? sql`exists (select 1 from employee_sites es where es.employee_id = g.e)
          and not exists (select 1 from employee_sites es where es.employee_id = g.e and es.site_id = ${siteId}::uuid)`
      : sql`false`;
    const rows = await queryRows<DayState>(
      tx,
      sql`
      select g.e as employee_id, g.d::text as day, e.date_of_joining::text as joined,
        exists (select 1 from attendance_submissions s where s.employee_id = g.e and s.month = g.m
          and (s.submitted_at at time zone ${settings.timeZone})::date >= g.d) as locked,
        r.corrected_at is not null as corrected, ${elsewhere} as elsewhere,
        ${ms('r.check_in_at')} as in_ms, ${ms('r.check_out_at')} as out_ms, r.status
      from jsonb_to_recordset(${pairs}::jsonb) as g(e uuid, d date, m text)
      join employees e on e.id = g.e
      left join attendance_records r on r.employee_id = g.e and r.work_date = g.d`,
    );
    for (const row of rows) result.set(`${row.employee_id}|${row.day}`, row);
  }
  return result;
}

/**
 * Whether each group's first punch is late: on a rostered day by the shift (a day off never), else on a day the
 * person works (their own holidays read once) by the organisation's working day.
 */
async function lateness(tx: Tx, groups: Group[], settings: Settings, rosters: Rosters) {
  const late = new Set<Group>();
  const maybe = groups.filter((g) => {
    const shift = shiftOn(rosters, g.employeeId, g.day);
    if (shift === undefined)
      return checkInStatus(new Date(g.first.at), settings, isWorkingDay(g.day, settings)) === 'Late';
    if (shift && judgeDay(g.day, shift, settings.timeZone, new Date(g.first.at), null).late) late.add(g);
    return false;
  });
  if (!maybe.length) return late;
  const days = maybe.map((g) => g.day).sort();
  const ids = [...new Set(maybe.map((g) => g.employeeId))];
  const calendars = await personalCalendars(tx, ids, days[0]!, days.at(-1)!, settings);
  for (const g of maybe) if (isWorkingDay(g.day, calendars.get(g.employeeId) ?? settings)) late.add(g);
  return late;
}

interface Written {
  id: string;
  employee_id: string;
  day: string;
  in_ms: number;
  out_ms: number | null;
  status: string;
}

/**
 * Applies device punches of known employees in `tx`. Answers how many days changed and which punches were refused
 * and why (the devices area keeps that on its lines).
 */
export async function applyDevicePunches(
  tx: Tx,
  trace: Trace,
  device: { serial: string; siteId: string | null },
  punches: DevicePunch[],
  settings: Settings,
  options: { maxAgeDays: number; now: Date },
) {
  const refused = new Map<string, DevicePunchRefusal>();
  const rosters = await rostersAround(tx, punches, settings);
  const { groups, tooOld } = groupByDay(punches, settings, rosters, options.maxAgeDays);
  for (const id of tooOld) refused.set(id, 'too_old');
  if (!groups.length) return { changed: 0, refused };
  const states = await readDays(tx, groups, settings, device.siteId);
  const open = groups.filter((g) => {
    const state = states.get(`${g.employeeId}|${g.day}`);
    const reason: DevicePunchRefusal | null = !state
      ? 'before_joining'
      : g.day < state.joined
        ? 'before_joining'
        : state.locked
          ? 'month_locked'
          : state.corrected
            ? 'corrected'
            : null;
    if (reason) for (const id of g.ids) refused.set(id, reason);
    return !reason;
  });
  const late = await lateness(tx, open, settings, rosters);
  const byKey = new Map(open.map((g) => [`${g.employeeId}|${g.day}`, g]));
  const written: Written[] = [];
  for (const part of chunks(open)) {
    const rows = JSON.stringify(
      part.map((g) => ({
        e: g.employeeId,
        d: g.day,
        i: iso(g.first.at),
        o: g.last.at > g.first.at ? iso(g.last.at) : null,
        s: late.has(g) ? 'Late' : 'Present',
      })),
    );
    const newIn = sql.raw('least(r.check_in_at, excluded.check_in_at)');
    const newOut = sql.raw(
      'nullif(greatest(r.check_out_at, r.check_in_at, excluded.check_in_at, excluded.check_out_at), least(r.check_in_at, excluded.check_in_at))',
    );
    const changed = await queryRows<Written>(
      tx,
      sql`
      insert into attendance_records as r (employee_id, work_date, check_in_at, check_out_at, status)
      select g.e, g.d, g.i, g.o, g.s from jsonb_to_recordset(${rows}::jsonb) as g(e uuid, d date, i timestamptz, o timestamptz, s text)
      on conflict (employee_id, work_date) do update set
        check_in_at = ${newIn}, check_out_at = ${newOut},
        status = case when r.check_in_at is null or excluded.check_in_at < r.check_in_at then excluded.status else r.status end,
        updated_at = ${options.now.toISOString()}::timestamptz
      where r.corrected_at is null
        and (r.check_in_at is distinct from ${newIn} or r.check_out_at is distinct from ${newOut})
      returning r.id, r.employee_id, r.work_date::text as day, ${ms('r.check_in_at')} as in_ms,
        ${ms('r.check_out_at')} as out_ms, r.status`,
    );
    written.push(...changed);
  }
  await recordPunches(tx, trace, device, written, byKey, states, settings);
  return { changed: written.length, refused };
}

/** Each changed day's punch that set its check-in or check-out, flagged as a phone's would be, and its audit line. */
async function recordPunches(
  tx: Tx,
  trace: Trace,
  device: { serial: string },
  written: Written[],
  byKey: Map<string, Group>,
  states: Map<string, DayState>,
  settings: Settings,
) {
  const punchRows: object[] = [];
  const auditRows: object[] = [];
  for (const row of written) {
    const key = `${row.employee_id}|${row.day}`;
    const group = byKey.get(key)!;
    const before = states.get(key);
    const punchOf = (action: 'in' | 'out', timed: Timed) => {
      const flags: PunchFlag[] = [];
      const gap = Math.abs(timed.punch.receivedAt.getTime() - timed.punch.punchedAt.getTime());
      if (gap > settings.clockGapMinutes * 60_000) flags.push('clock_gap');
      if (before?.elsewhere) flags.push('outside_site');
      punchRows.push({
        e: row.employee_id,
        a: row.id,
        act: action,
        k: timed.punch.id,
        dt: timed.punch.punchedAt.toISOString(),
        ra: timed.punch.receivedAt.toISOString(),
        rec: iso(timed.at),
        f: flags,
      });
    };
    if (row.in_ms === group.first.at && before?.in_ms !== row.in_ms) punchOf('in', group.first);
    if (row.out_ms !== null && row.out_ms === group.last.at && before?.out_ms !== row.out_ms)
      punchOf('out', group.last);
    const shown = (inMs: number | null, outMs: number | null, status: string | null) => ({
      checkInAt: iso(inMs),
      checkOutAt: iso(outMs),
      status,
    });
    auditRows.push({
      id: row.id,
      b: before?.status ? shown(before.in_ms, before.out_ms, before.status) : null,
      a: { ...shown(row.in_ms, row.out_ms, row.status), device: device.serial },
    });
  }
  // Two statements however many days changed (the audit lines as recordAudit writes them, without secrets to drop).
  if (punchRows.length)
    await tx.execute(sql`
      insert into attendance_punches (employee_id, attendance_id, action, punch_key, device_time, received_at, recorded_at, flags)
      select x.e, x.a, x.act, x.k, x.dt, x.ra, x.rec, array(select jsonb_array_elements_text(x.f))
      from jsonb_to_recordset(${JSON.stringify(punchRows)}::jsonb)
        as x(e uuid, a uuid, act text, k uuid, dt timestamptz, ra timestamptz, rec timestamptz, f jsonb)
      on conflict (punch_key) do nothing`);
  if (auditRows.length)
    await tx.execute(sql`
      insert into audit_log (actor_id, action, entity, entity_id, before, after, request_id)
      select ${trace.id}::uuid, 'device_punch', 'attendance', x.id, x.b, x.a, ${trace.requestId}::text
      from jsonb_to_recordset(${JSON.stringify(auditRows)}::jsonb) as x(id text, b jsonb, a jsonb)`);
}
