import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsBody } from '../../../shared/settings';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

export const settingsKey = ['settings'] as const;

export const useSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => api('/employee/getsettings') });

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
