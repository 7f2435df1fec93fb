import { useQuery } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';

export const useAnalytics = () =>
  useQuery({ queryKey: ['analytics'], queryFn: () => api('/employee/getanalytics') });
