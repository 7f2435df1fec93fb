/**
 * The timesheet's calls as hooks (issue 43): a person's week, saving, copying and submitting it, the running
 * timer, and the people whose weeks the caller may open. hr's screens and the reports keep theirs in admin-api.ts.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../client/components/layout/use-me';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { SaveTimesheetInput, Timesheet, TimesheetSaved } from '../contract';

/** Every timesheet read starts so; a decided or withdrawn request refreshes them all (lib/requests.ts). */
export const timesheetRoot = 'timesheet';
const weekKey = (week_start: string, employee_id?: string) =>
  [timesheetRoot, 'week', employee_id ?? 'mine', week_start] as const;

/** A person's week (the caller's own when `employee_id` is left out). */
const weekQuery = (week_start: string, employee_id?: string) => ({
  queryKey: weekKey(week_start, employee_id),
  queryFn: () => api('/employee/gettimesheet', { week_start, employee_id }),
});
export const useTimesheet = (week_start: string, employee_id?: string) =>
  useQuery({ ...weekQuery(week_start, employee_id), select: (reply) => reply.timesheet });

/**
 * An action answering the week as it now is, whole (copy, submit) or what it changed (save: the rows, what copying
 * would add, what one may do, laid over the week the screen read): that answer is the week's, and every other read
 * may have moved.
 */
function useWeekAction<T extends { week_start: string; employee_id?: string }>(
  call: (body: T) => Promise<{ message: string; timesheet: Timesheet | TimesheetSaved }>,
) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: async (body: T) => {
      const reply = await call(body);
      if ('days' in reply.timesheet) return { ...reply, timesheet: reply.timesheet };
      const { timesheet: read } = await queryClient.ensureQueryData(
        weekQuery(body.week_start, body.employee_id),
      );
      return { ...reply, timesheet: { ...read, ...reply.timesheet } };
    },
    onSuccess: (reply, body) => {
      queryClient.setQueryData(weekKey(body.week_start, body.employee_id), { timesheet: reply.timesheet });
      return queryClient.invalidateQueries({ queryKey: [timesheetRoot], refetchType: 'inactive' });
    },
  });
}

export const useSaveTimesheet = () =>
  useWeekAction((body: SaveTimesheetInput) => api('/employee/savetimesheet', body));
export const useCopyTimesheet = () =>
  useWeekAction((body: { week_start: string; employee_id?: string }) => api('/employee/copytimesheet', body));
export const useSubmitTimesheet = () =>
  useWeekAction((body: { week_start: string }) => api('/employee/submittimesheet', body));

const timerKey = [timesheetRoot, 'timer'] as const;

/** The caller's running timer, or null. */
export const useTimer = () =>
  useQuery({ queryKey: timerKey, queryFn: () => api('/employee/gettimer'), select: (r) => r.timer });

export function useStartTimer() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { project_id: string; activity_id: string }) => api('/employee/starttimer', body),
    onSuccess: (reply) => queryClient.setQueryData(timerKey, { timer: reply.timer }),
  });
}

export function useStopTimer() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => api('/employee/stoptimer'),
    onSuccess: () => {
      queryClient.setQueryData(timerKey, { timer: null });
      return queryClient.invalidateQueries({ queryKey: [timesheetRoot] });
    },
  });
}

export interface Person {
  _id: string;
  name: string;
}

/**
 * Whose weeks the caller may open besides their own: a line manager their team, a project's manager the members
 * of their projects, all of them, as the server names them (hr picks anyone with the employee search instead).
 * Sorted by name, each once.
 */
export function useOtherPeople(enabled: boolean): Person[] {
  const can = useCan();
  const team = useQuery({
    queryKey: [timesheetRoot, 'team'],
    queryFn: () => api('/employee/getteamtoday'),
    enabled: enabled && can('read:timesheet', 'team'),
  });
  const members = useQuery({
    queryKey: [timesheetRoot, 'people'],
    queryFn: () => api('/employee/gettimesheetpeople'),
    enabled,
  });
  const people = new Map<string, string>();
  for (const row of team.data?.attendance ?? []) people.set(row.employee._id, row.employee.name);
  for (const p of members.data?.people ?? []) people.set(p._id, p.name);
  return [...people].map(([_id, name]) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
