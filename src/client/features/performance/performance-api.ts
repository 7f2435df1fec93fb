import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewCycle, ReviewRow, SaveReviewBody } from '../../../shared/performance';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

export const useCycles = () =>
  useQuery({
    queryKey: ['review-cycles'],
    queryFn: () => api<{ cycles: ReviewCycle[] }>('/employee/getreviewcycles'),
  });

export const useReviewSheet = (cycleId: string | undefined) =>
  useQuery({
    queryKey: ['review-sheet', cycleId],
    queryFn: () => api<{ rows: ReviewRow[] }>('/employee/getreviews', { cycle_id: cycleId }),
    enabled: Boolean(cycleId),
  });

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { name: string; start_date: string; end_date: string }) =>
      api<{ cycle: ReviewCycle }>('/employee/createreviewcycle', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review-cycles'] }),
  });
}

export function useUpdateCycle() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { cycle_id: string; status: 'open' | 'closed' }) =>
      api('/employee/updatereviewcycle', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review-cycles'] }),
  });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: SaveReviewBody) => api<{ message: string }>('/employee/savereview', body),
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: ['review-sheet', body.cycle_id] }),
  });
}
