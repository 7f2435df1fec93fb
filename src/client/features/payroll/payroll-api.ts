/** hr's payroll runs (rules §16): the list, one run's table, and the steps of its life. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

const runsKey = ['payroll', 'runs'] as const;

export const useRuns = () => useQuery({ queryKey: runsKey, queryFn: () => api('/employee/getpayrollruns') });

export const useRun = (id: string | null) =>
  useQuery({
    queryKey: [...runsKey, id],
    queryFn: () => api('/employee/getpayrollrun', { _id: id! }),
    enabled: id !== null,
  });

function useRunAction<T>(call: (body: T) => Promise<{ _id: string }>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: (run) => {
      queryClient.setQueryData([...runsKey, run._id], run);
      return queryClient.invalidateQueries({ queryKey: runsKey, exact: true });
    },
  });
}

export const useCreateRun = () =>
  useRunAction((period: string) => api('/employee/createpayrollrun', { period }));
export const useRecalculateRun = () =>
  useRunAction((_id: string) => api('/employee/calculatepayrollrun', { _id }));
export const useLockRun = () => useRunAction((_id: string) => api('/employee/lockpayrollrun', { _id }));
export const useSetLineInputs = () =>
  useRunAction(
    (body: {
      _id: string;
      employee_id: string;
      unpaid_leave_days: number | null;
      absent_days: number | null;
    }) => api('/employee/setrunlineinputs', body),
  );
export const useAddAdjustment = () =>
  useAction({
    mutationFn: (body: { employee_id: string; label: string; amount: number; taxable: boolean }) =>
      api('/employee/addpayrolladjustment', body),
  });
export const usePublishRun = () => useRunAction((_id: string) => api('/employee/publishpayrollrun', { _id }));
