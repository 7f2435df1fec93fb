/**
 * hr's attendance devices (issue 42, decision 034): the registry, which device user (PIN) is which employee, and
 * the punches waiting for a mapping. Mapping a PIN applies its waiting punches in the same transaction, through
 * attendance's rules, as if they had just arrived (each keeps its arrival time).
 */
import { and, asc, count, desc, eq, isNull, max, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import {
  attendanceDevices,
  devicePins,
  devicePunches,
  employees,
  workSites,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { applyDevicePunches } from '../../attendance/server/writes.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { DEVICE_LIMITS, type deviceInput, type mapPinInput, deviceMessages as say } from '../schemas.js';
import { markRefused } from './receive.js';

registerUniqueRules({
  attendance_devices_serial_key: { code: 'device_serial_taken', field: 'serial' },
  device_pins_device_key: { code: 'device_pin_mapped', field: 'pin' },
  device_pins_everywhere_key: { code: 'device_pin_mapped', field: 'pin' },
});

export async function listDevices(db: Db, now: Date) {
  const rows = await db.select().from(attendanceDevices).orderBy(asc(attendanceDevices.name));
  const silentAfter = DEVICE_LIMITS.silentMinutes * 60_000;
  return {
    devices: rows.map((d) => ({
      _id: d.id,
      serial: d.serial,
      name: d.name,
      site_id: d.siteId,
      time_zone: d.timeZone,
      enabled: d.enabled,
      last_seen_at: d.lastSeenAt?.toISOString() ?? null,
      last_address: d.lastAddress,
      last_stamp: d.lastStamp,
      punches_received: d.punchesReceived,
      lines_skipped: d.linesSkipped,
      clock_skew_seconds: d.clockSkewSeconds,
      healthy: d.enabled && d.lastSeenAt !== null && now.getTime() - d.lastSeenAt.getTime() <= silentAfter,
    })),
  };
}

const deviceNotFound = (field = '_id') => refuse(404, 'device_not_found', { field });

/** Registers a device, or changes one (`_id`); a serial is one device's only. */
export async function saveDevice(db: Db, by: Actor, input: z.output<typeof deviceInput>) {
  return db.transaction(async (tx) => {
    if (input.site_id) {
      const [site] = await tx
        .select({ id: workSites.id })
        .from(workSites)
        .where(eq(workSites.id, input.site_id));
      if (!site) throw refuse(404, 'site_not_found', { field: 'site_id' });
    }
    const [taken] = await tx
      .select({ id: attendanceDevices.id })
      .from(attendanceDevices)
      .where(eq(attendanceDevices.serial, input.serial));
    if (taken && taken.id !== input._id) throw refuse(409, 'device_serial_taken', { field: 'serial' });
    const values = {
      serial: input.serial,
      name: input.name,
      siteId: input.site_id,
      timeZone: input.time_zone,
      enabled: input.enabled,
    };
    let before: typeof attendanceDevices.$inferSelect | undefined;
    let saved: typeof attendanceDevices.$inferSelect | undefined;
    if (input._id) {
      [before] = await tx
        .select()
        .from(attendanceDevices)
        .where(eq(attendanceDevices.id, input._id))
        .for('update');
      if (!before) throw deviceNotFound();
      [saved] = await tx
        .update(attendanceDevices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(attendanceDevices.id, input._id))
        .returning();
    } else [saved] = await tx.insert(attendanceDevices).values(values).returning();
    await recordAudit(tx, by, {
      action: input._id ? 'update' : 'create',
      entity: 'attendance_device',
      entityId: saved!.id,
      before: before ? pick(before) : null,
      after: values,
    });
    return { message: say.saved, _id: saved!.id };
  });
}

const pick = (d: typeof attendanceDevices.$inferSelect) => ({
  serial: d.serial,
  name: d.name,
  siteId: d.siteId,
  timeZone: d.timeZone,
  enabled: d.enabled,
});

export async function listPins(db: Db) {
  const rows = await db
    .select({ pin: devicePins, person: employees })
    .from(devicePins)
    .innerJoin(employees, eq(employees.id, devicePins.employeeId))
    .orderBy(asc(devicePins.pin));
  return {
    pins: rows.map(({ pin, person }) => ({
      _id: pin.id,
      device_id: pin.deviceId,
      pin: pin.pin,
      employee: {
        _id: person.id,
        name: `${person.firstName} ${person.lastName}`,
        employeeId: person.employeeCode,
      },
    })),
  };
}

/** The waiting punches a new mapping reaches, now of `employeeId` (an organisation-wide one: on devices with no map of their own). */
async function takeWaiting(tx: Tx, pin: string, deviceId: string | null, employeeId: string) {
  const where = deviceId
    ? sql`device_id = ${deviceId}::uuid`
    : sql`not exists (select 1 from device_pins m where m.device_id = device_punches.device_id and m.pin = device_punches.pin)`;
  return queryRows<{ id: string; device_id: string; at_ms: number; received_ms: number }>(
    tx,
    sql`
    update device_punches set employee_id = ${employeeId}::uuid, state = 'applied'
    where state = 'unmatched' and pin = ${pin} and ${where}
    returning id, device_id, (extract(epoch from punched_at) * 1000)::float8 as at_ms,
      (extract(epoch from received_at) * 1000)::float8 as received_ms`,
  );
}

/** Maps a PIN to an employee and applies the PIN's waiting punches; answers how many were applied. */
export async function mapPin(db: Db, by: Actor, input: z.output<typeof mapPinInput>, now: Date) {
  const settings = await getSettings(db);
  return db.transaction(async (tx) => {
    if (input.device_id) {
      const [device] = await tx
        .select({ id: attendanceDevices.id })
        .from(attendanceDevices)
        .where(eq(attendanceDevices.id, input.device_id));
      if (!device) throw deviceNotFound('device_id');
    }
    const [person] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.id, input.employee_id));
    if (!person) throw refuse(404, 'employee_not_found', { field: 'employee_id' });
    const [existing] = await tx
      .select({ id: devicePins.id })
      .from(devicePins)
      .where(
        and(
          eq(devicePins.pin, input.pin),
          input.device_id ? eq(devicePins.deviceId, input.device_id) : isNull(devicePins.deviceId),
        ),
      );
    if (existing) throw refuse(409, 'device_pin_mapped', { field: 'pin' });
    const [mapping] = await tx
      .insert(devicePins)
      .values({ deviceId: input.device_id, pin: input.pin, employeeId: input.employee_id })
      .returning();
    const waiting = await takeWaiting(tx, input.pin, input.device_id, input.employee_id);
    const devices = await tx.select().from(attendanceDevices);
    let applied = 0;
    for (const device of devices) {
      const mine = waiting.filter((w) => w.device_id === device.id);
      if (!mine.length) continue;
      const { refused } = await applyDevicePunches(
        tx,
        by,
        device,
        mine.map((w) => ({
          id: w.id,
          employeeId: input.employee_id,
          punchedAt: new Date(w.at_ms),
          receivedAt: new Date(w.received_ms),
        })),
        settings,
        { maxAgeDays: DEVICE_LIMITS.maxAgeDays, now },
      );
      await markRefused(tx, refused);
      applied += mine.length - refused.size;
    }
    await recordAudit(tx, by, {
      action: 'map',
      entity: 'device_pin',
      entityId: mapping!.id,
      before: null,
      after: { deviceId: input.device_id, pin: input.pin, employeeId: input.employee_id, applied },
    });
    return { message: say.mapped, applied };
  });
}

