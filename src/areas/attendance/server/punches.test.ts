/**
 * Punches from phones (rules §15): a punch queued offline is written at the device's time with the time it
 * arrived, a gap over the organisation's setting is flagged for hr, the same punch sent again is recorded once
 * and answers the same, and hr reviews what was flagged. Kathmandu is UTC+5:45; work starts at 09:00.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { openPostgres } from '../../../server/db/client.js';
import { attendancePunches, attendanceRecords, auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, TEST_DATA_KEY } from '../../../server/test/harness.js';

let clock = new Date('2030-01-07T05:00:00Z'); // Monday 10:45 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
const joined = { dateOfJoining: '2029-06-01' };

const punchesOf = (employeeId: string) =>
  h.database.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, employeeId));

afterAll(async () => {
  const { headers } = await actorOf(h, 'hr');
  await call('updatesettings', headers, { clockGapMinutes: 15 });
});

describe('a punch queued offline', () => {
  it('is written at the device’s time (on time at 08:55), keeps the time it arrived, and is flagged for the gap', async () => {
    clock = new Date('2030-01-07T05:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const punch_id = crypto.randomUUID();
    const res = await call('check_in', headers, { punch_id, device_time: '2030-01-07T08:55:00+05:45' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Checked in successfully. Attendance updated.',
      attendance: {
        _id: expect.any(String),
        date: '2030-01-07',
        check_in_time: '2030-01-07T03:10:00.000Z',
        check_out_time: null,
        status: 'Present',
      },
    });
    const [punch] = await punchesOf(employee.id);
    expect(punch).toMatchObject({
      action: 'in',
      punchKey: punch_id,
      deviceTime: new Date('2030-01-07T03:10:00Z'),
      receivedAt: new Date('2030-01-07T05:00:00Z'),
      recordedAt: new Date('2030-01-07T03:10:00Z'),
      flags: ['clock_gap'],
      attendanceId: res.json().attendance._id,
    });
  });

  it('is not flagged within the setting, and is once hr narrows it', async () => {
    clock = new Date('2030-01-08T03:00:00Z');
    const hr = await actorOf(h, 'hr');
    const a = await actorOf(h, 'employee', joined);
    const fiveMinutesEarlier = '2030-01-08T02:55:00Z';
    await call('check_in', a.headers, { punch_id: crypto.randomUUID(), device_time: fiveMinutesEarlier });
    expect((await punchesOf(a.employee.id))[0]!.flags).toEqual([]);

    const narrowed = await call('updatesettings', hr.headers, { clockGapMinutes: 3 });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().clockGapMinutes).toBe(3);
    const b = await actorOf(h, 'employee', joined);
    await call('check_in', b.headers, { punch_id: crypto.randomUUID(), device_time: fiveMinutesEarlier });
    expect((await punchesOf(b.employee.id))[0]!.flags).toEqual(['clock_gap']);
    await call('updatesettings', hr.headers, { clockGapMinutes: 15 });
  });

  it('refuses a gap setting outside 1 to 1440 minutes, with a code', async () => {
    const hr = await actorOf(h, 'hr');
    for (const clockGapMinutes of [0, 1441, 2.5, '10']) {
      const res = await call('updatesettings', hr.headers, { clockGapMinutes });
      expect(res.statusCode, String(clockGapMinutes)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'field_minutes_between', field: 'clockGapMinutes' });
    }
  });

  it('from a device clock ahead of the server’s is written at the server’s time, and flagged', async () => {
    clock = new Date('2030-01-09T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const res = await call('check_in', headers, {
      punch_id: crypto.randomUUID(),
      device_time: '2030-01-09T04:00:00Z',
    });
    expect(res.json().attendance.check_in_time).toBe('2030-01-09T03:00:00.000Z');
    expect((await punchesOf(employee.id))[0]!.flags).toEqual(['clock_gap']);
  });

  it('lands on the day it was made: a check-out queued last evening closes yesterday', async () => {
    clock = new Date('2030-01-10T03:00:00Z'); // Thursday morning
    const { headers } = await actorOf(h, 'employee', joined);
    await call('check_in', headers, { punch_id: crypto.randomUUID(), device_time: '2030-01-09T03:05:00Z' });
    const out = await call('check_out', headers, {
      punch_id: crypto.randomUUID(),
      device_time: '2030-01-09T11:30:00Z',
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().attendance).toMatchObject({
      date: '2030-01-09',
      check_in_time: '2030-01-09T03:05:00.000Z',
      check_out_time: '2030-01-09T11:30:00.000Z',
    });
    // Today is untouched: the button still offers Clock In.
    expect((await call('gettodayattendance', headers)).json().attendance).toBeNull();
  });

  it('never closes a day before it opened: a check-out from a clock behind the check-in’s is written at the check-in', async () => {
    clock = new Date('2030-01-11T03:00:00Z');
    const { headers } = await actorOf(h, 'employee', joined);
    await call('check_in', headers);
    clock = new Date('2030-01-11T03:30:00Z');
    const out = await call('check_out', headers, {
      punch_id: crypto.randomUUID(),
      device_time: '2030-01-11T02:50:00Z',
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().attendance.check_out_time).toBe('2030-01-11T03:00:00.000Z');
  });

  it('sent again as a check-out answers the same check-out, once', async () => {
    clock = new Date('2030-01-11T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    await call('check_in', headers);
    clock = new Date('2030-01-11T11:00:00Z');
    const punch = { punch_id: crypto.randomUUID(), device_time: '2030-01-11T10:58:00Z' };
    const first = await call('check_out', headers, punch);
    const again = await call('check_out', headers, punch);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await punchesOf(employee.id)).filter((p) => p.action === 'out')).toHaveLength(1);
  });

  it('is refused when made more than 72 hours ago, and nothing is written', async () => {
    clock = new Date('2030-01-14T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const res = await call('check_in', headers, {
      punch_id: crypto.randomUUID(),
      device_time: '2030-01-11T02:59:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'punch_too_old',
      params: { hours: 72 },
      field: 'device_time',
    });
    expect(await punchesOf(employee.id)).toEqual([]);
    const records = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.employeeId, employee.id));
    expect(records).toEqual([]);
  });

  it('keeps working without the new fields: the reply is the same, the punch is kept with no device time', async () => {
    clock = new Date('2030-01-14T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const res = await call('check_in', headers);
    expect(Object.keys(res.json()).sort()).toEqual(['attendance', 'message']);
    expect((await punchesOf(employee.id))[0]).toMatchObject({ punchKey: null, deviceTime: null, flags: [] });
  });

  it.each([
    [{ punch_id: 'not-a-uuid' }, 'punch_id'],
    [{ device_time: 'yesterday' }, 'device_time'],
    [{ device_time: '2030-01-14T03:00:00' }, 'device_time'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const { headers } = await actorOf(h, 'employee', joined);
    const res = await call('check_in', headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().code).not.toBe('invalid_input');
  });
});

describe('the same punch sent again', () => {
  it('is recorded once and answers the same, each time', async () => {
    clock = new Date('2030-01-15T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const punch = { punch_id: crypto.randomUUID(), device_time: '2030-01-15T02:50:00Z' };
    const first = await call('check_in', headers, punch);
    clock = new Date('2030-01-15T03:20:00Z');
    const again = await call('check_in', headers, punch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await punchesOf(employee.id)).toHaveLength(1);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, first.json().attendance._id));
    expect(audits.filter((a) => a.action === 'check_in')).toHaveLength(1);
  });

  it('is refused when its key comes back for another action or another person', async () => {
    clock = new Date('2030-01-16T03:00:00Z');
    const a = await actorOf(h, 'employee', joined);
    const b = await actorOf(h, 'employee', joined);
    const punch_id = crypto.randomUUID();
    await call('check_in', a.headers, { punch_id });
    const asOut = await call('check_out', a.headers, { punch_id });
    expect(asOut.statusCode).toBe(409);
    expect(asOut.json()).toMatchObject({ code: 'punch_key_reused', field: 'punch_id' });
    const byOther = await call('check_in', b.headers, { punch_id });
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().code).toBe('punch_key_reused');
    expect(await punchesOf(b.employee.id)).toEqual([]);
  });

  it('refused, writes nothing: no punch, no day and no audit line', async () => {
    clock = new Date('2030-01-21T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const early = await call('check_out', headers, { punch_id: crypto.randomUUID() });
    expect(early.json().message).toBe('You have not checked in today.');
    expect((await call('submitattendance', headers, { month: '2030-01' })).statusCode).toBe(200);
    const locked = await call('check_in', headers, { punch_id: crypto.randomUUID() });
    expect([locked.statusCode, locked.json().message]).toEqual([
      409,
      'Attendance for 2030-01 has already been submitted.',
    ]);
    expect(await punchesOf(employee.id)).toEqual([]);
    const days = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.employeeId, employee.id));
    expect(days).toEqual([]);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.actorId, employee.id));
    expect(audits.map((a) => a.action)).toEqual(['submit']);
  });

  it('arriving many times at once, on two instances, gives one punch and the same answer to all', async () => {
    clock = new Date('2030-01-17T03:00:00Z');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    const other = h.database.url ? openPostgres(h.database.url, 4) : null;
    const second = await buildApp({
      database: other ?? h.database,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
      dataKey: TEST_DATA_KEY,
      now: () => clock,
    });
    const payload = { punch_id: crypto.randomUUID(), device_time: '2030-01-17T02:59:00Z' };
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        [h.app, second][i % 2]!.inject({ method: 'POST', url: '/api/employee/check_in', headers, payload }),
      ),
    );
    await second.close();
    await other?.close();
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(replies.map((r) => r.json().attendance._id)).size).toBe(1);
    expect(await punchesOf(employee.id)).toHaveLength(1);
  });
});

describe('flagged punches for hr', () => {
  it('lists a flagged punch with both times until hr reviews it, once', async () => {
    clock = new Date('2030-01-20T06:00:00Z');
    const hr = await actorOf(h, 'hr');
    const { employee, headers } = await actorOf(h, 'employee', joined);
    await call('check_in', headers, { punch_id: crypto.randomUUID(), device_time: '2030-01-20T03:00:00Z' });
    const list = await call('getflaggedpunches', hr.headers);
    expect(list.statusCode).toBe(200);
    const mine = list
      .json()
      .punches.filter((p: { employee: { _id: string } }) => p.employee._id === employee.id);
    expect(mine).toEqual([
      {
        _id: expect.any(String),
        employee: { _id: employee.id, name: expect.any(String), employeeId: expect.any(String) },
        action: 'in',
        date: '2030-01-20',
        device_time: '2030-01-20T03:00:00.000Z',
        received_at: '2030-01-20T06:00:00.000Z',
        recorded_at: '2030-01-20T03:00:00.000Z',
        flags: ['clock_gap'],
        location: null,
      },
    ]);
    expect((await call('getflaggedpunches', headers)).statusCode).toBe(403);
    expect((await call('reviewpunch', headers, { punch_id: mine[0]._id })).statusCode).toBe(403);

    const reviewed = await call('reviewpunch', hr.headers, { punch_id: mine[0]._id });
    expect(reviewed.json()).toEqual({ message: 'Punch marked as reviewed.' });
    const after = (await call('getflaggedpunches', hr.headers)).json().punches;
    expect(after.some((p: { _id: string }) => p._id === mine[0]._id)).toBe(false);
    const twice = await call('reviewpunch', hr.headers, { punch_id: mine[0]._id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('punch_already_reviewed');
    const missing = await call('reviewpunch', hr.headers, { punch_id: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('punch_not_found');
  });
});
