/**
 * Spec §2 month detail: every day of the month so far, sorted by date, with Submit Attendance for the current
 * month. Submitting really locks the month (rules §4), after which the button gives way to "Submitted".
 */
import { ArrowLeft, CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { StatusPill } from '../../../client/components/status-pill';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../../client/components/ui/dialog';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { ApiError } from '../../../client/lib/api';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrganisationMonths } from '../../../client/lib/months';
import { useMonthAttendance, useSubmitAttendance } from './attendance-api';
import { AttendanceTable, Cell } from './attendance-table';
import { attendanceToast } from './clock-toggle';

interface Props {
  month: string;
  backLabel: string;
  onBack: () => void;
}

export function MonthDetail({ month, backLabel, onBack }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const records = useMonthAttendance(month);
  const months = useOrganisationMonths();
  const isCurrent = month === months.current();
  const workedText = (day: Day) => {
    const minutes = workedMinutes(day);
    return minutes === null ? '' : f.duration(minutes);
  };
  return (
    <section aria-labelledby="month-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> {backLabel}
          </Button>
          <h2 id="month-title" className="text-lg font-semibold">
            {t('attendance.attendanceFor', { month: months.label(month) })}
          </h2>
        </div>
        {isCurrent &&
          records.data &&
          (records.data.submitted ? (
            <Badge tone="green" className="gap-1 px-3 py-1 text-sm">
              <CheckCircle2 className="h-4 w-4" aria-hidden /> {t('attendance.submitted')}
            </Badge>
          ) : (
            <SubmitMonth month={month} />
          ))}
      </div>
      {records.isPending ? (
        <Loading label={t('attendance.loadingRecords')} />
      ) : records.isError ? (
        <ErrorMessage message={records.error.message} />
      ) : records.data.attendance.length === 0 ? (
        <p className="py-6 text-sm text-muted-foreground">{t('attendance.noRecords')}</p>
      ) : (
        <>
          <p className="text-sm font-medium">
            {t('attendance.workedInMonth', {
              month: months.label(month),
              time: f.duration(
                records.data.attendance.reduce((sum, day) => sum + (workedMinutes(day) ?? 0), 0),
              ),
            })}
          </p>
          <AttendanceTable
            caption={t('attendance.daysOf', { month: months.label(month) })}
            head={[
              t('attendance.date'),
              t('attendance.checkIn'),
              t('attendance.checkOut'),
              t('attendance.worked'),
              t('attendance.status'),
            ]}
          >
            {records.data.attendance.map((day) => (
              <tr key={day._id}>
                <Cell className="font-medium sm:whitespace-nowrap">
                  {f.date(day.date)}{' '}
                  <span className="block font-normal text-muted-foreground sm:inline">
                    {f.weekday(day.date)}
                  </span>
                </Cell>
                <Cell className="sm:whitespace-nowrap">{f.time(day.check_in_time, timeZone)}</Cell>
                <Cell className="sm:whitespace-nowrap">{f.time(day.check_out_time, timeZone)}</Cell>
                <Cell className="sm:whitespace-nowrap">{workedText(day)}</Cell>
                <Cell>
                  <StatusPill status={day.status} />
                </Cell>
              </tr>
            ))}
          </AttendanceTable>
        </>
      )}
    </section>
  );
}

/** The minutes from a day's check-in to its check-out; null while either is missing. */
type Day = { check_in_time: string | null; check_out_time: string | null };

function workedMinutes(day: Day) {
  if (!day.check_in_time || !day.check_out_time) return null;
  return (Date.parse(day.check_out_time) - Date.parse(day.check_in_time)) / 60_000;
}

function SubmitMonth({ month }: { month: string }) {
  const { t } = useTranslation();
  const months = useOrganisationMonths();
  const [open, setOpen] = useState(false);
  const submit = useSubmitAttendance();
  const confirm = () =>
    submit.mutate(month, {
      onSuccess: () => {
        toast.success(t('attendance.submittedToast'), attendanceToast);
        setOpen(false);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.message : t('attendance.submitFailed'),
          attendanceToast,
        ),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Send className="h-4 w-4" aria-hidden /> {t('attendance.submit')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('attendance.confirmSubmission')}
        description={`${t('attendance.confirmText', { month: months.label(month) })} ${t(
          month === months.current() ? 'attendance.lockToToday' : 'attendance.lockWholeMonth',
        )}`}
      >
        <DialogActions
          action={t('attendance.confirmSubmission')}
          pendingAction={t('common.submitting')}
          pending={submit.isPending}
          onAction={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
