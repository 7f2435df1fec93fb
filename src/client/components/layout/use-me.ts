/** The signed-in user's profile and organisation, from the server (never from browser storage). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Capability, can, type Scope } from '../../../shared/permissions';
import { api } from '../../lib/api';
import { clearSession, useStoredSession } from '../../lib/session';
import { browserTimeZone } from '../../lib/zone';

export const meKey = ['me'] as const;

export function useMe() {
  const session = useStoredSession();
  return useQuery({
    queryKey: [...meKey, session?.userId],
    queryFn: () => api('/employee/me'),
    enabled: Boolean(session),
    staleTime: 60_000,
  });
}

/** What the signed-in user may do, as the server says (`me`'s permissions): see shared/permissions.ts `can`. */
export function useCan() {
  const granted = useMe().data?.permissions ?? [];
  return (capability: Capability, scope?: Scope) => can(granted, capability, scope);
}

/** Ends the session on the server (revoking the token), then forgets it here whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/employee/logout').catch(() => {});
    clearSession();
    queryClient.clear();
  };
}

/**
 * The organisation's time zone: "today", late and every time shown follow it, not the browser's (times say
 * which zone they use when the two differ: lib/format.ts `zoneNote`).
 */
export function useTimeZone(): string {
  return useMe().data?.organisation.timeZone ?? browserTimeZone();
}
