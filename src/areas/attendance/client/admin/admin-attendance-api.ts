/** hr's attendance management calls as TanStack Query hooks. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../client/lib/api';
import { useAction } from '../../../../client/lib/use-action';
import type { CorrectionBody, DayPageQuery } from '../../admin-schemas';

const root = 'attendance';

export function useDayAttendance(query: DayPageQuery) {
  return useQuery({
    queryKey: [root, 'day', query],
    queryFn: () => api('/employee/getattendance', query),
    // Changing the date or a filter keeps the old table on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** A correction changes the day view and the employee's own month, summary and history: refetch them all. */
export function useCorrectAttendance() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: CorrectionBody) => api('/employee/updateattendance', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [root] }),
  });
}

/** Punches flagged for a look and not yet reviewed (rules §15). */
export function useFlaggedPunches() {
  return useQuery({
    queryKey: [root, 'flagged-punches'],
    queryFn: () => api('/employee/getflaggedpunches'),
  });
}

export function useReviewPunch() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (punch_id: string) => api('/employee/reviewpunch', { punch_id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [root, 'flagged-punches'] }),
  });
}
