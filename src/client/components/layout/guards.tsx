/**
 * The route guard of spec §2: no token → /login; a route that asks a capability the user lacks (spec §2's roles,
 * shared/permissions.ts `routeCapabilities`) → /login. It asks the server what the user may do, so it loads with
 * the signed-in routes, not the sign-in page (./redirects.tsx).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Capability } from '../../../shared/permissions';
import { useStoredSession } from '../../lib/session';
import { queryStatus, ready } from '../ui/status';
import { useCan, useMe } from './use-me';

export function RequireAuth({
  capability,
  beyondOwn,
  children,
}: {
  capability?: Capability;
  /** The capability must reach beyond the user's own (a team or everyone): `teamRouteCapabilities`. */
  beyondOwn?: boolean;
  children: ReactNode;
}) {
  const session = useStoredSession();
  const me = useMe();
  const can = useCan();
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  // hr requires two-step sign-in and the grace is over: the person's settings, to enrol, before anything else.
  if (me.data?.enrolTwoStep && pathname !== '/settings') return <Navigate to="/settings" replace />;
  if (!capability) return children;
  if (!ready(me)) return queryStatus(me);
  const allowed = beyondOwn ? can(capability, 'team') || can(capability, 'any') : can(capability);
  return allowed ? children : <Navigate to="/login" replace />;
}
