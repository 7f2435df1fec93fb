import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReply } from '../../../shared/analytics';
import { api } from '../../lib/api';

export const useAnalytics = () =>
  useQuery({ queryKey: ['analytics'], queryFn: () => api<AnalyticsReply>('/employee/getanalytics') });
