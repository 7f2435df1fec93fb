/** hr's shift types (Settings → Shift types, issue 42). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { ShiftTypeInput } from '../contract';

const shiftTypesKey = ['shifts', 'types'] as const;

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
