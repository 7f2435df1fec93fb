import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { settingsKey } from '../../../client/lib/queries';
import { useAction } from '../../../client/lib/use-action';
import type { RuleInput } from '../../../shared/approvals';
import type { StoredNotificationPreferences } from '../../../shared/notifications';
import type { UpdatePreferencesBody } from '../../../shared/preferences';
import type { UpdateSettingsBody } from '../schemas';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: UpdateSettingsBody) => api('/employee/updatesettings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The company name, currency and time zone shown everywhere come from `me`.
      queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

const rulesKey = ['settings', 'approval-rules'] as const;

/** hr's approval rules (Settings → Approvals). */
export const useApprovalRules = () =>
  useQuery({ queryKey: rulesKey, queryFn: () => api('/employee/getapprovalrules') });

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: RuleInput) => api('/employee/saveapprovalrule', body),
    onSuccess: (reply) => queryClient.setQueryData(rulesKey, reply),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => api('/employee/deleteapprovalrule', { _id: id }),
    onSuccess: (reply) => queryClient.setQueryData(rulesKey, reply),
  });
}

/** The departments people are in, for the cover minimums (the directory lists them). */
export const useDepartments = () =>
  useQuery({
    queryKey: ['settings', 'departments'],
    queryFn: async () => (await api('/employee/getdirectory', { pageSize: 1 })).departments,
  });

/** hr records leave credits again from a past day (a background job; Settings → Leave types). */
export function useRunAccrual() {
  return useAction({ mutationFn: (from: string) => api('/employee/runleaveaccrual', { from }) });
}

/** The database's backups (Settings → Backups; decision 022). */
export const useBackups = () =>
  useQuery({ queryKey: ['settings', 'backups'], queryFn: () => api('/employee/getbackups') });

const jobsKey = ['settings', 'jobs'] as const;

/** The job queue's counts and the jobs that failed every attempt (hr). */
export const useJobs = () => useQuery({ queryKey: jobsKey, queryFn: () => api('/employee/getjobs') });

/** Queues one failed job, or all of them, again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (which: { _id: string } | { all: true }) => api('/employee/retryjob', which),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

const notificationPreferencesKey = ['notifications', 'preferences'] as const;

/** How the signed-in person hears of each event (rules §11). */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: () => api('/employee/getnotificationpreferences'),
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (patch: StoredNotificationPreferences) =>
      api('/employee/updatenotificationpreferences', patch),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}

/** The signed-in person's language, calendar, digits and sharing; `me` carries them. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: UpdatePreferencesBody) => api('/employee/updatepreferences', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
