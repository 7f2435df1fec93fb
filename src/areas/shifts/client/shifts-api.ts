/**
 * Shifts (issue 42): hr's shift types (Settings → Shift types), a person's own shifts (the dashboard), the roster
 * grid of a team or a department, hr's assignments, and overtime (decision 035): hr's policy, a person's day and
 * their claims.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useInvalidateRequests } from '../../../client/lib/requests';
import { useAction } from '../../../client/lib/use-action';
import type {
  AssignRosterBody,
  ClaimOvertimeInput,
  ClearRosterBody,
  OvertimePolicyInput,
  RosterBody,
  ShiftTypeInput,
} from '../contract';

const shiftTypesKey = ['shifts', 'types'] as const;
const rosterKey = ['shifts', 'roster'] as const;

/** The caller's shift of each day from `from` to `to`. */
export const useMyShifts = (from: string, to: string) =>
  useQuery({
    queryKey: ['shifts', 'mine', from, to],
    queryFn: () => api('/employee/getmyshifts', { from, to }),
  });

export const useShiftTypes = (enabled = true) =>
  useQuery({ queryKey: shiftTypesKey, queryFn: () => api('/employee/getshifttypes'), enabled });

/** The roster of a range: a manager's team, or (hr) a department's or everyone's. */
export const useRoster = (body: RosterBody, enabled = true) =>
  useQuery({
    queryKey: [...rosterKey, body],
    queryFn: () => api('/employee/getroster', body),
    enabled,
    placeholderData: keepPreviousData,
  });

function useShiftTypeAction<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypesKey }),
  });
}

export const useSaveShiftType = () =>
  useShiftTypeAction((body: ShiftTypeInput) => api('/employee/saveshifttype', body));
export const useDeleteShiftType = () =>
  useShiftTypeAction((_id: string) => api('/employee/deleteshifttype', { _id }));

/** Writing a roster changes the grid, the people's own shifts and the shift types' counts: all of shifts. */
export function useAssignRoster() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: AssignRosterBody) => api('/employee/assignroster', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shifts'] }),
  });
}

/** Clearing a range sends those days back to the working day: the grid and the people's own shifts change. */
export function useClearRoster() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: ClearRosterBody) => api('/employee/clearroster', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shifts'] }),
  });
}

const overtimePolicyKey = ['overtime', 'policy'] as const;

/** hr's overtime policy (Settings → Attendance). */
export const useOvertimePolicy = () =>
  useQuery({ queryKey: overtimePolicyKey, queryFn: () => api('/employee/getovertimepolicy') });

export function useSaveOvertimePolicy() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: OvertimePolicyInput) => api('/employee/saveovertimepolicy', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimePolicyKey }),
  });
}

/** The caller's day as overtime reads it: the claim's prefill (none until a day is chosen). */
export const useOvertimeDay = (date: string | null) =>
  useQuery({
    queryKey: ['overtime', 'day', date],
    queryFn: () => api('/employee/getovertimeday', { date: date! }),
    enabled: date !== null,
  });

/** A claim of overtime, or a request in advance; the person's requests and days are read again. */
export function useClaimOvertime() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (body: ClaimOvertimeInput) => api('/employee/claimovertime', body),
    onSuccess: () => invalidate(),
  });
}
