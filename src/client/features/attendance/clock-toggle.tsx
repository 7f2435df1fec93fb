/**
 * The Clock In / Clock Out button (spec §4, rules §4): its state comes from today's record on the server,
 * so it survives a reload. Green Clock In, red Clock Out, then disabled with the day's times after check-out.
 */
import { Loader2, LogIn, LogOut } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTimeZone } from '../../components/layout/use-me';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useClock, useTodayAttendance } from './attendance-api';
import { formatTime } from './format';

/** Spec §9: attendance toasts last 3 s at the top right. */
export const attendanceToast = { duration: 3000, position: 'top-right' } as const;

/** What a failure says when the server gave no reason (a network failure): spec §7 on the dashboard, §8 on the page. */
export type ClockFallback = 'dashboard' | 'page';
const fallbackMessage = (where: ClockFallback, action: 'in' | 'out') =>
  where === 'page'
    ? 'Failed to update attendance. Please try again.'
    : action === 'in'
      ? 'Check-in failed'
      : 'Check-out failed';

export function ClockToggle({ where }: { where: ClockFallback }) {
  const timeZone = useTimeZone();
  const today = useTodayAttendance();
  const clock = useClock();

  if (today.isPending) {
    return (
      <Button disabled className="min-w-36">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading...
      </Button>
    );
  }
  if (today.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        Error: {today.error.message}
      </p>
    );
  }

  const record = today.data.attendance;
  const checkedIn = Boolean(record?.check_in_time);
  const checkedOut = Boolean(record?.check_out_time);
  const action = checkedIn ? 'out' : 'in';
  const run = () =>
    clock.mutate(action, {
      onSuccess: (reply) => toast.success(reply.message, attendanceToast),
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.message : fallbackMessage(where, action),
          attendanceToast,
        ),
    });

  if (checkedOut) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Button variant="outline" disabled className="min-w-36">
          <LogOut className="h-4 w-4" aria-hidden /> Clocked Out
        </Button>
        <p className="text-sm text-muted-foreground">
          In {formatTime(record!.check_in_time, timeZone)} · Out{' '}
          {formatTime(record!.check_out_time, timeZone)}. See you tomorrow.
        </p>
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
        disabled={clock.isPending || locked}
        onClick={run}
      >
        {clock.isPending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : checkedIn ? (
          <LogOut className="h-4 w-4" aria-hidden />
        ) : (
          <LogIn className="h-4 w-4" aria-hidden />
        )}
        {checkedIn ? 'Clock Out' : 'Clock In'}
      </Button>
      <p className="text-sm text-muted-foreground">
        {locked
          ? 'This month’s attendance has been submitted.'
          : checkedIn
            ? `Clocked in at ${formatTime(record!.check_in_time, timeZone)}.`
            : today.data.on_leave
              ? 'You are on approved leave today.'
              : 'You have not clocked in today.'}
      </p>
    </div>
  );
}
