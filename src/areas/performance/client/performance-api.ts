import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { SaveReviewBody } from '../schemas';

export const useCycles = () =>
  useQuery({
    queryKey: ['performance', 'cycles'],
    queryFn: () => api('/employee/getreviewcycles'),
  });

export const useReviewSheet = (cycleId: string | undefined) =>
  useQuery({
    queryKey: ['performance', 'sheet', cycleId],
    queryFn: cycleId ? () => api('/employee/getreviews', { cycle_id: cycleId }) : skipToken,
  });

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { name: string; start_date: string; end_date: string }) =>
      api('/employee/createreviewcycle', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['performance', 'cycles'] }),
  });
}

export function useUpdateCycle() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { cycle_id: string; status: 'open' | 'closed' }) =>
      api('/employee/updatereviewcycle', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['performance', 'cycles'] }),
  });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: SaveReviewBody) => api('/employee/savereview', body),
    onSuccess: (_reply, body) =>
      queryClient.invalidateQueries({ queryKey: ['performance', 'sheet', body.cycle_id] }),
  });
}
