/**
 * The route guard of spec §2: no token → /login; a role-restricted route for another role → /login. It asks the
 * server for the role, so it loads with the signed-in routes, not the sign-in page (./redirects.tsx).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../../shared/enums';
import { useStoredSession } from '../../lib/session';
import { queryStatus, ready } from '../ui/status';
import { useMe } from './use-me';

export function RequireAuth({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const session = useStoredSession();
  const me = useMe();
  if (!session) return <Navigate to="/login" replace />;
  if (!roles) return children;
  if (!ready(me)) return queryStatus(me);
  return roles.includes(me.data.user.role) ? children : <Navigate to="/login" replace />;
}
