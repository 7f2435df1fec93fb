import { useQuery } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';

/** The database's backups (Settings → Backups; decision 022). */
export const useBackups = () =>
  useQuery({ queryKey: ['settings', 'backups'], queryFn: () => api('/employee/getbackups') });
