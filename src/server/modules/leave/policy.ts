/** Who may act on whose leave, read from the permissions data of src/shared/permissions.ts. */
import type { FastifyRequest } from 'fastify';
import { leaveMessages } from '../../../shared/leave.js';
import { type Asker, allows, allowsEveryone, allowsSome } from '../../../shared/permissions.js';
import { actor, authorizeFound } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import type { LeaveRow } from './presenter.js';

/** Whose requests the caller reviews: everyone (hr), their direct reports (manager), or nobody. */
export function reviewScope(me: Asker): 'any' | 'team' | null {
  if (allowsEveryone(me, 'read:leave') && allowsEveryone(me, 'approve:leave')) return 'any';
  return allowsSome(me, 'approve:leave') ? 'team' : null;
}

/** May `viewer` decide this request now? It is pending, theirs to decide, and not their own. */
export function mayDecide(viewer: Asker, row: Pick<LeaveRow, 'leave' | 'employee'>): boolean {
  return (
    row.leave.status === 'pending' &&
    row.employee.id !== viewer.id &&
    allows(viewer, 'approve:leave', row.employee)
  );
}

/**
 * Authorises deciding a request the caller found (or did not): their own is refused with the reason, an unknown
 * id is a 404 only to whoever may decide anyone's.
 */
export function authorizeDecision(request: FastifyRequest, found: LeaveRow | undefined): LeaveRow {
  if (found && found.employee.id === actor(request).id) throw forbidden(leaveMessages.ownDecision);
  return authorizeFound(request, 'approve:leave', found, (leave) => leave.employee, leaveMessages.notFound);
}
