/**
 * hr's device registry and PIN mappings (issue 42): a serial is one device's, a PIN maps once per device or once
 * everywhere, mapping applies the punches that waited (on every device for an organisation-wide map), a device's
 * own map wins over the organisation's, and a device at a site flags the punch of someone who works elsewhere.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendancePunches,
  attendanceRecords,
  auditLog,
  employeeSites,
  workSites,
} from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';

const clock = new Date('2030-01-07T12:00:00Z');
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
let hr: Record<string, string>;
beforeAll(async () => {
  hr = (await actorOf(h, 'hr')).headers;
});

const code = () => `R${unique().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 20);
async function register(extra: object = {}) {
  const serial = code();
  const res = await call('savedevice', hr, { serial, name: 'Gate', time_zone: 'Asia/Kathmandu', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return { serial, id: res.json()._id as string };
}
const upload = (serial: string, lines: string[]) =>
  h.app.inject({
    method: 'POST',
    url: `/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`,
    headers: { 'content-type': 'text/plain' },
    payload: lines.join('\n'),
  });
const dayOf = async (employeeId: string) =>
  (
    await h.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, employeeId), eq(attendanceRecords.workDate, '2030-01-07')))
  )[0];
const person = () => createEmployee(h, { employeeCode: code(), dateOfJoining: '2029-06-01' });

describe('the device registry', () => {
  it('keeps a serial to one device, checks the site and zone, and audits a change', async () => {
    const { serial, id } = await register();
    const again = await call('savedevice', hr, { serial, name: 'Copy', time_zone: 'Asia/Kathmandu' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'device_serial_taken']);
    const site = await call('savedevice', hr, {
      _id: id,
      serial,
      name: 'Gate',
      time_zone: 'Asia/Kathmandu',
      site_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([site.statusCode, site.json().code]).toEqual([404, 'site_not_found']);
    const zone = await call('savedevice', hr, { serial: code(), name: 'X', time_zone: 'Mars/Olympus' });
    expect([zone.statusCode, zone.json().code]).toEqual([400, 'time_zone']);
    const bad = await call('savedevice', hr, { serial: 'has space', name: 'X', time_zone: 'Asia/Kathmandu' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'device_serial_invalid']);
    const off = await call('savedevice', hr, {
      _id: id,
      serial,
      name: 'Gate',
      time_zone: 'Asia/Kathmandu',
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    const [line] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(line).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect((await upload(serial, [])).statusCode).toBe(403);
  });
});

describe('PIN mappings', () => {
  it('applies the waiting punches of every device for an organisation-wide map, once', async () => {
    const [east, west] = [await register(), await register()];
    const pin = code();
    await upload(east.serial, [`${pin}\t2030-01-07 08:58:00\t255\t1`]);
    await upload(west.serial, [`${pin}\t2030-01-07 17:10:00\t255\t1`]);
    const p = await person();
    const mapped = await call('mapdevicepin', hr, { pin, employee_id: p.id });
    expect(mapped.json()).toMatchObject({ applied: 2 });
    expect(await dayOf(p.id)).toMatchObject({
      checkInAt: new Date('2030-01-07T03:13:00Z'),
      checkOutAt: new Date('2030-01-07T11:25:00Z'),
      status: 'Present',
    });
    const twice = await call('mapdevicepin', hr, { pin, employee_id: p.id });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'device_pin_mapped']);
    const listed = (await call('getdevicepins', hr)).json().pins.find((m: { pin: string }) => m.pin === pin);
    expect(listed).toMatchObject({ device_id: null, employee: { _id: p.id } });
    // Removed: a later punch of the PIN waits again.
    expect((await call('unmapdevicepin', hr, { _id: listed._id })).statusCode).toBe(200);
    expect((await call('unmapdevicepin', hr, { _id: listed._id })).json().code).toBe('device_pin_not_found');
    await upload(east.serial, [`${pin}\t2030-01-07 18:00:00\t255\t1`]);
    expect((await dayOf(p.id))!.checkOutAt).toEqual(new Date('2030-01-07T11:25:00Z'));
  });

  it("uses a device's own map before the organisation's and before an employee ID", async () => {
    const gate = await register();
    const [owner, other] = [await person(), await person()];
    // The PIN is `owner`'s employee ID, but on this device it is `other`.
    await call('mapdevicepin', hr, { device_id: gate.id, pin: owner.employeeCode, employee_id: other.id });
    await upload(gate.serial, [`${owner.employeeCode}\t2030-01-07 09:05:00\t255\t1`]);
    expect(await dayOf(owner.id)).toBeUndefined();
    expect(await dayOf(other.id)).toMatchObject({ checkInAt: new Date('2030-01-07T03:20:00Z') });
  });

  it('flags the punch of someone who works only at other sites than the device', async () => {
    const [here] = await h.database.db
      .insert(workSites)
      .values({ name: `Here ${unique()}`, networks: ['192.0.2.0/24'] })
      .returning();
    const [there] = await h.database.db
      .insert(workSites)
      .values({ name: `There ${unique()}`, networks: ['198.51.100.0/24'] })
      .returning();
    const gate = await register({ site_id: here!.id });
    const [local, visitor] = [await person(), await person()];
    await h.database.db.insert(employeeSites).values([
      { employeeId: local.id, siteId: here!.id },
      { employeeId: visitor.id, siteId: there!.id },
    ]);
    await upload(gate.serial, [
      `${local.employeeCode}\t2030-01-07 17:44:00\t255\t1`,
      `${visitor.employeeCode}\t2030-01-07 17:44:00\t255\t1`,
    ]);
    const flags = async (employeeId: string) =>
      (
        await h.database.db
          .select()
          .from(attendancePunches)
          .where(eq(attendancePunches.employeeId, employeeId))
      )[0]?.flags;
    expect(await flags(local.id)).toEqual([]);
    expect(await flags(visitor.id)).toEqual(['outside_site']);
  });
});
