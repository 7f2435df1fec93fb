/** The team screens' reads (rules §13). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import type { DirectoryQuery } from '../schemas';

export const useDirectory = (query: Partial<DirectoryQuery>) =>
  useQuery({
    queryKey: ['team', 'directory', query],
    queryFn: () => api('/employee/getdirectory', query),
    placeholderData: keepPreviousData,
  });

/** One node of the org chart, with a page of its reports: me when no id is given. */
export const useOrgNode = (employeeId: string | undefined, enabled = true, page = 1) =>
  useQuery({
    queryKey: ['team', 'chart', employeeId ?? 'me', page],
    queryFn: () =>
      api('/employee/getorgchart', {
        ...(employeeId ? { employee_id: employeeId } : {}),
        ...(page > 1 ? { page } : {}),
      }),
    enabled,
  });

export const useTeamToday = (enabled: boolean) =>
  useQuery({ queryKey: ['team', 'today'], queryFn: () => api('/employee/getteamtoday'), enabled });
