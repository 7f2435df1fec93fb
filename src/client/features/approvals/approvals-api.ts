/** The approver's calls: the inbox and history of every kind, and deciding a step. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DecideInput } from '../../../shared/approvals';
import { api } from '../../lib/api';
import { useInvalidateRequests } from '../../lib/requests';
import { useAction } from '../../lib/use-action';

export const PAGE_SIZE = 20;

/**
 * One page of the inbox or history. Pages by number, not "Load more": hr's inbox at 10,000 people held ~6,000
 * requests, and each Load more added 20 cards (~660 elements) that stayed on screen (decision 019).
 */
export function useApprovals(view: 'inbox' | 'history', page: number) {
  return useQuery({
    queryKey: ['requests', view, page],
    queryFn: () => api('/employee/getapprovals', { view, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
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
