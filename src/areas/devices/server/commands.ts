/**
 * Commands for attendance devices (decision 034): hr asks, the device is told when it next polls, and answers.
 * A device cannot be called (it sits behind its site's network), so a command waits in `device_commands` until
 * the device's `/iclock/getrequest` takes it as `C:<seq>:<text>`; the device then posts its return code to
 * `/iclock/devicecmd`. A command unanswered for ten minutes is sent again (a device restarting between the two
 * forgets it), at most five times. Both commands are safe to run twice: punches sent again are stored once, a
 * name written again is the same name, and the same text waits once (a partial unique index).
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows } from '../../../server/db/client.js';
import { attendanceDevices, deviceCommands, devicePins, employees } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { addDays, localDate } from '../../../shared/calendar.js';
import { recordAudit } from '../../audit/server/writes.js';
import { DEVICE_LIMITS, type deviceCommandInput, deviceMessages } from '../schemas.js';

type Command = typeof deviceCommands.$inferInsert;

/** A name as a device's user table keeps it: one line without tabs, at most 24 characters. */
export const deviceName = (first: string, last: string) =>
  `${first} ${last}`
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 24);

/** hr's command for a device: the punches of a period again, or the mapped people's names. */
export async function queueCommand(db: Db, by: Actor, input: z.output<typeof deviceCommandInput>, now: Date) {
  const [device] = await db
    .select({ id: attendanceDevices.id, timeZone: attendanceDevices.timeZone })
    .from(attendanceDevices)
    .where(eq(attendanceDevices.id, input.device_id));
  if (!device) throw refuse(404, 'device_not_found', { field: 'device_id' });
  const commands: Command[] = [];
  if (input.kind === 'resend_punches') {
    const { from, to } = input as { from: string; to: string };
    const today = localDate(now, device.timeZone);
    if (to > today || from < addDays(today, -DEVICE_LIMITS.maxAgeDays))
      throw refuse(422, 'device_command_period', { days: DEVICE_LIMITS.maxAgeDays }, { field: 'from' });
    const text = `DATA QUERY ATTLOG StartTime=${from} 00:00:00\tEndTime=${to} 23:59:59`;
    commands.push({ deviceId: device.id, kind: 'resend_punches', text, fromDate: from, toDate: to });
  } else {
    // The people mapped on this device or on every device, a device's own mapping first (as punches read them).
    const people = await db
      .selectDistinctOn([devicePins.pin], {
        pin: devicePins.pin,
        first: employees.firstName,
        last: employees.lastName,
      })
      .from(devicePins)
      .innerJoin(employees, eq(employees.id, devicePins.employeeId))
      .where(
        and(
          or(eq(devicePins.deviceId, device.id), isNull(devicePins.deviceId)),
          eq(employees.status, 'active'),
        ),
      )
      .orderBy(devicePins.pin, sql`${devicePins.deviceId} is null`);
    if (!people.length) throw refuse(409, 'device_no_pins', { field: 'device_id' });
    for (const p of people)
      commands.push({
        deviceId: device.id,
        kind: 'send_name',
        text: `DATA UPDATE USERINFO PIN=${p.pin}\tName=${deviceName(p.first, p.last)}`,
        pin: p.pin,
      });
  }
  return db.transaction(async (tx) => {
    const queued = await tx
      .insert(deviceCommands)
      .values(commands.map((c) => ({ ...c, requestedBy: by.id })))
      .onConflictDoNothing()
      .returning({ id: deviceCommands.id });
    await recordAudit(tx, by, {
      action: 'create',
      entity: 'device_command',
      entityId: device.id,
      before: null,
      after: { kind: input.kind, from: input.from ?? null, to: input.to ?? null, queued: queued.length },
    });
    return { message: deviceMessages.commandsQueued, queued: queued.length };
  });
}

/** A device's newest commands, for hr. */
export async function listCommands(db: Db, deviceId: string) {
  const rows = await db
    .select()
    .from(deviceCommands)
    .where(eq(deviceCommands.deviceId, deviceId))
    .orderBy(desc(deviceCommands.seq))
    .limit(DEVICE_LIMITS.commandsListed);
  return {
    commands: rows.map((c) => ({
      _id: c.id,
      kind: c.kind,
      from: c.fromDate,
      to: c.toDate,
      pin: c.pin,
      state: c.state,
      attempts: c.attempts,
      created_at: c.createdAt.toISOString(),
      sent_at: c.sentAt?.toISOString() ?? null,
      ended_at: c.endedAt?.toISOString() ?? null,
      return_code: c.returnCode,
    })),
  };
}

/**
 * What a polling device is told: its waiting commands in order, each marked sent, and those sent too often
 * without an answer given up. Two instances answering two polls at once never hand out one command twice
 * (`skip locked`). `C:<seq>:<text>` a line, or `OK` when there is none.
 */
export async function commandsFor(db: Db, deviceId: string, now: Date) {
  const unanswered = new Date(now.getTime() - DEVICE_LIMITS.commandAnswerMinutes * 60_000);
  const rows = await db.transaction(async (tx) => {
    await tx
      .update(deviceCommands)
      .set({ state: 'failed', endedAt: now })
      .where(
        and(
          eq(deviceCommands.deviceId, deviceId),
          eq(deviceCommands.state, 'sent'),
          sql`${deviceCommands.attempts} >= ${DEVICE_LIMITS.commandAttempts}`,
          sql`${deviceCommands.sentAt} < ${unanswered}`,
        ),
      );
    return queryRows<{ seq: string; text: string }>(
      tx,
      sql`
      with due as (
        select id from device_commands
        where device_id = ${deviceId}::uuid
          and (state = 'queued' or (state = 'sent' and sent_at < ${unanswered}))
        order by seq
        limit ${DEVICE_LIMITS.commandsPerPoll}
        for update skip locked
      )
      update device_commands c set state = 'sent', sent_at = ${now}, attempts = c.attempts + 1
      from due where c.id = due.id
      returning c.seq, c.text`,
    );
  });
  if (!rows.length) return 'OK';
  return rows
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map((r) => `C:${r.seq}:${r.text}`)
    .join('\n');
}

/**
 * A device's answers (`ID=<seq>&Return=<code>&CMD=<command>`, a line each): its own sent commands become `done`
 * (a return code of 0 or more) or `failed`. Lines naming another device's command, one already answered, or
 * nothing readable change nothing. Answers how many lines it read.
 */
export async function recordAnswers(db: Db, deviceId: string, body: string, now: Date) {
  const answers = new Map<number, number>();
  // A device answers the commands of one poll: more lines than that are not answers.
  for (const line of body.split('\n').slice(0, DEVICE_LIMITS.commandsPerPoll * 5)) {
    const fields = new URLSearchParams(line.trim());
    const seq = fields.get('ID') ?? '';
    const code = fields.get('Return') ?? '';
    if (/^\d{1,15}$/.test(seq) && /^-?\d{1,9}$/.test(code)) answers.set(Number(seq), Number(code));
  }
  if (!answers.size) return;
  await db.transaction(async (tx) => {
    for (const [seq, code] of answers)
      await tx
        .update(deviceCommands)
        .set({ state: code >= 0 ? 'done' : 'failed', returnCode: code, endedAt: now })
        .where(
          and(
            eq(deviceCommands.deviceId, deviceId),
            eq(deviceCommands.seq, seq),
            inArray(deviceCommands.state, ['sent', 'queued']),
          ),
        );
  });
}
