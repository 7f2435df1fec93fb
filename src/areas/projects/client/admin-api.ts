/**
 * hr's clients, projects, activities and members, and the project reports (issue 43). The timesheet's own hooks
 * are in projects-api.ts. Every change refreshes everything the area shows (`['projects']`): a renamed activity
 * or an archived project changes the timesheet's rows as well.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type {
  ActivityInput,
  ArchiveInput,
  ClientInput,
  MembersInput,
  ProjectChartQuery,
  ProjectInput,
  ProjectReportQuery,
  ProjectsQuery,
} from '../contract';

const area = ['projects'] as const;

export const useProjectClients = (includeArchived = false) =>
  useQuery({
    queryKey: [...area, 'clients', includeArchived],
    queryFn: () => api('/employee/getprojectclients', { include_archived: includeArchived }),
  });

export const useProjectList = (query: ProjectsQuery, enabled = true) =>
  useQuery({
    queryKey: [...area, 'list', query],
    queryFn: () => api('/employee/getprojects', query),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useProject = (id: string) =>
  useQuery({ queryKey: [...area, 'project', id], queryFn: () => api('/employee/getproject', { _id: id }) });

export const useProjectReport = (query: ProjectReportQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...area, 'report', query],
    queryFn: () => api('/employee/getprojectreport', query),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useProjectChart = (query: ProjectChartQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...area, 'chart', query],
    queryFn: () => api('/employee/getprojectchart', query),
    enabled,
  });

function useProjectAction<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: area }),
  });
}

export const useSaveClient = () =>
  useProjectAction((body: ClientInput) => api('/employee/saveprojectclient', body));
export const useArchiveClient = () =>
  useProjectAction((body: ArchiveInput) => api('/employee/archiveprojectclient', body));
export const useSaveProject = () =>
  useProjectAction((body: ProjectInput) => api('/employee/saveproject', body));
export const useArchiveProject = () =>
  useProjectAction((body: ArchiveInput) => api('/employee/archiveproject', body));
/** The deleted project's own read is left alone: asked again, it would only say the project is not found. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (_id: string) => api('/employee/deleteproject', { _id }),
    onSuccess: (_reply, id) =>
      queryClient.invalidateQueries({
        queryKey: area,
        predicate: ({ queryKey }) => !(queryKey[1] === 'project' && queryKey[2] === id),
      }),
  });
}
export const useSaveActivity = () =>
  useProjectAction((body: ActivityInput) => api('/employee/saveprojectactivity', body));
export const useArchiveActivity = () =>
  useProjectAction((body: ArchiveInput) => api('/employee/archiveprojectactivity', body));
export const useSetMembers = () =>
  useProjectAction((body: MembersInput) => api('/employee/setprojectmembers', body));
