/**
 * The Clock In / Clock Out button (spec §4, rules §4): its state comes from today's record on the server,
 * so it survives a reload. Green Clock In, red Clock Out, then disabled with the day's times after check-out.
 * Offline, a punch waits on the device (rules §15) and the button moves on, saying the punch is queued. When the
 * location rule applies to the person, the punch takes the device's location first (said why before the
 * browser's own prompt); a queued punch keeps the location of its moment.
 */
import { Loader2, LogIn, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../client/components/ui/dialog';
import { ApiError } from '../../../client/lib/api';
import { useFormat } from '../../../client/lib/format';
import { currentPlace, locationGranted, rememberAsk } from '../../../client/lib/geolocation';
import { useTranslation } from '../../../client/lib/i18n';
import { useStoredSession } from '../../../client/lib/session';
import { useQueuedPunches } from '../../../client/lib/use-punch-queue';
import { useClock, useTodayAttendance } from './attendance-api';

/** Spec §9: attendance toasts last 3 s at the top right. */
export const attendanceToast = { duration: 3000, position: 'top-right' } as const;

/** What a failure says when the server gave no reason (a network failure): spec §7 on the dashboard, §8 on the page. */
export type ClockFallback = 'dashboard' | 'page';
const fallbackMessage = (where: ClockFallback, action: 'in' | 'out') =>
  where === 'page'
    ? 'attendance.updateFailed'
    : action === 'in'
      ? 'attendance.checkInFailed'
      : 'attendance.checkOutFailed';

export function ClockToggle({ where }: { where: ClockFallback }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const today = useTodayAttendance();
  const clock = useClock();
  const queued = useQueuedPunches().data ?? [];
  const [locating, setLocating] = useState(false);
  const [explaining, setExplaining] = useState(false);
  const employeeId = useStoredSession()?.userId;
  const ask = today.data?.ask_location;
  // Kept for the app opened offline, which cannot ask the server whether to take the location.
  useEffect(() => {
    if (ask !== undefined) rememberAsk(employeeId, ask);
  }, [ask, employeeId]);

  if (today.isPending) {
    return (
      <Button disabled className="min-w-36">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('common.loading')}
      </Button>
    );
  }
  // A failed refresh (offline) keeps the last answer: the button still works, and queues.
  if (!today.data) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {t('common.error', { message: today.error?.message ?? '' })}
      </p>
    );
  }

  const record = today.data.attendance;
  const waiting = (action: 'in' | 'out') => queued.some((p) => p.action === action);
  const checkedIn = Boolean(record?.check_in_time) || waiting('in');
  const checkedOut = Boolean(record?.check_out_time) || waiting('out');
  const action = checkedIn ? 'out' : 'in';
  const queuedNote = queued.length > 0 && (
    <p role="status" className="text-sm font-medium text-amber-700 dark:text-amber-400">
      {t('phoneClock.queued')}
    </p>
  );
  const punch = (place: Awaited<ReturnType<typeof currentPlace>>) =>
    clock.mutate(
      { action, place },
      {
        onSuccess: ({ queued: later }) =>
          later
            ? toast(t('phoneClock.queuedToast'), attendanceToast)
            : toast.success(
                t(action === 'in' ? 'attendance.checkedIn' : 'attendance.checkedOut'),
                attendanceToast,
              ),
        onError: (error) =>
          toast.error(
            error instanceof ApiError ? error.message : t(fallbackMessage(where, action)),
            attendanceToast,
          ),
      },
    );
  const locateAndPunch = async () => {
    setExplaining(false);
    setLocating(true);
    const place = await currentPlace().finally(() => setLocating(false));
    punch(place);
  };
  // The location is asked only when the rule applies to this person; the page says why before the browser asks.
  const run = async () => {
    if (!today.data?.ask_location) return punch(null);
    if (await locationGranted()) return locateAndPunch();
    setExplaining(true);
  };
  const busy = clock.isPending || locating;

  if (checkedOut) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Button variant="outline" disabled className="min-w-36">
          <LogOut className="h-4 w-4" aria-hidden /> {t('attendance.clockedOut')}
        </Button>
        {queuedNote || (
          <p className="text-sm text-muted-foreground">
            {t('attendance.dayDone', {
              in: f.time(record!.check_in_time, timeZone),
              out: f.time(record!.check_out_time, timeZone),
            })}
          </p>
        )}
      </div>
    );
  }

  const locked = today.data.submitted;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={checkedIn ? 'destructive' : 'success'}
        size="lg"
        className="min-w-36"
        disabled={busy || locked}
        onClick={run}
      >
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : checkedIn ? (
          <LogOut className="h-4 w-4" aria-hidden />
        ) : (
          <LogIn className="h-4 w-4" aria-hidden />
        )}
        {t(checkedIn ? 'attendance.clockOut' : 'attendance.clockIn')}
      </Button>
      <Dialog open={explaining} onOpenChange={setExplaining}>
        <DialogContent title={t('phoneClock.locationTitle')} description={t('phoneClock.locationAsk')}>
          <DialogActions
            action={t('phoneClock.locationContinue')}
            pendingAction={t('phoneClock.locationContinue')}
            pending={false}
            onAction={locateAndPunch}
            onCancel={() => setExplaining(false)}
          />
        </DialogContent>
      </Dialog>
      {queuedNote || (
        <p className="text-sm text-muted-foreground">
          {locked
            ? t('attendance.monthSubmitted')
            : checkedIn
              ? t('attendance.clockedInAt', { time: f.time(record!.check_in_time, timeZone) })
              : today.data.on_leave
                ? t('attendance.onLeaveToday')
                : t('attendance.notClockedIn')}
        </p>
      )}
    </div>
  );
}
