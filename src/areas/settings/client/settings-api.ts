import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { settingsKey } from '../../../client/lib/queries';
import { useAction } from '../../../client/lib/use-action';
import type { CountryCode } from '../../../shared/country-profiles';
import type { UpdatePreferencesBody } from '../../../shared/preferences';
import type { AdoptLeavePresetBody, UpdateSettingsBody } from '../schemas';

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

/** hr adopts a leave preset: its missing types are added to the saved settings at once (audited). */
export function useAdoptLeavePreset() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: AdoptLeavePresetBody) => api('/employee/adoptleavepreset', body),
    onSuccess: (reply) => queryClient.setQueryData(settingsKey, reply.settings),
  });
}

/** hr applies a country profile's defaults (one audited change on the server); `me` carries the country. */
export function useApplyCountryProfile() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (country: CountryCode) => api('/employee/applycountryprofile', { country }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      queryClient.invalidateQueries({ queryKey: ['me'] });
    },
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

/** The signed-in person's language, calendar, digits and sharing; `me` carries them. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: UpdatePreferencesBody) => api('/employee/updatepreferences', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
