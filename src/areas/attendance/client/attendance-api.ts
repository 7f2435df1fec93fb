/**
 * Attendance calls as TanStack Query hooks. Read failures become the texts of spec §8 (shown as `Error: …`);
 * clock and submit failures keep the server's own reason for the toast.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../client/lib/api';
import { uploadForm } from '../../../client/lib/files';
import type { Place } from '../../../client/lib/geolocation';
import { i18next } from '../../../client/lib/i18n';
import {
  flushPunches,
  newPunch,
  queuedPunches,
  queuePunch,
  sendPunch,
  worthQueueing,
} from '../../../client/lib/punch-queue';
import { useInvalidateRequests } from '../../../client/lib/requests';
import { useStoredSession } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import { queuedKey, reportFlush } from '../../../client/lib/use-punch-queue';
import type { CorrectionRequestInput } from '../../approvals/contract';
import type { EmployeeDocument } from '../../documents/contract';
import { attendanceMessages } from '../schemas';

const root = 'attendance';
/** Calls `call`, turning an error reply into `onReply(error)` and anything else into `otherwise`. */
async function fetching<T>(call: () => Promise<T>, onReply: (e: ApiError) => string, otherwise: string) {
  try {
    return await call();
  } catch (error) {
    throw new Error(error instanceof ApiError ? onReply(error) : otherwise, { cause: error });
  }
}

function useOwnId() {
  return useStoredSession()?.userId;
}

export function useTodayAttendance() {
  const employee_id = useOwnId();
  return useQuery({
    queryKey: [root, employee_id, 'today'],
    queryFn: () => api('/employee/gettodayattendance', { employee_id }),
    enabled: Boolean(employee_id),
    // The day changes at local midnight; a minute's lag is fine for the button.
    refetchInterval: 60_000,
  });
}

/** The counts of `month` (yyyy-mm), or of the current month when omitted. */
export function useAttendanceSummary(month?: string) {
  const employee_id = useOwnId();
  return useQuery({
    queryKey: [root, employee_id, 'summary', month ?? 'current'],
    queryFn: () =>
      fetching(
        () => api('/employee/getAttendanceSummary', { employee_id, month }),
        () => i18next.t('attendance.summaryFailed'),
        i18next.t('attendance.summaryError'),
      ),
    enabled: Boolean(employee_id),
  });
}

export function useMonthAttendance(month: string) {
  const employee_id = useOwnId();
  return useQuery({
    queryKey: [root, employee_id, 'month', month],
    queryFn: async () => {
      const reply = await fetching(
        () => api('/employee/getmyattendance', { employee_id, month }),
        (e) => i18next.t('attendance.recordsFailed', { message: e.message }),
        i18next.t('attendance.dataError'),
      );
      if (reply.message !== attendanceMessages.retrieved) throw new Error(i18next.t('attendance.unexpected'));
      return reply;
    },
    enabled: Boolean(employee_id),
  });
}

export function useAttendanceHistory() {
  const employee_id = useOwnId();
  return useQuery({
    queryKey: [root, employee_id, 'history'],
    queryFn: () =>
      fetching(
        () => api('/employee/getAttendanceHistory', { employee_id }),
        (e) => i18next.t('attendance.historyFailed', { message: e.message }),
        i18next.t('attendance.dataError'),
      ),
    enabled: Boolean(employee_id),
  });
}

/**
 * Clock in or out; every attendance view refetches afterwards, whatever the outcome. A punch that cannot reach
 * the server is kept on the device and sent later (rules §15): `queued` says so. Punches already waiting go
 * first, so an offline Clock In is never overtaken by the Clock Out made after it.
 */
export function useClock() {
  const employee_id = useOwnId();
  const queryClient = useQueryClient();
  return useAction({
    /** The place is the device's at the press, when the location rule asked for it (rules §15). */
    mutationFn: async (input: 'in' | 'out' | { action: 'in' | 'out'; place: Place | null }) => {
      const { action, place } = typeof input === 'string' ? { action: input, place: null } : input;
      const punch = newPunch(employee_id!, action, place);
      const flushed = await flushPunches(employee_id);
      reportFlush(flushed);
      if ((await queuedPunches(employee_id)).length > 0 && (await queuePunch(punch))) return { queued: true };
      try {
        await sendPunch(punch);
        return { queued: false };
      } catch (error) {
        if (worthQueueing(error) && (await queuePunch(punch))) return { queued: true };
        throw error;
      }
    },
    // A queued punch changes only the queue: refetching the rest offline would swap what is shown for errors.
    onSettled: (result) =>
      queryClient.invalidateQueries({ queryKey: result?.queued ? queuedKey(employee_id) : [root] }),
  });
}

export function useSubmitAttendance() {
  const employee_id = useOwnId();
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (month: string) => api('/employee/submitattendance', { employee_id, month }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [root] }),
  });
}

/**
 * Ask for a day of one's own attendance to be corrected, with a supporting document when one is chosen (uploaded
 * first, then attached); the day changes only once approved.
 */
export function useRequestCorrection() {
  const invalidate = useInvalidateRequests();
  return useAction({
    mutationFn: async ({ body, file }: { body: CorrectionRequestInput; file: File | null }) => {
      const attachment = file
        ? await uploadForm<EmployeeDocument>('/employee/uploadattachment', {}, file)
        : null;
      return api('/employee/requestcorrection', { ...body, attachment_id: attachment?._id ?? null });
    },
    onSuccess: invalidate,
  });
}
