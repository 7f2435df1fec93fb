/** Shifts (issue 42): hr's shift types (Settings → Shift types) and a person's own shifts (the dashboard). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { ShiftTypeInput } from '../contract';

const shiftTypesKey = ['shifts', 'types'] as const;

/** The caller's shift of each day from `from` to `to`. */
export const useMyShifts = (from: string, to: string) =>
  useQuery({
    queryKey: ['shifts', 'mine', from, to],
    queryFn: () => api('/employee/getmyshifts', { from, to }),
  });

export const useShiftTypes = () =>
  useQuery({ queryKey: shiftTypesKey, queryFn: () => api('/employee/getshifttypes') });

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
