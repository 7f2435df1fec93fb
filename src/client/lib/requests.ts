/**
 * Requests and approvals (rules §10) as hooks several features share: the signed-in person's own requests (the
 * leave, attendance and profile screens each show theirs) and withdrawing one. Any change to a request refreshes
 * every screen that shows requests or what they change (`requestAreas`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestKind } from '../../areas/approvals/contract';
import { api } from './api';
import { useStoredSession } from './session';
import { useAction } from './use-action';

/** Query roots a decided or withdrawn request may change. */
const requestAreas = ['requests', 'leave', 'attendance', 'me', 'profile', 'timesheet', 'overtime'];

export function useInvalidateRequests() {
  const queryClient = useQueryClient();
  return () => Promise.all(requestAreas.map((area) => queryClient.invalidateQueries({ queryKey: [area] })));
}

/** The signed-in person's requests of one kind, newest first, with their steps. */
export function useMyRequests(kind: RequestKind) {
  const employee_id = useStoredSession()?.userId;
  return useQuery({
    queryKey: ['requests', 'mine', employee_id, kind],
    queryFn: () => api('/employee/getmyrequests', { employee_id, kind }),
    enabled: Boolean(employee_id),
  });
}

export function useCancelRequest() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (id: string) => api('/employee/cancelrequest', { _id: id }),
    onSettled: invalidate,
  });
}
