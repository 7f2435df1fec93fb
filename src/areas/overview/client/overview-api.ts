import { useQuery } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';

/** Refreshed every minute while the page is open: people clock in all morning. */
export const useOverviewStats = () =>
  useQuery({
    queryKey: ['overview'],
    queryFn: () => api('/employee/getdashboardstats'),
    refetchInterval: 60_000,
  });
