/**
 * A device simulator speaking the push protocol (ZKTeco/eSSL ADMS) to the server over real HTTP: the handshake,
 * an ATTLOG batch with mixed punch codes, a repeated line, malformed lines and an unknown PIN, a device whose clock
 * is ahead, one in another time zone, and the days that come out; then what a device must not be able to do.
 * The organisation is in Asia/Kathmandu (UTC+5:45); work starts at 09:00 with 10 minutes' grace (the defaults).
 */
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceDevices,
  attendancePunches,
  attendanceRecords,
  attendanceSubmissions,
  auditLog,
  devicePunches,
} from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import { periodsOf } from '../../../shared/periods.js';
import { getSettings } from '../../settings/server/reads.js';

let clock = new Date('2030-01-07T12:00:00Z'); // Monday 17:45 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
let base: string;
let hr: Record<string, string>;

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  hr = (await actorOf(h, 'hr')).headers;
});

/** A device as its firmware behaves: it names itself by its serial on every request. */
function device(serial: string) {
  return {
    handshake: () => fetch(`${base}/iclock/cdata?SN=${serial}&options=all&pushver=2.4.1&language=69`),
    poll: () => fetch(`${base}/iclock/getrequest?SN=${serial}`),
    upload: (lines: string[] | string, table = 'ATTLOG', stamp = '9999') =>
      fetch(`${base}/iclock/cdata?SN=${serial}&table=${table}&Stamp=${stamp}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: typeof lines === 'string' ? lines : `${lines.join('\n')}\n`,
      }),
  };
}

const code = () => `D${unique().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 20);
async function register(timeZone = 'Asia/Kathmandu', extra: object = {}) {
  const serial = code();
  const res = await call('savedevice', hr, { serial, name: `Gate ${serial}`, time_zone: timeZone, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return { serial, id: res.json()._id as string, ...device(serial) };
}
const person = async () => createEmployee(h, { employeeCode: code(), dateOfJoining: '2029-06-01' });
const dayOf = async (employeeId: string, workDate = '2030-01-07') =>
  (
    await h.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, employeeId), eq(attendanceRecords.workDate, workDate)))
  )[0];
const lineCount = async () => (await h.database.db.select({ n: count() }).from(devicePunches))[0]!.n;
const auditOf = async (recordId: string) =>
  (await h.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, recordId)))[0]!.n;

