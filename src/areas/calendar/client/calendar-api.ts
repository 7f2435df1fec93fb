/**
 * The Bikram Sambat month lengths (decision 028): every signed-in screen installs the organisation's table
 * (`installBsYears`) as it arrives, before the shell draws a BS date; hr's corrections and confirmations.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import { installBsYears } from '../../../shared/bs';
import type { SaveBsYearBody } from '../contract';

export const bsYearsKey = ['calendar', 'bsyears'] as const;

/** The table, installed for every BS date this browser counts from then on. */
export const useBsYears = () =>
  useQuery({
    queryKey: bsYearsKey,
    queryFn: async () => {
      const reply = await api('/employee/getbsyears');
      installBsYears(reply.years);
      return reply;
    },
    staleTime: 5 * 60_000,
  });

function useCalendarAction<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    // Every BS date moves with a correction: the table is read again and each screen's data with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useSaveBsYear = () =>
  useCalendarAction((body: SaveBsYearBody) => api('/employee/savebsyear', body));
export const useConfirmBsYear = () =>
  useCalendarAction((year: number) => api('/employee/confirmbsyear', { year }));
