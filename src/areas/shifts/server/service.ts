/**
 * hr's shift types (issue 42, decision 033): the list, saving one, and removing one: deleted while no roster uses
 * it, archived once one does (its days keep being judged by it; it is offered for new rosters no more).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { rosterDays, shiftTypes } from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { type ShiftType, type ShiftTypeInput, shiftMessages as say, shiftTypeInput } from '../schemas.js';

registerUniqueRules({ shift_types_name_key: { code: 'shift_type_name_taken', field: 'name' } });

export type ShiftTypeRow = typeof shiftTypes.$inferSelect;

export const presentShiftType = (s: ShiftTypeRow, days = 0): ShiftType => ({
  _id: s.id,
  name: s.name,
  start_time: s.startTime,
  end_time: s.endTime,
  break_minutes: s.breakMinutes,
  late_grace_minutes: s.lateGraceMinutes,
  early_grace_minutes: s.earlyGraceMinutes,
  full_day_minutes: s.fullDayMinutes,
  half_day_minutes: s.halfDayMinutes,
  weekdays: s.weekdays,
  archived: s.archivedAt !== null,
  days,
});

/** Every shift type, the archived ones last, with the person-days rostered on each. */
export async function listShiftTypes(db: Db) {
  const [types, used] = await Promise.all([
    db.select().from(shiftTypes).orderBy(asc(shiftTypes.archivedAt), asc(shiftTypes.name)),
    db.select({ id: rosterDays.shiftTypeId, n: count() }).from(rosterDays).groupBy(rosterDays.shiftTypeId),
  ]);
  const days = new Map(used.map((u) => [u.id, u.n]));
  return { shift_types: types.map((t) => presentShiftType(t, days.get(t.id) ?? 0)) };
}

const notFound = () => refuse(404, 'shift_type_not_found', { field: '_id' });

/** Creates a shift type, or changes one (`_id`; an archived one stays archived). */
export async function saveShiftType(db: Db, by: Actor, body: ShiftTypeInput) {
  const input = shiftTypeInput.parse(body);
  const values = {
    name: input.name,
    startTime: input.start_time,
    endTime: input.end_time,
    breakMinutes: input.break_minutes,
    lateGraceMinutes: input.late_grace_minutes,
    earlyGraceMinutes: input.early_grace_minutes,
    fullDayMinutes: input.full_day_minutes,
    halfDayMinutes: input.half_day_minutes,
    weekdays: [...input.weekdays].sort(),
  };
  await db.transaction(async (tx) => {
    if (input._id) {
      const [before] = await tx.select().from(shiftTypes).where(eq(shiftTypes.id, input._id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(shiftTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shiftTypes.id, input._id))
        .returning();
      await recordAudit(tx, by, {
        action: 'update',
        entity: 'shift_type',
        entityId: input._id,
        before,
        after,
      });
    } else {
      const [row] = await tx.insert(shiftTypes).values(values).returning();
      await recordAudit(tx, by, { action: 'create', entity: 'shift_type', entityId: row!.id, after: row });
    }
  });
  return { message: say.saved };
}

/** Deletes a shift type no roster day names; archives one that some day does. */
export async function deleteShiftType(db: Db, by: Actor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shiftTypes).where(eq(shiftTypes.id, id)).for('update');
    if (!before) throw notFound();
    const [used] = await tx
      .select({ n: count() })
      .from(rosterDays)
      .where(eq(rosterDays.shiftTypeId, id))
      .limit(1);
    if (used && used.n > 0) {
      const [after] = await tx
        .update(shiftTypes)
        .set({ archivedAt: before.archivedAt ?? now, updatedAt: now })
        .where(eq(shiftTypes.id, id))
        .returning();
      await recordAudit(tx, by, { action: 'archive', entity: 'shift_type', entityId: id, before, after });
      return { message: say.archived };
    }
    await tx.delete(shiftTypes).where(eq(shiftTypes.id, id));
    await recordAudit(tx, by, { action: 'delete', entity: 'shift_type', entityId: id, before });
    return { message: say.deleted };
  });
}
