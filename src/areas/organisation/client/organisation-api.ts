/** hr's organisation lists (Settings → Organisation lists, issue 40), as TanStack Query hooks. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { AddOrgValueBody, RenameOrgValueBody } from '../contract';

const organisationKey = ['organisation'] as const;

export const useOrgValues = () =>
  useQuery({ queryKey: [...organisationKey, 'values'], queryFn: () => api('/employee/getorgvalues') });

/** Every change moves the choices the forms offer too. */
function useOrgAction<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKey }),
  });
}

export const useAddOrgValue = () =>
  useOrgAction((body: AddOrgValueBody) => api('/employee/addorgvalue', body));
export const useRenameOrgValue = () =>
  useOrgAction((body: RenameOrgValueBody) => api('/employee/renameorgvalue', body));
export const useMergeOrgValue = () =>
  useOrgAction((body: { _id: string; into: string }) => api('/employee/mergeorgvalue', body));
export const useRetireOrgValue = () =>
  useOrgAction((_id: string) => api('/employee/retireorgvalue', { _id }));
export const useRestoreOrgValue = () =>
  useOrgAction((_id: string) => api('/employee/restoreorgvalue', { _id }));
