/** Where the public routes send someone already signed in: by the stored session alone, nothing asked of the server. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useStoredSession } from '../../lib/session';

/** `/` and `/login` send a signed-in user to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return useStoredSession() ? <Navigate to="/dashboard" replace /> : children;
}

export function RootRedirect() {
  return <Navigate to={useStoredSession() ? '/dashboard' : '/login'} replace />;
}
