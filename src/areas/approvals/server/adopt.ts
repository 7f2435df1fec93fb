/**
 * Leave requests made before the approval engine existed (or written straight into the table by a seed or a
 * factory) get their approval request: one step, their manager or anyone with the hr role, as the rule was then; a decided one with
 * its decision. Idempotent, and safe on several instances at once (the leave id is unique among requests).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client.js';

export async function adoptLeave(db: Db | Tx, only?: string) {
  const which: SQL = only ? sql`and l.id = ${only}` : sql``;
  await db.execute(sql`
    with missing as (
      select l.* from leave_requests l
      where not exists (select 1 from approval_requests a where a.leave_id = l.id) ${which}
    ), made as (
      insert into approval_requests (kind, employee_id, leave_id, status, current_step, decided_at, created_at, updated_at)
      select 'leave', m.employee_id, m.id, m.status, case when m.status = 'pending' then 1 end,
        m.decided_at, m.created_at, m.updated_at
      from missing m
      on conflict (leave_id) do nothing
      returning id, leave_id
    ), steps as (
      insert into approval_steps (request_id, position, mode, hr, approver_ids, status, decided_at)
      select made.id, 1, 'any', true,
        array_remove(array[e.manager_id], null),
        case l.status when 'pending' then 'pending' when 'cancelled' then 'cancelled' else l.status end,
        l.decided_at
      from made join leave_requests l on l.id = made.leave_id join employees e on e.id = l.employee_id
      returning request_id
    )
    insert into approval_decisions (request_id, position, seat, decided_by, decision, note, decided_at)
    select made.id, 1, 'step', l.decided_by, l.status, l.decision_note, l.decided_at
    from made join leave_requests l on l.id = made.leave_id
    where l.status in ('approved', 'rejected')`);
}
