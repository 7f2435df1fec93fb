import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '../../../shared/audit';
import { api } from '../../lib/api';

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: ['audit', query],
    queryFn: () => api('/employee/getauditlog', query),
    placeholderData: keepPreviousData,
  });
