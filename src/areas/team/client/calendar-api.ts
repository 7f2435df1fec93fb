/** The team calendar's reads (rules §13). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { CalendarQuery } from '../calendar-schemas';
import type { CalendarFeedReply } from '../feed-schemas';

export const useTeamCalendar = (query: CalendarQuery) =>
  useQuery({
    queryKey: ['calendar', query],
    queryFn: () => api('/employee/getcalendar', query),
    placeholderData: keepPreviousData,
  });

/** The caller's own shift on a day (issue 42): rostered, a rostered day off, or the working day. */
export const useMyShiftOn = (date: string) =>
  useQuery({
    queryKey: ['shifts', 'mine', date, date],
    queryFn: () => api('/employee/getmyshifts', { from: date, to: date }),
  });

/** The organisation's leave types, for the type filter (the balance lists every type). */
export const useLeaveTypeNames = (enabled: boolean) =>
  useQuery({
    queryKey: ['calendar', 'leave-types'],
    queryFn: async () => (await api('/employee/getleavebalance', {})).balances.map((b) => b.leave_type),
    enabled,
  });

const feedKey = ['calendar', 'feed'] as const;

/** The person's private subscription address, if they made one. */
export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => api('/employee/getcalendarfeed') });

/** Makes a new address (the old one stops working) or turns the feed off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (what: 'create' | 'revoke'): Promise<CalendarFeedReply> =>
      api(what === 'create' ? '/employee/createcalendarfeed' : '/employee/revokecalendarfeed'),
    onSuccess: (reply) => queryClient.setQueryData(feedKey, reply),
  });
}
