import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The first ten employees matching `q` (name, email or designation), from the server's search. */
export const useEmployeeSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payroll-employee-search', q],
    queryFn: () => api('/employee/searchemployees', { q, page: 1, pageSize: 10 }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The organisation's tax and SSF defaults and currency; the same cache entry as the settings screen. */
export const usePayrollSettings = () =>
  useQuery({ queryKey: ['settings'], queryFn: () => api('/employee/getsettings') });
