/** hr's payroll setup (Settings → Payroll, rules §16): days mode, fiscal year, tax brackets, schemes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayrollSettingsBody, SchemeBody, SetTaxTableBody } from '../../../areas/payroll/contract';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

const key = ['settings', 'payroll'] as const;

export const usePayrollSetup = () =>
  useQuery({ queryKey: key, queryFn: () => api('/employee/getpayrollsetup') });

function useSetupAction<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useAction({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSavePayrollSettings = () =>
  useSetupAction((body: PayrollSettingsBody) => api('/employee/updatepayrollsettings', body));
export const useSaveTaxTable = () =>
  useSetupAction((body: SetTaxTableBody) => api('/employee/settaxtable', body));
export const useSaveScheme = () =>
  useSetupAction((body: SchemeBody) => api('/employee/savecontributionscheme', body));
