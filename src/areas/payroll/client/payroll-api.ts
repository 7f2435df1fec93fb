/**
 * hr's payroll (rules §16): the runs (the list, one run's table, and the steps of its life) and the setup
 * Settings → Payroll edits (days mode, fiscal year, tax brackets, schemes).
 */
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { PayrollSettingsBody, SchemeBody, SetTaxTableBody, SetTaxYearBody } from '../contract';

const runsKey = ['payroll', 'runs'] as const;
const setupKey = ['settings', 'payroll'] as const;

export const useRuns = () => useQuery({ queryKey: runsKey, queryFn: () => api('/employee/getpayrollruns') });

/** A run and a page of its lines (narrowed by a name or an employee ID). */
export const useRun = (id: string | null, page = 1, search = '') =>
  useQuery({
    queryKey: [...runsKey, id, page, search],
    queryFn: () => api('/employee/getpayrollrun', { _id: id!, page, search: search || undefined }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

/** An action after which what `key` names is read again. */
function useRefreshingAction<T, R>(key: QueryKey, call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

// The list and every page of the run shown: the figures changed.
const useRunAction = <T>(call: (body: T) => Promise<{ _id: string }>) => useRefreshingAction(runsKey, call);

export const useCreateRun = () =>
  useRunAction((period: string) => api('/employee/createpayrollrun', { period }));
export const useRecalculateRun = () =>
  useRunAction((_id: string) => api('/employee/calculatepayrollrun', { _id }));
export const useAddFestivalAllowance = () =>
  useRunAction((body: { _id: string; festival: string }) => api('/employee/addfestivalallowance', body));
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

/** How many of a run's payslips are made; asking has the server make those that are not (its `payslips` jobs). */
export const preparePayslips = (_id: string) => api('/employee/preparepayslips', { _id });

/** The same, asked every 1.5 s while `polling`. */
export const usePayslipsProgress = (runId: string, polling: boolean) =>
  useQuery({
    queryKey: ['payroll', 'payslips', runId],
    queryFn: () => preparePayslips(runId),
    enabled: polling,
    refetchInterval: 1500,
  });

export const usePayrollSetup = () =>
  useQuery({ queryKey: setupKey, queryFn: () => api('/employee/getpayrollsetup') });

export const useSavePayrollSettings = () =>
  useRefreshingAction(setupKey, (body: PayrollSettingsBody) => api('/employee/updatepayrollsettings', body));
export const useSaveTaxTable = () =>
  useRefreshingAction(setupKey, (body: SetTaxTableBody) => api('/employee/settaxtable', body));
export const useSaveTaxYear = () =>
  useRefreshingAction(setupKey, (body: SetTaxYearBody) => api('/employee/settaxyear', body));
export const useConfirmTaxYear = () =>
  useRefreshingAction(setupKey, (fiscalYear: number) =>
    api('/employee/confirmtaxyear', { fiscal_year: fiscalYear }),
  );
export const useInstallTaxPack = () =>
  useRefreshingAction(setupKey, (fiscalYear: number) =>
    api('/employee/installtaxpack', { fiscal_year: fiscalYear }),
  );
export const useSaveScheme = () =>
  useRefreshingAction(setupKey, (body: SchemeBody) => api('/employee/savecontributionscheme', body));

/** The calculator: one person's month by the run's own engine, with the basic hr tries (nothing is written). */
export const useWhatIf = () =>
  useAction({
    mutationFn: (body: { employee_id: string; basic: number }) => api('/employee/payrollwhatif', body),
  });
