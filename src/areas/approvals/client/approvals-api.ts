/** The approver's calls: the inbox and history of every kind, deciding a step, hr's list of stand-ins and rules. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useInvalidateRequests } from '../../../client/lib/requests';
import { useAction } from '../../../client/lib/use-action';
import type { DelegationInput } from '../delegation-schemas';
import type { DecideInput, DecideManyInput, RuleInput } from '../schemas';
import type { ApprovalFilters } from './approval-filters';

export const PAGE_SIZE = 20;

/**
 * One page of the inbox or history. Pages by number, not "Load more": hr's inbox at 10,000 people held ~6,000
 * requests, and each Load more added 20 cards (~660 elements) that stayed on screen (decision 019).
 */
export function useApprovals(view: 'inbox' | 'history', page: number, filters: ApprovalFilters = {}) {
  return useQuery({
    queryKey: ['requests', view, page, filters],
    queryFn: () => api('/employee/getapprovals', { view, page, pageSize: PAGE_SIZE, ...filters }),
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

/** One decision, with one note, on several requests: all of them or none (`decidemany`). */
export function useDecideMany() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (body: DecideManyInput) => api('/employee/decidemany', body),
    onSettled: invalidate,
  });
}

const delegationsKey = ['approvals', 'delegations'] as const;

/** My stand-ins, whom I stand in for, and who may be named. */
export const useDelegations = () =>
  useQuery({ queryKey: delegationsKey, queryFn: () => api('/employee/getdelegations') });

export function useSaveDelegation() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: DelegationInput) => api('/employee/savedelegation', body),
    onSuccess: (reply) => queryClient.setQueryData(delegationsKey, reply),
  });
}

export function useRemoveDelegation() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => api('/employee/removedelegation', { _id: id }),
    onSuccess: (reply) => queryClient.setQueryData(delegationsKey, reply),
  });
}

const standInsKey = ['approvals', 'stand-ins'] as const;

/** Every stand-in not yet ended, a page at a time (hr). */
export function useStandIns(page: number) {
  return useQuery({
    queryKey: [...standInsKey, page],
    queryFn: () => api('/employee/getstandins', { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Ends a stand-in now (kept as history): it leaves the list. */
export function useEndStandIn() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => api('/employee/removedelegation', { _id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standInsKey }),
  });
}

const rulesKey = ['settings', 'approval-rules'] as const;

/** hr's approval rules (Settings → Approvals). */
export const useApprovalRules = () =>
  useQuery({ queryKey: rulesKey, queryFn: () => api('/employee/getapprovalrules') });

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: RuleInput) => api('/employee/saveapprovalrule', body),
    onSuccess: (reply) => queryClient.setQueryData(rulesKey, reply),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => api('/employee/deleteapprovalrule', { _id: id }),
    onSuccess: (reply) => queryClient.setQueryData(rulesKey, reply),
  });
}
