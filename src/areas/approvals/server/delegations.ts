/**
 * Stand-ins: a person names someone to see and decide their approval steps for a date range (rules §10). A
 * stand-in is ended, never deleted (`ended_at`): by its namer, by hr, or when either person leaves.
 */
import { and, count, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import { approvalRules, approvalSteps, delegations, employees } from '../../../server/db/schema.js';
import { refuse, refuseWith } from '../../../server/http/errors.js';
import { type Asker, roleCan } from '../../../shared/permissions.js';
import { recordAudit } from '../../audit/server/writes.js';
import { approverRoles, type DelegationsReply, standInDatesRefusal } from '../delegation-schemas.js';

const delegate = alias(employees, 'delegate');

/**
 * A person's stand-ins are guarded by an advisory lock of theirs (class 10 of the two-key locks, apart from the
 * one-key ones elsewhere): naming one holds both people's shared, ending them as someone leaves holds it alone,
 * so each sees the other's result. Row locks could deadlock with a termination moving its reports.
 */
const STAND_INS = 10;

/** Stand-ins in force or still to come on `today`. */
const current = (today: string) => and(isNull(delegations.endedAt), gte(delegations.endDate, today));

const withNames = (db: Db) =>
  db
    .select({ d: delegations, owner: employees, delegate })
    .from(delegations)
    .innerJoin(employees, eq(employees.id, delegations.employeeId))
    .innerJoin(delegate, eq(delegate.id, delegations.delegateId));

type Named = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];
const present = ({ d, owner, delegate: to }: Named) => ({
  _id: d.id,
  employee: { _id: owner.id, name: `${owner.firstName} ${owner.lastName}` },
  delegate: { _id: to.id, name: `${to.firstName} ${to.lastName}` },
  start_date: d.startDate,
  end_date: d.endDate,
});

/**
 * Whether `me` approves something, and so may name a stand-in and is offered it (issue 44, item 4): they take
 * the seat of a step naming hr, an active person reports to them, a rule names them on a step, or a step of a
 * pending request lists them. Asked of the data, never of the role's name.
 */
export async function approvesSomething(db: Pick<Db, 'execute'>, me: Asker): Promise<boolean> {
  if (roleCan(me.role, 'decide:hr-step')) return true;
  const rows = await queryRows<{ yes: boolean }>(
    db,
    sql`select (
      exists (select 1 from ${employees} e where e.manager_id = ${me.id} and e.status = 'active')
      or exists (select 1 from ${approvalRules} r, jsonb_array_elements(r.steps) s where s->'people' ? ${me.id})
      or exists (select 1 from ${approvalSteps} s where s.status = 'pending' and s.approver_ids @> array[${me.id}::uuid])
    ) as yes`,
  );
  return Boolean(rows[0]?.yes);
}

/** The stand-ins `me` named and the people who named `me`, that have not ended by `today`. */
export async function delegationsOf(db: Db, me: string, today: string): Promise<DelegationsReply> {
  const rows = await withNames(db)
    .where(and(or(eq(delegations.employeeId, me), eq(delegations.delegateId, me)), current(today)))
    .orderBy(delegations.startDate);
  const candidates = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(inArray(employees.role, approverRoles), eq(employees.status, 'active'), ne(employees.id, me)))
    .orderBy(employees.firstName, employees.lastName);
  return {
    mine: rows.filter((r) => r.d.employeeId === me).map(present),
    forMe: rows.filter((r) => r.d.delegateId === me).map(present),
    candidates: candidates.map((c) => ({ _id: c.id, name: `${c.firstName} ${c.lastName}` })),
  };
}

/** Every stand-in not ended by `today`, a page at a time (hr's list). */
export async function currentDelegations(db: Db, today: string, page: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    withNames(db)
      .where(current(today))
      .orderBy(delegations.startDate, delegations.id)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(delegations).where(current(today)),
  ]);
  return { delegations: rows.map(present), total: total!.n, ...page };
}

/**
 * Names a stand-in, by the same rule the screen lists candidates and dates by. A termination of either person
 * running at the same time either comes first (and this refuses) or waits and then ends the new stand-in.
 */
export async function addDelegation(
  db: Db,
  by: Actor,
  now: Date,
  today: string,
  input: { delegate_id: string; start_date: string; end_date: string },
) {
  const refused = standInDatesRefusal(input, today);
  if (refused) throw refuseWith(400, refused, { field: refused.field });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${STAND_INS}, hashtext(${by.id})),
      pg_advisory_xact_lock_shared(${STAND_INS}, hashtext(${input.delegate_id}))`);
    const people = await tx
      .select({ id: employees.id, role: employees.role })
      .from(employees)
      .where(and(inArray(employees.id, [by.id, input.delegate_id]), eq(employees.status, 'active')));
    if (!(await approvesSomething(tx, by))) throw refuse(403, 'stand_in_not_approver');
    const named = people.find((p) => p.id === input.delegate_id && p.id !== by.id);
    if (!named || !roleCan(named.role, 'approve:leave') || !people.some((p) => p.id === by.id))
      throw refuse(400, 'delegate_missing', { field: 'delegate_id' });
    const [row] = await tx
      .insert(delegations)
      .values({
        employeeId: by.id,
        delegateId: named.id,
        startDate: input.start_date,
        endDate: input.end_date,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, by, { action: 'create', entity: 'delegation', entityId: row!.id, after: row });
  });
}

export async function findDelegation(db: Db, id: string) {
  const [row] = await db.select().from(delegations).where(eq(delegations.id, id));
  return row;
}

/**
 * Ends a stand-in now: its namer, or hr for anyone (the route authorises `update:delegation`). Ending one
 * already ended changes nothing.
 */
export async function endDelegation(db: Db, by: Actor, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(delegations)
      .set({ endedAt: now, updatedAt: now })
      .where(and(eq(delegations.id, id), isNull(delegations.endedAt)))
      .returning();
    if (after)
      await recordAudit(tx, by, {
        action: 'end',
        entity: 'delegation',
        entityId: id,
        before: { endedAt: null },
        after: { endedAt: now },
      });
  });
}

/** In a termination's transaction: the current stand-ins `employeeId` named or was named for end with them. */
export async function endDelegationsOf(tx: Tx, by: Actor, employeeId: string, now: Date, today: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAND_INS}, hashtext(${employeeId}))`);
  const ended = await tx
    .update(delegations)
    .set({ endedAt: now, updatedAt: now })
    .where(
      and(or(eq(delegations.employeeId, employeeId), eq(delegations.delegateId, employeeId)), current(today)),
    )
    .returning({ id: delegations.id });
  if (ended.length > 0)
    await recordAudit(
      tx,
      by,
      ended.map(({ id }) => ({
        action: 'end',
        entity: 'delegation',
        entityId: id,
        before: { endedAt: null },
        after: { endedAt: now },
      })),
    );
}
