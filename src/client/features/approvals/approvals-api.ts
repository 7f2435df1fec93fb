/** The approver's calls: the inbox and history of every kind, and deciding a step. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DecideInput } from '../../../shared/approvals';
import { api } from '../../lib/api';
import { useInvalidateRequests } from '../../lib/requests';
import { useAction } from '../../lib/use-action';

export const PAGE_SIZE = 20;

export function useApprovals(view: 'inbox' | 'history') {
  return useInfiniteQuery({
    queryKey: ['requests', view],
    queryFn: ({ pageParam }) => api('/employee/getapprovals', { view, page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useDecide() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (body: DecideInput) => api('/employee/decide', body),
    // Every list refetches: the card leaves the inbox, the balance and the day change where they show.
    onSettled: invalidate,
  });
}
