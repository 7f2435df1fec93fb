/** The team calendar's reads (rules §13). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarQuery } from '../../../shared/team-calendar';
import { api } from '../../lib/api';

export const useTeamCalendar = (query: CalendarQuery) =>
  useQuery({
    queryKey: ['calendar', query],
    queryFn: () => api('/employee/getcalendar', query),
    placeholderData: keepPreviousData,
  });

/** The organisation's leave types, for the type filter (the balance lists every type). */
export const useLeaveTypeNames = (enabled: boolean) =>
  useQuery({
    queryKey: ['calendar', 'leave-types'],
    queryFn: async () => (await api('/employee/getleavebalance', {})).balances.map((b) => b.leave_type),
    enabled,
  });
