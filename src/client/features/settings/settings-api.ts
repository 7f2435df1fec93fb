import { useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsBody } from '../../../shared/settings';
import { api } from '../../lib/api';
import { settingsKey } from '../../lib/queries';
import { useAction } from '../../lib/use-action';

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
