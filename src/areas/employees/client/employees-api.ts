/** The employee administration calls, as TanStack Query hooks. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { uploadForm } from '../../../client/lib/files';
import { readSession } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import type { DocumentKind, EmployeeDocument } from '../../documents/contract';
import { type CreateEmployeeBody, employeeMessages, type UpdateEmployeeBody } from '../contract';

const keys = {
  all: ['employees'] as const,
  one: (id: string) => ['employees', 'one', id] as const,
  stats: ['employees', 'stats'] as const,
  managers: ['employees', 'managers'] as const,
};

export const useEmployee = (id: string) =>
  useQuery({
    queryKey: keys.one(id),
    queryFn: () => api('/employee/getemployee', { employee_id: id }),
    retry: false,
  });

export const useEmployeeStats = () =>
  useQuery({
    queryKey: keys.stats,
    queryFn: () => api('/employee/getemployeestats'),
  });

export const useManagers = () =>
  useQuery({
    queryKey: keys.managers,
    queryFn: async () => (await api('/employee/getmanagers')).managers,
    staleTime: 60_000,
  });

function useInvalidateEmployees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** Spec §8: a create with no token fails before it is sent. */
function requireToken() {
  if (!readSession()) throw new Error(employeeMessages.noToken);
}

export function useCreateEmployee() {
  const invalidate = useInvalidateEmployees();
  return useAction({
    mutationFn: (body: CreateEmployeeBody) => {
      requireToken();
      return api('/employee/createemployee', body);
    },
    onSuccess: invalidate,
  });
}

export function useUpdateEmployee() {
  const invalidate = useInvalidateEmployees();
  return useAction({
    mutationFn: (body: UpdateEmployeeBody) => {
      requireToken();
      return api('/employee/updateemployee', body);
    },
    onSuccess: invalidate,
  });
}

export function useTerminateEmployee() {
  const invalidate = useInvalidateEmployees();
  return useAction({
    mutationFn: (id: string) => api('/employee/terminateemployee', { employee_id: id }),
    onSuccess: invalidate,
  });
}

/** Reports are written on request and never cached: each one reads the latest data. */
export const useEmployeeReport = () =>
  useAction({
    mutationFn: (id: string) => {
      if (!id) throw new Error(employeeMessages.noEmployeeId);
      return api('/employee/report', { employee_id: id });
    },
  });

export const uploadDocument = (employeeId: string, kind: DocumentKind, file: File) =>
  uploadForm<EmployeeDocument>('/employee/uploaddocument', { employee_id: employeeId, kind }, file);

/** hr e-mails an employee a single-use link to choose a new password. */
export const useSendPasswordReset = (employeeId: string) =>
  useAction({ mutationFn: () => api('/employee/sendpasswordreset', { employee_id: employeeId }) });
