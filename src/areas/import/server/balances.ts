/**
 * Opening leave balances (rules §17): employee ID, leave type, days, written as ledger adjustments with the
 * reason "Opening balance" in the current leave year. The line's key is the same for a person, type and year,
 * so a balance cannot open twice, whichever instance or import writes it.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees, leaveLedger } from '../../../server/db/schema.js';
import { refusal } from '../../../shared/i18n/refusals.js';
import { policyOf } from '../../../shared/leave-policy.js';
import { recordAudit } from '../../audit/server/writes.js';
import { leaveSettings, yearAndDay } from '../../leave/server/reads.js';
import { importMessages as say } from '../schemas.js';
import { failSame, type Plan, type PlanContext, planFrom } from './plan.js';

export interface BalanceItem {
  row: number;
  line: typeof leaveLedger.$inferInsert;
}

export async function planBalances(db: Db, by: Actor, ctx: PlanContext): Promise<Plan<BalanceItem>> {
  const settings = await leaveSettings(db);
  const { year, on } = yearAndDay(settings, ctx.today, {});
  const people = await db.select({ id: employees.id, code: employees.employeeCode }).from(employees);
  const byCode = new Map(people.map((p) => [p.code.toLowerCase(), p.id]));
  const opened = new Set(
    (
      await db
        .select({ employeeId: leaveLedger.employeeId, key: leaveLedger.key })
        .from(leaveLedger)
        .where(and(eq(leaveLedger.yearStart, year.start), like(leaveLedger.key, 'opening:%')))
    ).map((l) => `${l.employeeId}/${l.key}`),
  );
  const items: BalanceItem[] = [];
  for (const r of ctx.readers) {
    const employeeId = byCode.get(r.text('employeeId').toLowerCase());
    if (!employeeId) r.fail('employeeId', refusal('import_no_employee'));
    const name = r.text('leaveType').toLowerCase();
    const type = settings.leaveTypes.find((t) => t.name.toLowerCase() === name);
    if (!type) r.fail('leaveType', refusal('ledger_unknown_type'));
    else if (type.allowance === null) r.fail('leaveType', refusal('ledger_unlimited_type'));
    const days = r.number('days', 'Days');
    if (days === undefined && r.errors.every((e) => e.field !== 'days'))
      r.fail('days', refusal('field_required', { field: 'Days' }));
    if (type && days !== undefined) {
      // As the type is kept (issue 44, item 11): never below zero unless it may go there, and in whole and half
      // days unless it is taken by the hour (2.3 is a typing slip; a credit pro-rated to 1.75 comes from accrual).
      const { unit, allowNegative } = policyOf(type);
      if (days < 0 && !allowNegative) r.fail('days', refusal('import_opening_negative', { type: type.name }));
      else if (unit !== 'hour' && !Number.isInteger(days * 2))
        r.fail('days', refusal('import_opening_unit', { type: type.name, days }));
    }
    if (!employeeId || !type || days === undefined) continue;
    const key = `opening:${type.name}:${year.start}`;
    if (opened.has(`${employeeId}/${key}`)) r.fail('leaveType', refusal('import_opening_twice'));
    items.push({
      row: r.row,
      line: {
        employeeId,
        leaveType: type.name,
        kind: 'adjustment',
        days: Math.round(days * 10_000) / 10_000,
        yearStart: year.start,
        effectiveOn: on,
        key,
        note: say.openingReason,
        createdBy: by.id,
      },
    });
  }
  // A duplicate names whose balance it is and of which type, not the type alone (issue 44, item 11).
  const byRow = new Map(ctx.readers.map((r) => [r.row, r]));
  failSame(
    ctx.readers,
    (r) => `${r.text('employeeId').toLowerCase()}/${r.text('leaveType').toLowerCase()}`,
    'leaveType',
    (row) => {
      const other = byRow.get(row)!;
      const type = settings.leaveTypes.find(
        (t) => t.name.toLowerCase() === other.text('leaveType').toLowerCase(),
      );
      return refusal('import_opening_duplicate', {
        person: other.text('employeeId'),
        type: type?.name ?? other.text('leaveType'),
        row,
      });
    },
  );
  return planFrom(ctx.readers, items);
}

export async function writeBalances(tx: Tx, by: Actor, items: BalanceItem[]) {
  const lines = await tx
    .insert(leaveLedger)
    .values(items.map((i) => i.line))
    .returning();
  await recordAudit(
    tx,
    by,
    lines.map((line) => ({ action: 'import', entity: 'leave_balance', entityId: line.id, after: line })),
  );
}
