/**
 * Who does something: what services and the audit trail read of the caller. A request builds one from its
 * session (`actor(request)` in http/auth.ts); a background job builds one with `jobActor`. Services take an
 * actor, never an HTTP request, so a queue worker can call them.
 */
import type { Role } from '../shared/enums.js';

export interface Trace {
  /** The employee acting; null for a caller nobody signed in as (a reset link) or the system. */
  id: string | null;
  /** The request or job to find in the log. */
  requestId: string | null;
  /** The API token an integration called with (decision 036); its audit lines name it. */
  integrationId?: string | null;
}

export interface Actor extends Trace {
  id: string;
  role: Role;
  managerId: string | null;
  requestId: string;
}

/** The trace of work nobody signed in for: a reset link, a scheduled job. */
export function anonymousTrace(requestId: string): Trace {
  return { id: null, requestId };
}
