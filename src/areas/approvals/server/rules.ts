/** hr's routing rules (Settings → Approvals): list, save, delete; each change audited. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { approvalRules, employees } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { approverRoles } from '../delegation-schemas.js';
import type { Rule, RuleBody } from '../schemas.js';
import { keyedBy, nameOf } from './presenter.js';

export async function listRules(db: Db): Promise<Rule[]> {
  const rules = await db
    .select()
    .from(approvalRules)
    .orderBy(asc(approvalRules.kind), asc(approvalRules.createdAt));
  const ids = [...new Set(rules.flatMap((r) => r.steps.flatMap((s) => s.people)))];
  const names = await keyedBy(
    ids,
    (ids) =>
      db
        .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
        .from(employees)
        .where(inArray(employees.id, ids)),
    (p) => [p.id, nameOf(p)],
  );
  return rules.map((r) => ({
    _id: r.id,
    name: r.name,
    kind: r.kind,
    leave_type: r.leaveType,
    department: r.department,
    min_days: r.minDays,
    max_days: r.maxDays,
    steps: r.steps.map((s) => ({
      approvers: s.approvers,
      mode: s.mode,
      people: s.people.map((id) => ({ _id: id, name: names.get(id) ?? '' })),
    })),
  }));
}

export async function saveRule(db: Db, by: Actor, now: Date, body: RuleBody) {
  const people = [...new Set(body.steps.flatMap((s) => s.people))];
  if (people.length) {
    const found = await db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          inArray(employees.id, people),
          eq(employees.status, 'active'),
          // Deciding is managers' and hr's work: only they have the approvals inbox.
          inArray(employees.role, approverRoles),
        ),
      );
    if (found.length !== people.length) throw refuse(400, 'rule_people_missing', { field: 'steps' });
  }
  if (body.leave_type) {
    const { leaveTypes } = await getSettings(db);
    const type = leaveTypes.find((t) => t.name.toLowerCase() === body.leave_type!.toLowerCase());
    if (!type) throw refuse(400, 'rule_leave_type_missing', { field: 'leave_type' });
    body.leave_type = type.name;
  }
  const values = {
    name: body.name,
    kind: body.kind,
    leaveType: body.leave_type,
    department: body.department,
    minDays: body.min_days,
    maxDays: body.max_days,
    steps: body.steps,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    if (body._id) {
      const [before] = await tx
        .select()
        .from(approvalRules)
        .where(eq(approvalRules.id, body._id))
        .for('update');
      if (!before) throw refuse(404, 'rule_not_found');
      const [after] = await tx
        .update(approvalRules)
        .set(values)
        .where(eq(approvalRules.id, body._id))
        .returning();
      await recordAudit(tx, by, {
        action: 'update',
        entity: 'approval_rule',
        entityId: body._id,
        before,
        after,
      });
    } else {
      const [after] = await tx
        .insert(approvalRules)
        .values({ ...values, createdAt: now })
        .returning();
      await recordAudit(tx, by, { action: 'create', entity: 'approval_rule', entityId: after!.id, after });
    }
  });
}

/** Requests made under the rule keep their steps (and the rule's name); only new requests stop matching it. */
export async function deleteRule(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(approvalRules).where(eq(approvalRules.id, id)).returning();
    if (!before) throw refuse(404, 'rule_not_found');
    await recordAudit(tx, by, { action: 'delete', entity: 'approval_rule', entityId: id, before });
  });
}
