import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveReviewBody } from '../../../shared/performance';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

export const useCycles = () =>
  useQuery({
    queryKey: ['review-cycles'],
    queryFn: () => api('/employee/getreviewcycles'),
  });

export const useReviewSheet = (cycleId: string | undefined) =>
  useQuery({
    queryKey: ['review-sheet', cycleId],
    queryFn: cycleId ? () => api('/employee/getreviews', { cycle_id: cycleId }) : skipToken,
  });

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { name: string; start_date: string; end_date: string }) =>
      api('/employee/createreviewcycle', body),
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
    mutationFn: (body: SaveReviewBody) => api('/employee/savereview', body),
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: ['review-sheet', body.cycle_id] }),
  });
}
