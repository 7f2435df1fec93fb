/** Stand-ins: a person names someone to see and decide their approval steps for a date range. */
import { and, eq, gte, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DelegationsReply, approvalMessages as say } from '../../../shared/approvals.js';
import type { Actor } from '../../actor.js';
import type { Db } from '../../db/client.js';
import { delegations, employees } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';

const delegate = alias(employees, 'delegate');

/** The stand-ins `me` named and the people who named `me`, that have not ended by `today`. */
export async function delegationsOf(db: Db, me: string, today: string): Promise<DelegationsReply> {
  const rows = await db
    .select({ d: delegations, owner: employees, delegate })
    .from(delegations)
    .innerJoin(employees, eq(employees.id, delegations.employeeId))
    .innerJoin(delegate, eq(delegate.id, delegations.delegateId))
    .where(
      and(
        or(eq(delegations.employeeId, me), eq(delegations.delegateId, me)),
        gte(delegations.endDate, today),
      ),
    )
    .orderBy(delegations.startDate);
  const present = ({ d, owner, delegate: to }: (typeof rows)[number]) => ({
    _id: d.id,
    employee: { _id: owner.id, name: `${owner.firstName} ${owner.lastName}` },
    delegate: { _id: to.id, name: `${to.firstName} ${to.lastName}` },
    start_date: d.startDate,
    end_date: d.endDate,
  });
  const candidates = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(inArray(employees.role, ['manager', 'hr']), eq(employees.status, 'active'), ne(employees.id, me)),
    )
    .orderBy(employees.firstName, employees.lastName);
  return {
    mine: rows.filter((r) => r.d.employeeId === me).map(present),
    forMe: rows.filter((r) => r.d.delegateId === me).map(present),
    candidates: candidates.map((c) => ({ _id: c.id, name: `${c.firstName} ${c.lastName}` })),
  };
}

export async function addDelegation(
  db: Db,
  by: Actor,
  now: Date,
  input: { delegate_id: string; start_date: string; end_date: string },
) {
  const [person] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, input.delegate_id), eq(employees.status, 'active'), ne(employees.id, by.id)));
  if (!person) throw badRequest(say.delegateMissing, { field: 'delegate_id' });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(delegations)
      .values({
        employeeId: by.id,
        delegateId: person.id,
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

/** Only the person who named the stand-in removes it (the route authorises: `update:delegation` is own only). */
export async function removeDelegation(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(delegations).where(eq(delegations.id, id)).returning();
    await recordAudit(tx, by, { action: 'delete', entity: 'delegation', entityId: id, before });
  });
}
