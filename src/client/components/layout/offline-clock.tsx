/**
 * The app opened offline (rules §15): the signed-in screens need the server, but clocking in must not. The
 * person chooses Clock In or Clock Out (what the server last said is not kept on the device); the punch waits in
 * the queue with this moment's time and goes out when the browser is back online, when the page loads by itself.
 */
import { LogIn, LogOut, WifiOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { useFormat } from '../../lib/format';
import { offlinePlace } from '../../lib/geolocation';
import { useTranslation } from '../../lib/i18n';
import { newPunch, type PunchAction, queuePunch } from '../../lib/punch-queue';
import { useStoredSession } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { useQueuedPunches } from '../../lib/use-punch-queue';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

// Offline the organisation's settings are out of reach: a waiting punch's time is the device's, in its own zone.
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function OfflineClock() {
  const { t } = useTranslation();
  const f = useFormat();
  const employeeId = useStoredSession()?.userId;
  const queued = useQueuedPunches();
  const keep = useAction({
    mutationFn: async (action: PunchAction) => {
      // The location rule's check needs where the punch was made (rules §15), when it applied to this person.
      const place = await offlinePlace(employeeId);
      if (!(await queuePunch(newPunch(employeeId!, action, place)))) throw new Error(t('errors.offline'));
    },
    onSuccess: () => {
      toast(t('phoneClock.queuedToast'), { duration: 3000, position: 'top-right' });
      return queued.refetch();
    },
    onError: (error) => toast.error(error.message),
  });
  const waiting = queued.data ?? [];
  const has = (action: PunchAction) => waiting.some((p) => p.action === action);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <WifiOff className="h-5 w-5 text-muted-foreground" aria-hidden /> {t('phoneClock.offlineTitle')}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{t('phoneClock.offlineIntro')}</p>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap gap-3">
            <Button
              variant="success"
              size="lg"
              disabled={keep.isPending || has('in') || has('out')}
              onClick={() => keep.mutate('in')}
            >
              <LogIn className="h-4 w-4" aria-hidden /> {t('attendance.clockIn')}
            </Button>
            <Button
              variant="destructive"
              size="lg"
              disabled={keep.isPending || has('out')}
              onClick={() => keep.mutate('out')}
            >
              <LogOut className="h-4 w-4" aria-hidden /> {t('attendance.clockOut')}
            </Button>
          </div>
          {waiting.length > 0 && (
            // Which punch waits, and when it was made, so nobody punches twice (issue 44, item 10).
            <div role="status">
              <ul className="space-y-1 text-sm font-medium text-amber-700 dark:text-amber-400">
                {waiting.map((p) => (
                  <li key={p.punch_id}>
                    {t('phoneClock.waitingPunch', {
                      action: t(p.action === 'in' ? 'attendance.clockIn' : 'attendance.clockOut'),
                      time: f.time(p.device_time, deviceZone),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
