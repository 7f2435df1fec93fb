/** Who may act on whose leave, read from the permissions data of src/shared/permissions.ts. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { allows } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema.js';
import { type AuthContext, actor, authorize } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';

/**
 * Authorises `action` on the leave of `employeeId` (the caller when omitted) and returns the caller. An id the
 * caller may not act on answers 403 whether or not it exists, so ids cannot be probed.
 */
export async function authorizeOnEmployee(
  db: Db,
  request: FastifyRequest,
  action: string,
  employeeId: string | undefined,
): Promise<{ me: AuthContext; employeeId: string }> {
  const me = actor(request);
  const id = employeeId ?? me.id;
  if (id === me.id)
    return { me: authorize(request, action, 'leave', { id, managerId: me.managerId }), employeeId: id };
  const [row] = await db
    .select({ id: employees.id, managerId: employees.managerId })
    .from(employees)
    .where(eq(employees.id, id));
  authorize(request, action, 'leave', { id, managerId: row?.managerId ?? null });
  if (!row) throw notFound('Employee not found');
  return { me, employeeId: id };
}

/** Whose requests the caller reviews: everyone (hr), their direct reports (manager), or nobody. */
export function reviewScope(me: Pick<AuthContext, 'id' | 'role'>): 'any' | 'team' | null {
  const stranger = { id: '', managerId: null };
  if (allows(me, 'read', 'leave', stranger) && allows(me, 'approve', 'leave', stranger)) return 'any';
  return allows(me, 'approve', 'leave') ? 'team' : null;
}