/** Removes a mapping: later punches of the PIN wait again; those applied stay on the days they made. */
export async function unmapPin(db: Db, by: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(devicePins).where(eq(devicePins.id, id)).returning();
    if (!gone) throw refuse(404, 'device_pin_not_found', { field: '_id' });
    await recordAudit(tx, by, {
      action: 'unmap',
      entity: 'device_pin',
      entityId: gone.id,
      before: { deviceId: gone.deviceId, pin: gone.pin, employeeId: gone.employeeId },
      after: null,
    });
    return { message: say.unmapped };
  });
}

/** Device users whose punches wait for a mapping, the most recent first. */
export async function unmatched(db: Db) {
  const rows = await db
    .select({
      deviceId: devicePunches.deviceId,
      deviceName: attendanceDevices.name,
      pin: devicePunches.pin,
      punches: count(),
      first: min(devicePunches.punchedAt),
      last: max(devicePunches.punchedAt),
    })
    .from(devicePunches)
    .innerJoin(attendanceDevices, eq(attendanceDevices.id, devicePunches.deviceId))
    .where(eq(devicePunches.state, 'unmatched'))
    .groupBy(devicePunches.deviceId, attendanceDevices.name, devicePunches.pin)
    .orderBy(desc(max(devicePunches.punchedAt)))
    .limit(500);
  return {
    unmatched: rows.map((r) => ({
      device_id: r.deviceId,
      device_name: r.deviceName,
      pin: r.pin,
      punches: r.punches,
      first_at: r.first!.toISOString(),
      last_at: r.last!.toISOString(),
    })),
  };
}
