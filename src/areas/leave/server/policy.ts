/** Who may act on whose leave, read from the permissions data of src/shared/permissions.ts. */
import type { RecordPolicy } from '../../../server/http/area.js';
import { actor } from '../../../server/http/auth.js';
import { forbidden, refuse } from '../../../server/http/errors.js';
import { type Asker, allowsEveryone } from '../../../shared/permissions.js';
import type { LeaveRow } from './presenter.js';

/**
 * Whose requests a caller who may approve leave (the call's capability, checked before) reviews: everyone (hr)
 * or their direct reports (manager).
 */
export function reviewScope(me: Asker): 'any' | 'team' {
  return allowsEveryone(me, 'read:leave') && allowsEveryone(me, 'approve:leave') ? 'any' : 'team';
}

/**
 * Refuses deciding a request the caller found (or did not) before the engine looks at its steps: their own is
 * refused with the reason, an unknown id is a 404 only to whoever may decide anyone's. Whether the current step
 * is the caller's to decide is the engine's rule (approvals/engine.ts).
 */
export const authorizeDecision: RecordPolicy<LeaveRow> = (request, capability, found) => {
  const me = actor(request);
  if (found && found.employee.id === me.id) throw refuse(403, 'own_decision');
  if (found) return found;
  if (allowsEveryone(me, capability)) throw refuse(404, 'leave_not_found');
  throw forbidden();
};

/** hr adjusts anyone's balance but their own: another hr person must (rules §14). */
export function adjustsOthersOnly(me: Asker, employee: { id: string }) {
  if (employee.id === me.id) throw refuse(403, 'ledger_own_balance');
}
