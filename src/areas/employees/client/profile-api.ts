import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useInvalidateRequests } from '../../../client/lib/requests';
import { replaceToken } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import type { ChangePasswordBody } from '../../../shared/auth';
import type { ProfileChangeInput } from '../../approvals/contract';
import type { SetDeclarationBody, SetOpeningBody, SetStructureBody } from '../../payroll/contract';

/**
 * Personal numbers in clear, fetched only once someone asks to see them (each fetch is audit-logged), and
 * forgotten as soon as the screen is left.
 */
export function usePersonalData(employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'personal-data', employeeId],
    queryFn: () => api('/employee/revealpersonaldata', { employee_id: employeeId }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export const useReportingLine = (employeeId: string) =>
  useQuery({
    queryKey: ['profile', 'reporting-line', employeeId],
    queryFn: () => api('/employee/getreportingline', { employee_id: employeeId }),
  });

export const useEmployeeReviews = (employeeId: string) =>
  useQuery({
    queryKey: ['profile', 'reviews', employeeId],
    queryFn: () => api('/employee/getemployeereviews', { employee_id: employeeId }),
  });

/** Changes the signed-in user's password; the server ends their other sessions and gives this one a new token. */
export function useChangePassword() {
  return useAction({
    mutationFn: (body: ChangePasswordBody) => api('/employee/changepassword', body),
    onSuccess: (reply) => replaceToken(reply.accessToken),
  });
}

/** Propose changes to one's own details; hr approves (rules §10). */
export function useRequestProfileChange() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: (body: ProfileChangeInput) => api('/employee/requestprofilechange', body),
    onSuccess: invalidate,
  });
}

/** A person's payslips of published runs (rules §16): their own, or anyone's for hr. */
export const usePayslips = (employeeId: string) =>
  useQuery({
    queryKey: ['payroll', 'payslips', employeeId],
    queryFn: () => api('/employee/getpayslips', { employee_id: employeeId }),
  });

const structuresKey = (employeeId: string) => ['payroll', 'structures', employeeId];

/** A person's salary structures, newest first (hr). */
export const useSalaryStructures = (employeeId: string) =>
  useQuery({
    queryKey: structuresKey(employeeId),
    queryFn: () => api('/employee/getsalarystructures', { employee_id: employeeId }),
  });

export function useSetPayrollOpening(employeeId: string) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: SetOpeningBody) => api('/employee/setpayrollopening', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: structuresKey(employeeId) }),
  });
}

export function useSetPayrollDeclaration(employeeId: string) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: SetDeclarationBody) => api('/employee/setpayrolldeclaration', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: structuresKey(employeeId) }),
  });
}

export function useSetSalaryStructure(employeeId: string) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: SetStructureBody) => api('/employee/setsalarystructure', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: structuresKey(employeeId) }),
  });
}
