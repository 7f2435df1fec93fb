/**
 * Commands for attendance devices (decision 034): hr asks, a device polling `/iclock/getrequest` is told
 * `C:<id>:<command>`, and answers on `/iclock/devicecmd`. What hr and the device notice: the command's text as
 * ZKTeco/eSSL firmware reads it, once per poll, sent again when unanswered, given up after five sendings, its
 * answer recorded against that device only, and the same request made twice waiting once.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceDevices, auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import { deviceName } from './commands.js';

let clock = new Date('2030-01-07T12:00:00Z'); // Monday 17:45 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
let hr: Record<string, string>;
beforeAll(async () => {
  hr = (await actorOf(h, 'hr')).headers;
});

const code = () => `C${unique().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 20);
async function register() {
  const serial = code();
  const res = await call('savedevice', hr, { serial, name: 'Gate', time_zone: 'Asia/Kathmandu' });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json()._id as string;
  const device = (path: string, payload?: string) =>
    h.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/iclock/${path}?SN=${serial}`,
      headers: { 'content-type': 'text/plain' },
      payload,
    });
  return {
    id,
    poll: async () => {
      const res = await device('getrequest');
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    },
    answer: (lines: string[]) => device('devicecmd', lines.join('\n')),
    commands: async () => (await call('getdevicecommands', hr, { device_id: id })).json().commands,
  };
}
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const seqOf = (line: string) => Number(/^C:(\d+):/.exec(line)![1]);

describe('asking a device for its punches again', () => {
  it('tells the device once when it polls, and records its answer as done', async () => {
    const gate = await register();
    const asked = await call('senddevicecommand', hr, {
      device_id: gate.id,
      kind: 'resend_punches',
      from: '2030-01-01',
      to: '2030-01-07',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: 'Sent to the device when it next asks.', queued: 1 });
    expect((await gate.commands())[0]).toMatchObject({
      kind: 'resend_punches',
      state: 'queued',
      attempts: 0,
    });

    const told = await gate.poll();
    expect(told).toMatch(
      /^C:\d+:DATA QUERY ATTLOG StartTime=2030-01-01 00:00:00\tEndTime=2030-01-07 23:59:59$/,
    );
    expect(await gate.poll()).toBe('OK'); // sent, waiting for its answer: not again at once
    const answered = await gate.answer([`ID=${seqOf(told)}&Return=0&CMD=DATA`]);
    expect([answered.statusCode, answered.body]).toEqual([200, 'OK']);
    expect((await gate.commands())[0]).toMatchObject({
      state: 'done',
      return_code: 0,
      attempts: 1,
      from: '2030-01-01',
      to: '2030-01-07',
      ended_at: clock.toISOString(),
    });
    const [audited] = await h.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'device_command'), eq(auditLog.entityId, gate.id)));
    expect(audited!.n).toBe(1);
  });

  it('sends a command again when unanswered for ten minutes, and gives it up after five sendings', async () => {
    const gate = await register();
    await call('senddevicecommand', hr, {
      device_id: gate.id,
      kind: 'resend_punches',
      from: '2030-01-06',
      to: '2030-01-06',
    });
    const first = await gate.poll();
    later(9);
    expect(await gate.poll()).toBe('OK');
    for (let sending = 2; sending <= 5; sending++) {
      later(11);
      expect(await gate.poll()).toBe(first);
    }
    later(11);
    expect(await gate.poll()).toBe('OK');
    expect((await gate.commands())[0]).toMatchObject({ state: 'failed', attempts: 5, return_code: null });
  });

  it('records a failing answer, and ignores answers naming another device’s command or nothing', async () => {
    const gate = await register();
    const other = await register();
    await call('senddevicecommand', hr, {
      device_id: gate.id,
      kind: 'resend_punches',
      from: '2030-01-05',
      to: '2030-01-05',
    });
    const told = seqOf(await gate.poll());
    expect(
      (await other.answer([`ID=${told}&Return=0&CMD=DATA`, 'rubbish', 'ID=x&Return=y'])).statusCode,
    ).toBe(200);
    expect((await gate.commands())[0].state).toBe('sent');
    await gate.answer([`ID=${told}&Return=-1002&CMD=DATA`]);
    expect((await gate.commands())[0]).toMatchObject({ state: 'failed', return_code: -1002 });
    await gate.answer([`ID=${told}&Return=0&CMD=DATA`]); // an answer after the end changes nothing
    expect((await gate.commands())[0]).toMatchObject({ state: 'failed', return_code: -1002 });
  });

  it('refuses a period ending after today or reaching further back than a punch is applied', async () => {
    const gate = await register();
    const ask = (from: string, to: string) =>
      call('senddevicecommand', hr, { device_id: gate.id, kind: 'resend_punches', from, to });
    for (const [from, to] of [
      ['2030-01-07', '2030-01-08'],
      ['2029-11-22', '2030-01-07'], // 46 days back: a punch older than 45 days is kept, not applied
    ]) {
      const res = await ask(from!, to!);
      expect([res.statusCode, res.json().code]).toEqual([422, 'device_command_period']);
    }
    const reversed = await ask('2030-01-07', '2030-01-06');
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'device_command_period']);
    expect((await ask('2029-11-23', '2030-01-07')).statusCode).toBe(200);
    const missing = await call('senddevicecommand', hr, {
      device_id: '00000000-0000-4000-8000-000000000000',
      kind: 'resend_punches',
      from: '2030-01-07',
      to: '2030-01-07',
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'device_not_found']);
  });
});

describe('writing names to a device', () => {
  it("sends each active mapped person's name under their PIN once, the device's own mapping first", async () => {
    const gate = await register();
    const elsewhere = await register();
    const asha = await createEmployee(h, { firstName: 'Asha', lastName: 'Gurung' });
    const long = await createEmployee(h, {
      firstName: 'Bishnu\tPrasad',
      lastName: 'Shrestha Maharjan Tamang',
    });
    const gone = await createEmployee(h, {
      status: 'terminated',
      terminatedAt: new Date('2029-12-31T00:00:00Z'),
    });
    const other = await createEmployee(h);
    const map = (device_id: string | null, pin: string, employee_id: string) =>
      call('mapdevicepin', hr, { device_id, pin, employee_id });
    // Nobody mapped on it nor on every device yet.
    const none = await call('senddevicecommand', hr, {
      device_id: (await register()).id,
      kind: 'send_names',
    });
    expect([none.statusCode, none.json().code]).toEqual([409, 'device_no_pins']);
    const [p1, p2, p3] = [code(), code(), code()];
    await map(null, p1, asha.id);
    await map(gate.id, p2, long.id);
    await map(null, p2, other.id); // the device's own mapping of p2 wins
    await map(gate.id, p3, gone.id);
    await map(elsewhere.id, code(), other.id);

    const sent = await call('senddevicecommand', hr, { device_id: gate.id, kind: 'send_names' });
    expect(sent.json().queued).toBe(2);
    const again = await call('senddevicecommand', hr, { device_id: gate.id, kind: 'send_names' });
    expect(again.json().queued).toBe(0); // the same texts are already waiting
    const lines = (await gate.poll()).split('\n').map((l) => l.replace(/^C:\d+:/, ''));
    expect(lines.sort()).toEqual(
      [
        `DATA UPDATE USERINFO PIN=${p1}\tName=Asha Gurung`,
        `DATA UPDATE USERINFO PIN=${p2}\tName=${deviceName('Bishnu\tPrasad', 'Shrestha Maharjan Tamang')}`,
      ].sort(),
    );
    expect(deviceName('Bishnu\tPrasad', 'Shrestha Maharjan Tamang')).toBe('Bishnu Prasad Shrestha M');
  });
});

describe('two instances', () => {
  it('never hand one command to two polls at once', async () => {
    const gate = await register();
    for (const day of ['2030-01-01', '2030-01-02', '2030-01-03'])
      await call('senddevicecommand', hr, { device_id: gate.id, kind: 'resend_punches', from: day, to: day });
    const polls = await Promise.all([gate.poll(), gate.poll(), gate.poll()]);
    const seqs = polls.flatMap((p) => (p === 'OK' ? [] : p.split('\n').map(seqOf)));
    expect(seqs.sort()).toEqual([...new Set(seqs)].sort());
    expect(seqs).toHaveLength(3);
  });
});

describe('being heard from', () => {
  it('notes a poll at most once a minute from the same address', async () => {
    const gate = await register();
    const lastSeen = async () =>
      (
        await h.database.db
          .select({ at: attendanceDevices.lastSeenAt })
          .from(attendanceDevices)
          .where(eq(attendanceDevices.id, gate.id))
      )[0]!.at?.toISOString();
    await gate.poll();
    const first = clock.toISOString();
    expect(await lastSeen()).toBe(first);
    later(0.5);
    await gate.poll();
    expect(await lastSeen()).toBe(first);
    later(0.6);
    await gate.poll();
    expect(await lastSeen()).toBe(clock.toISOString());
  });
});
