/**
 * Spec §2 month detail: every day of the month so far, sorted by date, with Submit Attendance for the current
 * month. Submitting really locks the month (rules §4), after which the button gives way to "Submitted".
 */
import { ArrowLeft, CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTimeZone } from '../../components/layout/use-me';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { ErrorMessage, Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { useMonthAttendance, useSubmitAttendance } from './attendance-api';
import { AttendanceTable, Cell } from './attendance-table';
import { attendanceToast } from './clock-toggle';
import { currentMonth, formatTime, weekdayOf } from './format';
import { StatusPill } from './status-pill';

interface Props {
  month: string;
  backLabel: 'Back' | 'Back to Months';
  onBack: () => void;
}

export function MonthDetail({ month, backLabel, onBack }: Props) {
  const timeZone = useTimeZone();
  const records = useMonthAttendance(month);
  const isCurrent = month === currentMonth(timeZone);
  return (
    <section aria-labelledby="month-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> {backLabel}
          </Button>
          <h2 id="month-title" className="text-lg font-semibold">
            Attendance for {month}
          </h2>
        </div>
        {isCurrent &&
          records.data &&
          (records.data.submitted ? (
            <Badge tone="green" className="gap-1 px-3 py-1 text-sm">
              <CheckCircle2 className="h-4 w-4" aria-hidden /> Submitted
            </Badge>
          ) : (
            <SubmitMonth month={month} />
          ))}
      </div>
      {records.isPending ? (
        <Loading label="Loading attendance records..." />
      ) : records.isError ? (
        <ErrorMessage message={records.error.message} />
      ) : records.data.attendance.length === 0 ? (
        <p className="py-6 text-sm text-muted-foreground">No attendance records for this month yet.</p>
      ) : (
        <AttendanceTable caption={`Days of ${month}`} head={['Date', 'Check In', 'Check Out', 'Status']}>
          {records.data.attendance.map((day) => (
            <tr key={day._id}>
              <Cell className="font-medium whitespace-nowrap">
                {day.date}{' '}
                <span className="block font-normal text-muted-foreground sm:inline">
                  {weekdayOf(day.date)}
                </span>
              </Cell>
              <Cell className="sm:whitespace-nowrap">{formatTime(day.check_in_time, timeZone)}</Cell>
              <Cell className="sm:whitespace-nowrap">{formatTime(day.check_out_time, timeZone)}</Cell>
              <Cell>
                <StatusPill status={day.status} />
              </Cell>
            </tr>
          ))}
        </AttendanceTable>
      )}
    </section>
  );
}

function SubmitMonth({ month }: { month: string }) {
  const timeZone = useTimeZone();
  const [open, setOpen] = useState(false);
  const submit = useSubmitAttendance();
  const confirm = () =>
    submit.mutate(month, {
      onSuccess: (reply) => {
        toast.success(reply.message, attendanceToast);
        setOpen(false);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.message : 'Failed to submit attendance. Please try again.',
          attendanceToast,
        ),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Send className="h-4 w-4" aria-hidden /> Submit Attendance
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Confirm Submission"
        description={
          <>
            Are you sure you want to submit your attendance for {month}? This action cannot be undone.{' '}
            {month === currentMonth(timeZone)
              ? 'The days up to today will be locked; the days left in the month can still be recorded.'
              : 'Every day of the month will be locked.'}
          </>
        }
      >
        <DialogActions
          action="Confirm Submission"
          pendingAction="Submitting..."
          pending={submit.isPending}
          onAction={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
