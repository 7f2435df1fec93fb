/**
 * Leave calls as TanStack Query hooks. Read failures become the texts of spec §8, shown as `Error: …`; change
 * failures keep the server's reason for the toast.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, NetworkError } from '../../../client/lib/api';
import { i18next } from '../../../client/lib/i18n';
import { useInvalidateRequests } from '../../../client/lib/requests';
import { useStoredSession } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import type { AdjustLeaveBody } from '../ledger-schemas';
import type { ApplyLeaveBody, LeaveDecision, LeaveStatus } from '../schemas';

const root = 'leave';
export const REVIEW_PAGE_SIZE = 20;

/** Spec §8's read errors: the status text of a refused reply, or what went wrong on the way. */
async function reading<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(i18next.t('leave.fetchFailed', { message: error.message }), { cause: error });
    if (error instanceof NetworkError) throw new Error(i18next.t('leave.fetchNetwork'), { cause: error });
    throw new Error(i18next.t('leave.fetchError'), { cause: error });
  }
}

/** Spec §8's apply errors: the server's message as is, else `Error: {status text}`. */
export function changeErrorText(error: unknown, network = i18next.t('leave.submitNetwork')) {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return network;
  return i18next.t('common.unexpected');
}

export function useMyLeave() {
  const employee_id = useStoredSession()?.userId;
  return useQuery({
    queryKey: [root, 'mine', employee_id],
    queryFn: () => reading(() => api('/employee/getmyleave', { employee_id })),
    enabled: Boolean(employee_id),
  });
}

/**
 * Balances of the signed-in user (or of `employeeId`, for hr) in `year` (the current leave year when omitted),
 * and their next approved leave.
 */
export function useLeaveBalance(year?: number, employeeId?: string) {
  const me = useStoredSession()?.userId;
  const employee_id = employeeId ?? me;
  return useQuery({
    queryKey: [root, 'balance', employee_id, year ?? 'current'],
    queryFn: () => reading(() => api('/employee/getleavebalance', { employee_id, year })),
    enabled: Boolean(employee_id),
    placeholderData: keepPreviousData,
  });
}

/** Balances of the signed-in user as of a day (a forecast before applying); idle until there is a day. */
export function useLeaveBalanceOn(on: string | undefined) {
  const employee_id = useStoredSession()?.userId;
  return useQuery({
    queryKey: [root, 'balance', employee_id, 'on', on],
    queryFn: () => reading(() => api('/employee/getleavebalance', { employee_id, on })),
    enabled: Boolean(employee_id && on),
  });
}

/** The lines behind a balance of one type in a leave year: the "why" view. */
export function useLeaveLedger(year: number | undefined, leaveType: string, employeeId?: string) {
  const me = useStoredSession()?.userId;
  const employee_id = employeeId ?? me;
  return useQuery({
    queryKey: [root, 'ledger', employee_id, year, leaveType],
    queryFn: () =>
      reading(() => api('/employee/getleaveledger', { employee_id, year, leave_type: leaveType })),
    enabled: Boolean(employee_id),
  });
}

/** hr adds days to or takes them from someone's balance, with a reason. */
export function useAdjustLeave() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: AdjustLeaveBody) => api('/employee/adjustleavebalance', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [root] }),
  });
}

export function useApplyLeave() {
  const invalidate = useInvalidateRequests();
  const employee_id = useStoredSession()?.userId;
  return useAction({
    mutationFn: (body: Omit<ApplyLeaveBody, 'employee_id' | 'status'>) =>
      api('/employee/applyleave', {
        employee_id,
        ...body,
        status: 'pending',
      }),
    onSuccess: invalidate,
  });
}

export function useCancelLeave() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (id: string) => api('/employee/cancelleave', { _id: id }),
    onSuccess: invalidate,
  });
}

/**
 * Requests the caller reviews, one numbered page at a time: hr sees everyone's, a manager their direct reports'.
 * Not "Load more": at 10,000 people hr reviews thousands, and every page loaded stayed on screen (decision 019).
 */
export function useReviewList(statuses: readonly LeaveStatus[], page: number) {
  return useQuery({
    queryKey: [root, 'review', statuses.join(','), page],
    queryFn: () =>
      reading(() =>
        api('/employee/getallleave', { status: statuses.join(','), page, pageSize: REVIEW_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDecideLeave() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (body: { _id: string; status: LeaveDecision; decision_note?: string }) =>
      api('/employee/approveleave', body),
    // Every list refetches, so the card leaves Pending and shows up under its new tab without a reload.
    onSettled: invalidate,
  });
}
