import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import type { AuditQuery } from '../schemas';

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: ['audit', query],
    queryFn: () => api('/employee/getauditlog', query),
    placeholderData: keepPreviousData,
  });
