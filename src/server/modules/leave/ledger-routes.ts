/** The ledger's calls (rules §14): the lines behind a balance, hr's adjustments, and running the accrual job. */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localDate } from '../../../shared/calendar.js';
import { type LedgerLineReply, ledgerMessages as say } from '../../../shared/leave-ledger.js';
import { leaveYearOf } from '../../../shared/leave-policy.js';
import type { Db } from '../../db/client.js';
import { employees, leaveLedger, leaveRequests } from '../../db/schema.js';
import { actor, authorizeEveryone, authorizeOn } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';
import { employeeSubject } from '../employees/queries.js';
import { enqueue } from '../jobs/queue.js';
import { membersOf, unwrittenCredits } from './balance.js';
import { type LedgerLine, linesOf } from './ledger.js';
import { balanceDay, type LeaveSettings, leaveSettings, yearAndDay } from './queries.js';

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
  if (!type) throw badRequest(say.unknownType, { field: 'leave_type' });
  if (type.allowance === null) throw badRequest(say.unlimitedType, { field: 'leave_type' });
  return type;
}

export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);

  app.post(
    '/employee/getleaveledger',
    {
      schema: {
        tags: ['leave'],
        summary: 'The lines behind a balance in a leave year: credits, leave taken and returned, adjustments',
        ...io('/employee/getleaveledger'),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const { id: employeeId } = await authorizeOn(request, 'read:leave', body.employee_id, load);
      const settings = await leaveSettings(db);
      const { year, on } = yearAndDay(settings, localDate(app.now(), settings.timeZone), body);
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
  );

  app.post(
    '/employee/adjustleavebalance',
    {
      schema: {
        tags: ['leave'],
        summary: "Add days to or take days from a person's balance, with a reason (hr)",
        ...io('/employee/adjustleavebalance'),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const employee = await authorizeOn(request, 'adjust:leave', body.employee_id, load);
      if (employee.id === actor(request).id) throw forbidden(say.ownBalance);
      const settings = await leaveSettings(db);
      const type = limitedType(settings, body.leave_type);
      const today = localDate(app.now(), settings.timeZone);
      const { year } = yearAndDay(settings, today, { year: body.year });
      const by = actor(request);
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
      return reply.status(201).send({ message: say.adjusted, data: data! });
    },
  );

  app.post(
    '/employee/runleaveaccrual',
    {
      schema: {
        tags: ['leave'],
        summary: 'Write every leave credit due from a past day to today, as a background job (hr)',
        ...io('/employee/runleaveaccrual'),
      },
    },
    async (request) => {
      const by = authorizeEveryone(request, 'adjust:leave');
      const settings = await leaveSettings(db);
      const now = app.now();
      const today = localDate(now, settings.timeZone);
      const { from } = request.body;
      if (from > today) throw badRequest(say.futureFrom, { field: 'from' });
      const first = leaveYearOf(settings.ledgerStart, settings.yearRule)?.start ?? settings.ledgerStart;
      if (from < first) throw badRequest(say.beforeLedger, { field: 'from' });
      await db.transaction(async (tx) => {
        const key = `leave-accrual:${from}:${now.toISOString()}`;
        await enqueue(tx, [{ kind: 'leave-accrual', key, payload: { from, to: today } }]);
        await recordAudit(tx, by, {
          action: 'run',
          entity: 'leave_accrual',
          entityId: key,
          after: { from, to: today },
        });
      });
      return { message: say.accrualQueued };
    },
  );
};
