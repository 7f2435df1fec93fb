/** hr's attendance management calls as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CorrectionBody,
  CorrectionReply,
  DayQuery,
  DayReply,
} from '../../../../shared/attendance-admin';
import { ApiError, api } from '../../../lib/api';

const root = 'attendance';

export function useDayAttendance(query: DayQuery) {
  return useQuery({
    queryKey: [root, 'day', query],
    queryFn: () => api<DayReply>('/employee/getattendance', query),
    // Changing the date or a filter keeps the old table on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // The server answered: asking again gets the same answer. Network failures retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError),
  });
}

/** A correction changes the day view and the employee's own month, summary and history: refetch them all. */
export function useCorrectAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionBody) => api<CorrectionReply>('/employee/updateattendance', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [root] }),
  });
}
