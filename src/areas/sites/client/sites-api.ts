/** hr's work sites (Settings → Work sites, rules §15). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { AssignSitesBody, SiteInput } from '../contract';

const sitesKey = ['settings', 'sites'] as const;

export const useSites = () => useQuery({ queryKey: sitesKey, queryFn: () => api('/employee/getsites') });

/** Everyone hr may place at a site. */
export const usePeople = () =>
  useQuery({ queryKey: ['settings', 'sites', 'people'], queryFn: () => api('/employee/getallemployee') });

function useSiteAction<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKey }),
  });
}

export const useSaveSite = () => useSiteAction((body: SiteInput) => api('/employee/savesite', body));
export const useDeleteSite = () => useSiteAction((_id: string) => api('/employee/deletesite', { _id }));
export const useAssignSites = () =>
  useSiteAction((body: AssignSitesBody) => api('/employee/assignsites', body));
