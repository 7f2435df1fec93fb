/**
 * What another area's transaction writes of projects: a timesheet's request ending (approvals' effects.ts). An
 * approval locks the week, a rejection returns it editable with the approver's note, a withdrawal makes it a
 * draft again; each in the engine's transaction, audited.
 */
import { and, eq } from 'drizzle-orm';
import type { Trace } from '../../../server/actor.js';
import type { Tx } from '../../../server/db/client.js';
import { timesheets } from '../../../server/db/schema.js';
import { recordAudit } from '../../audit/server/writes.js';

export async function settleTimesheet(
  tx: Tx,
  ending: {
    requestId: string;
    outcome: 'approved' | 'rejected' | 'cancelled';
    by: Trace;
    now: Date;
    note: string | null;
  },
) {
  const { requestId, outcome, by, now, note } = ending;
  const decided = outcome !== 'cancelled';
  const status = outcome === 'cancelled' ? 'draft' : outcome;
  const [row] = await tx
    .update(timesheets)
    .set({
      status,
      decidedAt: decided ? now : null,
      decisionNote: decided ? note : null,
      updatedAt: now,
    })
    .where(and(eq(timesheets.requestId, requestId), eq(timesheets.status, 'submitted')))
    .returning({ id: timesheets.id, weekStart: timesheets.weekStart });
  if (!row) return;
  await recordAudit(tx, by, {
    action: { approved: 'approve', rejected: 'reject', cancelled: 'cancel' }[outcome],
    entity: 'timesheet',
    entityId: row.id,
    before: { status: 'submitted' },
    after: { status, weekStart: row.weekStart, decisionNote: decided ? note : null },
  });
}
