/** Who may act on whose leave, read from the permissions data of src/shared/permissions.ts. */
import type { FastifyRequest } from 'fastify';
import { leaveMessages } from '../../../shared/leave.js';
import { type Asker, allowsEveryone, allowsSome } from '../../../shared/permissions.js';
import { actor } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { LeaveRow } from './presenter.js';

/** Whose requests the caller reviews: everyone (hr), their direct reports (manager), or nobody. */
export function reviewScope(me: Asker): 'any' | 'team' | null {
  if (allowsEveryone(me, 'read:leave') && allowsEveryone(me, 'approve:leave')) return 'any';
  return allowsSome(me, 'approve:leave') ? 'team' : null;
}

/**
 * Refuses deciding a request the caller found (or did not) before the engine looks at its steps: their own is
 * refused with the reason, an unknown id is a 404 only to whoever may decide anyone's. Whether the current step
 * is the caller's to decide is the engine's rule (approvals/engine.ts).
 */
export function authorizeDecision(request: FastifyRequest, found: LeaveRow | undefined): LeaveRow {
  const me = actor(request);
  if (found && found.employee.id === me.id) throw forbidden(leaveMessages.ownDecision);
  if (found) return found;
  if (allowsEveryone(me, 'approve:leave')) throw notFound(leaveMessages.notFound);
  throw forbidden();
}
