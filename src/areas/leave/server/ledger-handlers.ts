/** The ledger's calls (rules §14): the lines behind a balance, hr's adjustments, and running the accrual job. */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { employees, leaveLedger, leaveRequests } from '../../../server/db/schema.js';
import { handlerFor } from '../../../server/http/area.js';
import { refuse } from '../../../server/http/errors.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import { localDate } from '../../../shared/calendar.js';
import { leaveYearOf } from '../../../shared/leave-policy.js';
import { recordAudit } from '../../audit/server/writes.js';
import { leaveCalls } from '../contract.js';
import { earnedByOf, type LedgerLineReply, ledgerMessages as say } from '../ledger-schemas.js';
import { membersOf, unwrittenCredits } from './balance.js';
import { leaveAccrual } from './jobs.js';
import { type LedgerLine, linesOf } from './ledger.js';
import { adjustsOthersOnly } from './policy.js';
import { balanceDay, type LeaveSettings, leaveSettings, yearAndDay } from './reads.js';

/** Lines as the API shows them: with the request a taken line is for and who wrote each. */
async function presentLines(db: Db, lines: LedgerLine[]): Promise<LedgerLineReply[]> {
  const leaveIds = [...new Set(lines.flatMap((l) => (l.leaveId ? [l.leaveId] : [])))];
  const writers = [...new Set(lines.flatMap((l) => (l.createdBy ? [l.createdBy] : [])))];
  const [leaves, people] = await Promise.all([
    leaveIds.length ? db.select().from(leaveRequests).where(inArray(leaveRequests.id, leaveIds)) : [],
    writers.length
      ? db
          .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
          .from(employees)
          .where(inArray(employees.id, writers))
      : [],
  ]);
  const leaveOf = new Map(leaves.map((l) => [l.id, l]));
  const nameOf = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`]));
  return lines.map((l) => {
    const leave = l.leaveId ? leaveOf.get(l.leaveId) : undefined;
    return {
      _id: l.id,
      leave_type: l.leaveType,
      kind: l.kind,
      days: l.days,
      on: l.effectiveOn,
      note: l.note,
      leave: leave ? { _id: leave.id, start_date: leave.startDate, end_date: leave.endDate } : null,
      projected: false,
      by: l.createdBy ? (nameOf.get(l.createdBy) ?? null) : null,
      earned_by: earnedByOf(l.key),
    };
  });
}

/** On one day, credits come before what is taken, and expiry last. */
const order: LedgerLineReply['kind'][] = [
  'allocation',
  'accrual',
  'carry_forward',
  'adjustment',
  'taken',
  'returned',
  'expiry',
];
const rank = (line: LedgerLineReply) => order.indexOf(line.kind);

/** The configured, limited leave type named (any case): adjustments change a balance, so one must exist. */
function limitedType(settings: LeaveSettings, name: string) {
  const type = settings.leaveTypes.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (!type) throw refuse(400, 'ledger_unknown_type', { field: 'leave_type' });
  if (type.allowance === null) throw refuse(400, 'ledger_unlimited_type', { field: 'leave_type' });
  return type;
}

const on = handlerFor(leaveCalls);

export function ledgerHandlers(db: Db) {
  return [
    on('/employee/getleaveledger', {
      async handle({ input, subject, now }) {
        const body = input ?? {};
        const employeeId = subject.id;
        const settings = await leaveSettings(db);
        const { year, on } = yearAndDay(settings, localDate(now, settings.timeZone), body);
        const wanted = (type: string) =>
          !body.leave_type || type.toLowerCase() === body.leave_type.toLowerCase();
        const [lines, members] = await Promise.all([
          linesOf(db, [employeeId], [year.start]),
          membersOf(db, [employeeId], settings.timeZone),
        ]);
        const member = members.get(employeeId);
        const projected: LedgerLineReply[] = member
          ? settings.leaveTypes
              .filter((t) => wanted(t.name))
              .flatMap((type) =>
                unwrittenCredits(type, member, year, settings, on, lines).map((c) => ({
                  _id: null,
                  leave_type: type.name,
                  kind: c.kind,
                  days: c.days,
                  on: c.on,
                  note: null,
                  leave: null,
                  projected: true,
                  by: null,
                })),
              )
          : [];
        const written = await presentLines(
          db,
          lines.filter((l) => wanted(l.leaveType)),
        );
        return {
          employee_id: employeeId,
          year: year.label,
          from: year.start,
          to: year.end,
          on,
          lines: [...written, ...projected].sort((a, b) => a.on.localeCompare(b.on) || rank(a) - rank(b)),
        };
      },
    }),

    on('/employee/adjustleavebalance', {
      policy: adjustsOthersOnly,
      async handle({ input: body, me: by, subject: employee, now }) {
        const settings = await leaveSettings(db);
        const type = limitedType(settings, body.leave_type);
        const today = localDate(now, settings.timeZone);
        const { year } = yearAndDay(settings, today, { year: body.year });
        const line = await db.transaction(async (tx) => {
          const [written] = await tx
            .insert(leaveLedger)
            .values({
              employeeId: employee.id,
              leaveType: type.name,
              kind: 'adjustment',
              days: body.days,
              yearStart: year.start,
              effectiveOn: balanceDay(year, today),
              key: `adjustment:${randomUUID()}`,
              note: body.reason,
              createdBy: by.id,
            })
            .returning();
          await recordAudit(tx, by, {
            action: 'adjust',
            entity: 'leave_balance',
            entityId: written!.id,
            after: written,
          });
          return written!;
        });
        const [data] = await presentLines(db, [line]);
        return { message: say.adjusted, data: data! };
      },
    }),

    on('/employee/runleaveaccrual', {
      async handle({ input, me: by, now }) {
        const settings = await leaveSettings(db);
        const today = localDate(now, settings.timeZone);
        const { from } = input;
        if (from > today) throw refuse(400, 'accrual_future', { field: 'from' });
        const first = leaveYearOf(settings.ledgerStart, settings.yearRule)?.start ?? settings.ledgerStart;
        if (from < first) throw refuse(400, 'accrual_before_ledger', { field: 'from' });
        await db.transaction(async (tx) => {
          const job = leaveAccrual.job(`${from}:${now.toISOString()}`, { from, to: today });
          await enqueue(tx, [job]);
          await recordAudit(tx, by, {
            action: 'run',
            entity: 'leave_accrual',
            entityId: job.key,
            after: { from, to: today },
          });
        });
        return { message: say.accrualQueued };
      },
    }),
  ];
}
