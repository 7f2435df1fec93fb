/**
 * Past attendance (rules §17): employee ID, date, check-in and check-out (as a clock exports them), Present or
 * Late by the organisation's rules for that day. A day that already has a record is reported, and replaced
 * only when hr chose to; the unique index on (employee, day) keeps one record a day whoever writes it.
 */
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { attendanceRecords, employees } from '../../../server/db/schema.js';
import { isWorkingDay } from '../../../shared/calendar.js';
import { refusal } from '../../../shared/i18n/refusals.js';
import { checkInStatus, zonedInstant } from '../../attendance/contract.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { failSame, type Plan, type PlanContext, planFrom } from './plan.js';

export interface AttendanceItem {
  row: number;
  replace: boolean;
  record: {
    employeeId: string;
    workDate: string;
    checkInAt: string;
    checkOutAt: string | null;
    status: 'Present' | 'Late';
  };
}

export async function planAttendance(db: Db, ctx: PlanContext): Promise<Plan<AttendanceItem>> {
  const settings = await getSettings(db);
  const people = await db
    .select({ id: employees.id, code: employees.employeeCode, joined: employees.dateOfJoining })
    .from(employees);
  const byCode = new Map(people.map((p) => [p.code.toLowerCase(), p]));
  const items: AttendanceItem[] = [];
  for (const r of ctx.readers) {
    const person = byCode.get(r.text('employeeId').toLowerCase());
    if (!person) r.fail('employeeId', refusal('import_no_employee'));
    const date = r.date('date', 'Date', ctx.options.dateFormat);
    if (!date && r.errors.every((e) => e.field !== 'date'))
      r.fail('date', refusal('field_required', { field: 'Date' }));
    const checkIn = r.time('checkIn', 'Check-in');
    if (checkIn === undefined && r.errors.every((e) => e.field !== 'checkIn'))
      r.fail('checkIn', refusal('field_required', { field: 'Check-in' }));
    const checkOut = r.time('checkOut', 'Check-out');
    if (!person || !date || checkIn === undefined) continue;
    if (date > ctx.today) r.fail('date', refusal('import_future'));
    else if (date < person.joined) r.fail('date', refusal('import_before_joining'));
    if (checkOut !== undefined && checkOut < checkIn) r.fail('checkOut', refusal('import_out_before_in'));
    const inAt = zonedInstant(date, checkIn, settings.timeZone);
    items.push({
      row: r.row,
      replace: false,
      record: {
        employeeId: person.id,
        workDate: date,
        checkInAt: inAt.toISOString(),
        checkOutAt:
          checkOut === undefined ? null : zonedInstant(date, checkOut, settings.timeZone).toISOString(),
        status: checkInStatus(inAt, settings, isWorkingDay(date, settings)),
      },
    });
  }
  failSame(
    ctx.readers,
    (r) => `${r.text('employeeId').toLowerCase()}/${r.text('date')}`,
    'date',
    (row) => refusal('import_duplicate', { field: 'Date', row }),
  );
  await markExisting(db, ctx, items);
  return planFrom(ctx.readers, items, (item) => item.replace);
}

/** Days that already have a record: an error, or (when hr chose so) a record to replace. */
async function markExisting(db: Db, ctx: PlanContext, items: AttendanceItem[]) {
  if (items.length === 0) return;
  const days = items.map((i) => i.record.workDate).sort();
  const existing = await db
    .select({ employeeId: attendanceRecords.employeeId, workDate: attendanceRecords.workDate })
    .from(attendanceRecords)
    .where(
      and(
        gte(attendanceRecords.workDate, days[0]!),
        lte(attendanceRecords.workDate, days.at(-1)!),
        inArray(attendanceRecords.employeeId, [...new Set(items.map((i) => i.record.employeeId))]),
      ),
    );
  const taken = new Set(existing.map((e) => `${e.employeeId}/${e.workDate}`));
  const readers = new Map(ctx.readers.map((r) => [r.row, r]));
  for (const item of items) {
    if (!taken.has(`${item.record.employeeId}/${item.record.workDate}`)) continue;
    if (ctx.options.update) item.replace = true;
    else readers.get(item.row)?.fail('date', refusal('import_attendance_exists'));
  }
}

export async function writeAttendance(tx: Tx, by: Actor, items: AttendanceItem[], now: Date) {
  const valuesOf = (list: AttendanceItem[]) =>
    list.map((i) => ({
      ...i.record,
      checkInAt: new Date(i.record.checkInAt),
      checkOutAt: i.record.checkOutAt ? new Date(i.record.checkOutAt) : null,
    }));
  const added = items.filter((i) => !i.replace);
  const replaced = items.filter((i) => i.replace);
  const rows = [
    ...(added.length ? await tx.insert(attendanceRecords).values(valuesOf(added)).returning() : []),
    ...(replaced.length
      ? await tx
          .insert(attendanceRecords)
          .values(valuesOf(replaced))
          .onConflictDoUpdate({
            target: [attendanceRecords.employeeId, attendanceRecords.workDate],
            set: {
              checkInAt: sql`excluded.check_in_at`,
              checkOutAt: sql`excluded.check_out_at`,
              status: sql`excluded.status`,
              updatedAt: now,
            },
          })
          .returning()
      : []),
  ];
  await recordAudit(
    tx,
    by,
    rows.map((row) => ({ action: 'import', entity: 'attendance', entityId: row.id, after: row })),
  );
}
