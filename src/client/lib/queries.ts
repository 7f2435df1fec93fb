/**
 * Reads that several features show, declared once so they share one cache entry. Query keys everywhere are
 * `[area, what, …arguments]`: `['employees', 'search', query]`, `['leave', 'balance', id, year]`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchEmployeesInput } from '../../areas/employees/contract';
import { api } from './api';

export const settingsKey = ['settings'] as const;

/** The organisation's settings (hr): the settings screen edits them, the payroll calculator reads them. */
export const useSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => api('/employee/getsettings') });

/** One page of the server's employee search (hr): the employee list and the payroll picker. */
export const useEmployeeSearch = (query: SearchEmployeesInput, enabled = true) =>
  useQuery({
    queryKey: ['employees', 'search', query],
    queryFn: () => api('/employee/searchemployees', query),
    enabled,
    placeholderData: keepPreviousData,
  });
