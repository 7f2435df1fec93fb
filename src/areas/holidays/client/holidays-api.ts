/** hr's holidays (Settings → Holidays, issue 40). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { HolidayInput, ImportHolidaysBody } from '../contract';

const holidaysKey = ['settings', 'holidays'] as const;

export const useHolidays = (year: number) =>
  useQuery({ queryKey: [...holidaysKey, year], queryFn: () => api('/employee/getholidays', { year }) });

function useHolidayAction<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: holidaysKey }),
        // Everyone's holidays reach the settings (date pickers, the calendar).
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]),
  });
}

export const useSaveHoliday = () =>
  useHolidayAction((body: HolidayInput) => api('/employee/saveholiday', body));
export const useDeleteHoliday = () =>
  useHolidayAction((_id: string) => api('/employee/deleteholiday', { _id }));
export const useConfirmPack = () =>
  useHolidayAction((pack: 'np') => api('/employee/confirmholidaypack', { pack }));
export const useImportHolidays = () =>
  useHolidayAction((body: ImportHolidaysBody) => api('/employee/importholidays', body));