describe('the push protocol', () => {
  it('answers the handshake with the options, a poll with OK, and hr sees the device heard from', async () => {
    const gate = await register();
    const hello = await gate.handshake();
    expect(hello.status).toBe(200);
    expect(hello.headers.get('content-type')).toMatch(/^text\/plain/);
    const options = (await hello.text()).split('\n');
    expect(options[0]).toBe(`GET OPTION FROM: ${gate.serial}`);
    expect(options).toContain('ATTLOGStamp=None');
    expect(options).toContain('TimeZone=5.75');
    expect(options).toContain('Realtime=1');
    const poll = await gate.poll();
    expect([poll.status, await poll.text()]).toEqual([200, 'OK']);
    const listed = (await call('getdevices', hr))
      .json()
      .devices.find((d: { _id: string }) => d._id === gate.id);
    expect(listed).toMatchObject({
      healthy: true,
      last_seen_at: clock.toISOString(),
      last_address: '127.0.0.1',
    });
    // After an upload the device resumes from the stamp it last sent.
    await gate.upload([], 'ATTLOG', '4711');
    expect((await (await gate.handshake()).text()).split('\n')).toContain('ATTLOGStamp=4711');
  });

  it('stores a batch with mixed codes, a repeated line and bad lines: first-in/last-out, late, unmatched kept', async () => {
    const gate = await register();
    const [a, b] = [await person(), await person()];
    const stray = code();
    const lines = [
      `${a.employeeCode}\t2030-01-07 08:55:00\t255\t1\t0\t0`,
      `${a.employeeCode}\t2030-01-07 13:00:00\t0\t1\t0\t0`,
      `${a.employeeCode}\t2030-01-07 17:30:00\t1\t15\t0\t0`,
      `${a.employeeCode}\t2030-01-07 08:55:00\t255\t1\t0\t0`, // sent again
      `${b.employeeCode}\t2030-01-07 09:30:00\t0\t1`,
      `${stray}\t2030-01-07 09:01:00\t255\t1`,
      'not a punch',
      `${a.employeeCode}\t2030-02-30 10:00:00\t0\t1`,
      `${b.employeeCode}\t2030-01-07 10:00:00\tin\t1`,
    ];
    const before = await lineCount();
    const res = await gate.upload(lines);
    expect([res.status, await res.text()]).toEqual([200, 'OK: 9']);
    expect(await lineCount()).toBe(before + 5);
    expect(await dayOf(a.id)).toMatchObject({
      checkInAt: new Date('2030-01-07T03:10:00Z'),
      checkOutAt: new Date('2030-01-07T11:45:00Z'),
      status: 'Present',
    });
    expect(await dayOf(b.id)).toMatchObject({
      checkInAt: new Date('2030-01-07T03:45:00Z'),
      checkOutAt: null,
      status: 'Late',
    });
    const unmatched = (await call('getunmatchedpunches', hr)).json().unmatched;
    expect(unmatched).toContainEqual(
      expect.objectContaining({
        device_id: gate.id,
        pin: stray,
        punches: 1,
        first_at: '2030-01-07T03:16:00.000Z',
      }),
    );
    const listed = (await call('getdevices', hr))
      .json()
      .devices.find((d: { _id: string }) => d._id === gate.id);
    expect(listed).toMatchObject({ punches_received: 5, lines_skipped: 3, clock_skew_seconds: 900 });

    // The device sends the whole batch again: nothing changes.
    const record = (await dayOf(a.id))!;
    const audited = await auditOf(record.id);
    expect(await (await gate.upload(lines)).text()).toBe('OK: 9');
    expect(await lineCount()).toBe(before + 5);
    expect(await auditOf(record.id)).toBe(audited);
    expect(await dayOf(a.id)).toEqual(record);

    // hr maps the stray PIN: its waiting punch is applied.
    const stranger = await person();
    const mapped = await call('mapdevicepin', hr, {
      device_id: gate.id,
      pin: stray,
      employee_id: stranger.id,
    });
    expect(mapped.json()).toMatchObject({ applied: 1 });
    expect(await dayOf(stranger.id)).toMatchObject({
      checkInAt: new Date('2030-01-07T03:16:00Z'),
      status: 'Present',
    });
    const after = (await call('getunmatchedpunches', hr)).json().unmatched;
    expect(after.filter((u: { pin: string }) => u.pin === stray)).toEqual([]);
  });

  it('changes nothing when a device punch equals a phone punch', async () => {
    const gate = await register();
    const { employee, headers } = await actorOf(h, 'employee', {
      employeeCode: code(),
      dateOfJoining: '2029-06-01',
    });
    expect((await call('check_in', headers)).statusCode).toBe(200);
    const record = (await dayOf(employee.id))!;
    const audited = await auditOf(record.id);
    expect(await (await gate.upload([`${employee.employeeCode}\t2030-01-07 17:45:00\t0\t1`])).text()).toBe(
      'OK: 1',
    );
    expect(await dayOf(employee.id)).toEqual(record);
    expect(await auditOf(record.id)).toBe(audited);
  });

  it('writes a punch from a clock ahead at its arrival, flagged, and reads another zone as that zone', async () => {
    const ahead = await register();
    const p = await person();
    // The device says 20:45; it is 17:45 in Kathmandu.
    await ahead.upload([`${p.employeeCode}\t2030-01-07 20:45:00\t255\t1`]);
    const record = (await dayOf(p.id))!;
    expect(record.checkInAt).toEqual(clock);
    const [punch] = await h.database.db
      .select()
      .from(attendancePunches)
      .where(eq(attendancePunches.attendanceId, record.id));
    expect(punch).toMatchObject({
      action: 'in',
      flags: ['clock_gap'],
      deviceTime: new Date('2030-01-07T15:00:00Z'),
    });
    const listed = (await call('getdevices', hr))
      .json()
      .devices.find((d: { _id: string }) => d._id === ahead.id);
    expect(listed.clock_skew_seconds).toBe(-3 * 3600);

    // A device in India (UTC+5:30): 09:00 there is 09:15 in Kathmandu, late.
    const india = await register('Asia/Kolkata');
    const q = await person();
    await india.upload([`${q.employeeCode}\t2030-01-07 09:00:00\t255\t1`]);
    expect(await dayOf(q.id)).toMatchObject({ checkInAt: new Date('2030-01-07T03:30:00Z'), status: 'Late' });
  });

  it('keeps a night shift’s small hours on the day it started, judged by the shift', async () => {
    const gate = await register();
    const [onTime, late] = [await person(), await person()];
    const name = `Night ${unique()}`;
    const night = { start_time: '22:00', end_time: '06:00', break_minutes: 30, late_grace_minutes: 10 };
    await call('saveshifttype', hr, {
      ...night,
      name,
      early_grace_minutes: 5,
      full_day_minutes: 420,
      half_day_minutes: 210,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
    const types = (await call('getshifttypes', hr)).json().shift_types as { _id: string; name: string }[];
    const assigned = await call('assignroster', hr, {
      people: { employee_ids: [onTime.id, late.id] },
      from: '2030-01-07',
      to: '2030-01-08',
      rotation: [types.find((t) => t.name === name)!._id],
      every: 'day',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const was = clock;
    clock = new Date('2030-01-08T01:00:00Z'); // Tuesday 06:45 in Kathmandu
    try {
      await gate.upload([
        `${onTime.employeeCode}\t2030-01-07 22:05:00\t255\t1`,
        `${onTime.employeeCode}\t2030-01-08 06:02:00\t255\t1`,
        `${late.employeeCode}\t2030-01-07 22:20:00\t255\t1`,
      ]);
    } finally {
      clock = was;
    }
    // 22:05 is at 09:00's lateness of a working day, yet on time for the shift; 06:02 is Monday's check-out.
    expect(await dayOf(onTime.id)).toMatchObject({
      checkInAt: new Date('2030-01-07T16:20:00Z'),
      checkOutAt: new Date('2030-01-08T00:17:00Z'),
      status: 'Present',
    });
    expect(await dayOf(onTime.id, '2030-01-08')).toBeUndefined();
    expect(await dayOf(late.id)).toMatchObject({ status: 'Late' });
  });

  it('leaves a day of a submitted month as it is, and a punch too old, and says why', async () => {
    const gate = await register();
    const p = await person();
    const settings = await getSettings(h.database.db);
    const month = periodsOf(settings.periodCalendar).monthOf('2030-01-05');
    await h.database.db
      .insert(attendanceSubmissions)
      .values({ employeeId: p.id, month, submittedAt: new Date('2030-01-06T00:00:00Z') });
    const res = await gate.upload([
      `${p.employeeCode}\t2030-01-05 10:00:00\t255\t1`,
      `${p.employeeCode}\t2029-11-01 10:00:00\t255\t1`,
    ]);
    expect(await res.text()).toBe('OK: 2');
    expect(await dayOf(p.id, '2030-01-05')).toBeUndefined();
    expect(await dayOf(p.id, '2029-11-01')).toBeUndefined();
    const lines = await h.database.db.select().from(devicePunches).where(eq(devicePunches.employeeId, p.id));
    expect(lines.map((l) => [l.localTime, l.state, l.reason]).sort()).toEqual([
      ['2029-11-01 10:00:00', 'refused', 'too_old'],
      ['2030-01-05 10:00:00', 'refused', 'month_locked'],
    ]);
  });
});

describe('racing', () => {
  it('gives one result when a batch is sent twice at once and two devices send one day at once', async () => {
    const [east, west] = [await register(), await register()];
    const people = [await person(), await person(), await person()];
    const morning = people.map((p) => `${p.employeeCode}\t2030-01-07 08:50:00\t255\t1`);
    const evening = [...people].reverse().map((p) => `${p.employeeCode}\t2030-01-07 17:00:00\t255\t1`);
    const before = await lineCount();
    const replies = await Promise.all([east.upload(morning), east.upload(morning), west.upload(evening)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await lineCount()).toBe(before + 6);
    for (const p of people) {
      const record = (await dayOf(p.id))!;
      expect(record).toMatchObject({
        checkInAt: new Date('2030-01-07T03:05:00Z'),
        checkOutAt: new Date('2030-01-07T11:15:00Z'),
      });
      const punches = await h.database.db
        .select({ n: count() })
        .from(attendancePunches)
        .where(eq(attendancePunches.attendanceId, record.id));
      expect(punches[0]!.n).toBe(2);
    }
  });
});

describe('what a device must not do', () => {
  it('refuses an unknown serial, a disabled device and a missing serial, writing nothing', async () => {
    const before = await lineCount();
    const p = await person();
    const ghost = device('NOSUCHDEVICE');
    expect((await ghost.upload([`${p.employeeCode}\t2030-01-07 09:00:00\t0\t1`])).status).toBe(404);
    expect((await ghost.handshake()).status).toBe(404);
    const off = await register('Asia/Kathmandu', { enabled: false });
    const refused = await off.upload([`${p.employeeCode}\t2030-01-07 09:00:00\t0\t1`]);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'device_disabled']);
    expect((await fetch(`${base}/iclock/getrequest`)).status).toBe(400);
    expect(await lineCount()).toBe(before);
    expect(await dayOf(p.id)).toBeUndefined();
  });

  it('refuses a body too large or too many lines whole, before storing any of it', async () => {
    const gate = await register();
    const p = await person();
    const line = `${p.employeeCode}\t2030-01-07 09:00:00\t0\t1\t0\t0\t0\t0\t0\t0\n`;
    const before = await lineCount();
    const big = await gate.upload(line.repeat(Math.ceil((1024 * 1024 + 1) / line.length)));
    expect([big.status, (await big.json()).code]).toEqual([413, 'body_too_large']);
    const many = await gate.upload(`${line}${'\n'.repeat(20_000)}`);
    expect([many.status, (await many.json()).code]).toEqual([413, 'device_lines_max']);
    expect(await lineCount()).toBe(before);
    expect(await dayOf(p.id)).toBeUndefined();
  });

  it('throttles a flood from one device, not the others', async () => {
    const noisy = await register();
    const quiet = await register();
    const answers: number[] = [];
    for (let i = 0; i < 121; i++) answers.push((await noisy.poll()).status);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    const last = await noisy.poll();
    expect([last.status, last.headers.get('retry-after')]).toEqual([429, '60']);
    expect((await quiet.poll()).status).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await noisy.poll()).status).toBe(200);
  });

  it('throttles an address naming serials it makes up, before asking the database', async () => {
    clock = new Date(clock.getTime() + 61_000);
    const statuses = new Set<number>();
    for (let i = 0; i < 600; i++) statuses.add((await device(code()).poll()).status);
    expect([...statuses]).toEqual([404]);
    const real = await register();
    const refused = await real.poll();
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
    clock = new Date(clock.getTime() + 61_000);
    expect((await real.poll()).status).toBe(200);
  });

  it('accepts another table and ignores it', async () => {
    const gate = await register();
    const before = await lineCount();
    const res = await gate.upload(
      ['OPLOG 4\t0\t2030-01-07 09:00:00\t0\t0\t0\t0', 'USER PIN=1\tName=A'],
      'OPERLOG',
    );
    expect([res.status, await res.text()]).toEqual([200, 'OK: 2']);
    expect(await lineCount()).toBe(before);
    const [row] = await h.database.db
      .select()
      .from(attendanceDevices)
      .where(eq(attendanceDevices.id, gate.id));
    expect(row!.lastSeenAt).toEqual(clock);
  });
});
