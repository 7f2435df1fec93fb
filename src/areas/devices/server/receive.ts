/**
 * What a device's requests do (decision 034): find the device by its serial, note that it was heard from, and
 * store an ATTLOG upload: every line once (the unique index drops a line sent again), its PIN resolved to an
 * employee (the device's map, the organisation's, else the employee whose code it is), the lines of known people
 * applied to their days through attendance's rules, the others kept for hr to map. One transaction: an upload is
 * stored whole or not at all, and answered only once stored.
 */
import { eq, sql } from 'drizzle-orm';
import type { Trace } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import { attendanceDevices } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import {
  applyDevicePunches,
  type DevicePunch,
  type DevicePunchRefusal,
} from '../../attendance/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { DEVICE_LIMITS, SERIAL_PATTERN } from '../schemas.js';
import type { ParsedPunch, ParsedUpload } from './iclock.js';

export type DeviceRow = typeof attendanceDevices.$inferSelect;

/** The registered, enabled device a request names; refused before anything is read or written otherwise. */
export async function deviceOf(db: Db, serial: unknown): Promise<DeviceRow> {
  if (typeof serial !== 'string' || !SERIAL_PATTERN.test(serial))
    throw refuse(400, 'device_serial_invalid', { field: 'SN' });
  const [device] = await db.select().from(attendanceDevices).where(eq(attendanceDevices.serial, serial));
  if (!device) throw refuse(404, 'device_unknown', { field: 'SN' });
  if (!device.enabled) throw refuse(403, 'device_disabled', { field: 'SN' });
  return device;
}

/**
 * The device was heard from (a handshake, a poll, an upload of a table it does not keep). A device polls every
 * half minute: within a minute of the last note from the same address, nothing is written.
 */
export async function seen(db: Db | Tx, device: DeviceRow, now: Date, address: string) {
  const lastSeen = device.lastSeenAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const heardLately = now.getTime() - lastSeen < 60_000 && now.getTime() >= lastSeen;
  if (heardLately && device.lastAddress === address.slice(0, 64)) return;
  await db
    .update(attendanceDevices)
    .set({ lastSeenAt: now, lastAddress: address.slice(0, 64) })
    .where(eq(attendanceDevices.id, device.id));
}

/** Employees of PINs, by the device's map, the organisation's, else an active employee's code (one statement). */
export async function resolvePins(db: Db | Tx, deviceId: string, pins: string[]) {
  if (!pins.length) return new Map<string, string>();
  const rows = await queryRows<{ pin: string; employee_id: string | null }>(
    db,
    sql`
    select p.pin, coalesce(
      (select employee_id from device_pins where device_id = ${deviceId}::uuid and pin = p.pin),
      (select employee_id from device_pins where device_id is null and pin = p.pin),
      (select id from employees where lower(employee_code) = lower(p.pin) and status = 'active' limit 1)
    ) as employee_id
    from jsonb_array_elements_text(${JSON.stringify(pins)}::jsonb) as p(pin)`,
  );
  const found = new Map<string, string>();
  for (const row of rows) if (row.employee_id) found.set(row.pin, row.employee_id);
  return found;
}

/** Lines of one statement's worth: the device's batch of 20,000 is four statements. */
const LINE_CHUNK = 5000;

async function insertLines(
  tx: Tx,
  deviceId: string,
  punches: ParsedPunch[],
  who: Map<string, string>,
  now: Date,
) {
  const known: DevicePunch[] = [];
  let count = 0;
  for (let i = 0; i < punches.length; i += LINE_CHUNK) {
    const rows = JSON.stringify(
      punches.slice(i, i + LINE_CHUNK).map((p) => ({
        pin: p.pin,
        t: p.localTime,
        at: p.punchedAt.toISOString(),
        s: p.status,
        v: p.verify,
        e: who.get(p.pin) ?? null,
      })),
    );
    const inserted = await queryRows<{ id: string; employee_id: string | null; at_ms: number }>(
      tx,
      sql`
      insert into device_punches (device_id, pin, local_time, punched_at, status, verify, received_at, employee_id, state)
      select ${deviceId}::uuid, x.pin, x.t, x.at, x.s, x.v, ${now.toISOString()}::timestamptz, x.e,
        case when x.e is null then 'unmatched' else 'applied' end
      from jsonb_to_recordset(${rows}::jsonb) as x(pin text, t text, at timestamptz, s smallint, v smallint, e uuid)
      on conflict (device_id, pin, local_time) do nothing
      returning id, employee_id, (extract(epoch from punched_at) * 1000)::float8 as at_ms`,
    );
    for (const row of inserted)
      if (row.employee_id)
        known.push({
          id: row.id,
          employeeId: row.employee_id,
          punchedAt: new Date(row.at_ms),
          receivedAt: now,
        });
    count += inserted.length;
  }
  return { known, count };
}

/** Marks the lines attendance refused, by reason (one statement a reason). */
export async function markRefused(tx: Tx, refused: Map<string, DevicePunchRefusal>) {
  const byReason = new Map<DevicePunchRefusal, string[]>();
  for (const [id, reason] of refused) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
  for (const [reason, ids] of byReason)
    await tx.execute(sql`update device_punches set state = 'refused', reason = ${reason}
      where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
}

/** Stores and applies an ATTLOG upload; answers how many lines were new. */
export async function receiveAttlog(
  db: Db,
  trace: Trace,
  device: DeviceRow,
  upload: ParsedUpload,
  stamp: string | undefined,
  now: Date,
  address: string,
) {
  const settings = await getSettings(db);
  return db.transaction(async (tx) => {
    const who = await resolvePins(tx, device.id, [...new Set(upload.punches.map((p) => p.pin))]);
    const { known, count: stored } = await insertLines(tx, device.id, upload.punches, who, now);
    const { refused } = await applyDevicePunches(tx, trace, device, known, settings, {
      maxAgeDays: DEVICE_LIMITS.maxAgeDays,
      now,
    });
    await markRefused(tx, refused);
    const newest = upload.punches.reduce((max, p) => Math.max(max, p.punchedAt.getTime()), -Infinity);
    await tx
      .update(attendanceDevices)
      .set({
        lastSeenAt: now,
        lastAddress: address.slice(0, 64),
        ...(stamp ? { lastStamp: stamp } : {}),
        punchesReceived: sql`${attendanceDevices.punchesReceived} + ${stored}`,
        linesSkipped: sql`${attendanceDevices.linesSkipped} + ${upload.skipped}`,
        ...(Number.isFinite(newest) ? { clockSkewSeconds: Math.round((now.getTime() - newest) / 1000) } : {}),
      })
      .where(eq(attendanceDevices.id, device.id));
    return { stored };
  });
}
