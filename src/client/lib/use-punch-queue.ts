/**
 * The offline punch queue in React (rules §15): what waits to be sent, and sending it whenever the app is
 * open and online (at start, when the browser is back online, and every half minute while something waits).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { i18next } from './i18n';
import { type FlushResult, flushPunches, queuedPunches } from './punch-queue';
import { useStoredSession } from './session';

/** Under the attendance views' key, so whatever refreshes them refreshes this too. */
export const queuedKey = (employeeId: string | undefined) => ['attendance', employeeId, 'queued'] as const;

export function useQueuedPunches() {
  const employeeId = useStoredSession()?.userId;
  return useQuery({
    queryKey: queuedKey(employeeId),
    queryFn: () => queuedPunches(employeeId),
    enabled: Boolean(employeeId),
  });
}

/** Says what a flush did: how many waiting punches went, and each the server refused (they are dropped). */
export function reportFlush({ sent, refused }: FlushResult) {
  if (sent) toast.success(i18next.t('phoneClock.sent', { count: sent }), { duration: 4000 });
  for (const { message } of refused)
    toast.error(i18next.t('phoneClock.refused', { message }), { duration: 8000 });
}

export function usePunchQueueSync() {
  const employeeId = useStoredSession()?.userId;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!employeeId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = async () => {
      const result = await flushPunches(employeeId).catch(() => null);
      if (!result || (!result.sent && !result.refused.length)) return;
      reportFlush(result);
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
    };
    // The browser says it is online a moment before its requests get through.
    const online = () => {
      clearTimeout(timer);
      timer = setTimeout(flush, 1000);
    };
    void flush();
    const every = setInterval(flush, 30_000);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      clearInterval(every);
      window.removeEventListener('online', online);
    };
  }, [employeeId, queryClient]);
}
