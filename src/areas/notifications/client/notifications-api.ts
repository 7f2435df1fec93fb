/**
 * Notifications (rules §11): the unread count, kept live by the server's event stream (which hears changes made
 * on any instance), the list, marking read, and each notification's text in the person's language.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, send } from '../../../client/lib/api';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useStoredSession } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import {
  type Notification,
  notificationText,
  type StoredNotificationPreferences,
  type Translate,
} from '../contract';

const root = 'notifications';
const unreadKey = [root, 'unread'] as const;

/** Reads `unread` events from the stream until it ends or `signal` aborts; each one is handed to `on`. */
async function readStream(signal: AbortSignal, on: (unread: number) => void) {
  const response = await send('/employee/notificationstream?seconds=55', { method: 'GET', signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event.split('\n').find((line) => line.startsWith('data: '));
      if (event.startsWith('event: unread') && data)
        on((JSON.parse(data.slice(6)) as { unread: number }).unread);
    }
  }
}

/**
 * The signed-in person's unread count, live: one stream per tab, reopened when it ends (every minute, or when
 * the connection drops, waiting longer after each failure). A new count refreshes the lists too.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const userId = useStoredSession()?.userId;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    let failures = 0;
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          await readStream(controller.signal, (unread) => {
            failures = 0;
            const before = queryClient.getQueryData<number>(unreadKey);
            queryClient.setQueryData(unreadKey, unread);
            if (before !== unread) queryClient.invalidateQueries({ queryKey: [root, 'list'] });
          });
        } catch {
          failures += 1;
        }
        if (controller.signal.aborted) return;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5))),
        );
      }
    };
    void run();
    return () => controller.abort();
  }, [userId, queryClient]);
  return useQuery({ queryKey: unreadKey, queryFn: () => 0, enabled: false, initialData: 0 }).data;
}

export function useNotifications(page: number, pageSize: number) {
  return useQuery({
    queryKey: [root, 'list', page, pageSize],
    queryFn: () => api('/employee/getnotifications', { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (which: { ids: string[] } | { all: true }) => api('/employee/marknotificationsread', which),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(unreadKey, unread);
      return queryClient.invalidateQueries({ queryKey: [root, 'list'] });
    },
  });
}

/**
 * A notification's title and sentence, in the reader's language (the words its e-mail has too), the leave type
 * named as the reader reads it (issue 44).
 */
export function useNotificationText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeName = useLeaveTypeName();
  const say: Translate = (key, params) => String(t(key as never, params as never));
  return (n: Notification) => ({
    title: say(`notifications.subject.${n.type}`),
    text: notificationText(
      n.params.leave_type ? { ...n, params: { ...n.params, leave_type: typeName(n.params.leave_type) } } : n,
      say,
      locale,
    ),
  });
}

const preferencesKey = [root, 'preferences'] as const;

/** How the signed-in person hears of each event (rules §11). */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: () => api('/employee/getnotificationpreferences'),
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (patch: StoredNotificationPreferences) =>
      api('/employee/updatenotificationpreferences', patch),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
