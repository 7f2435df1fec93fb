/**
 * hr corrects one person's day: check-in and check-out as local times in the organisation's time zone, the status
 * and a reason (required; it is kept on the record and in the audit log). An Absent day has no times.
 */
import { AlertTriangle } from 'lucide-react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { dayStatusKeys } from '../../../../client/components/status-pill';
import { fieldsFor, useZodForm } from '../../../../client/components/ui/form';
import { FormDialog } from '../../../../client/components/ui/form-dialog';
import { useFormat } from '../../../../client/lib/format';
import { useTranslation } from '../../../../client/lib/i18n';
import { formatClock, localDateTime } from '../../../../shared/calendar';
import { humanize } from '../../../../shared/validation';
import {
  type CorrectionBody,
  correctionBody,
  correctionStatuses,
  type DayRow,
  MAX_CORRECTION_REASON,
} from '../../admin-schemas';
import { useCorrectAttendance } from './admin-attendance-api';

type Status = (typeof correctionStatuses)[number];

/** `09:05` in the organisation's time zone, or empty. */
function localClock(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return formatClock(localDateTime(new Date(iso), timeZone).minutes);
}

const initialStatus = (status: DayRow['status']): Status =>
  (correctionStatuses as readonly string[]).includes(status) ? (status as Status) : 'Present';

interface Props {
  row: DayRow | null;
  timeZone: string;
  onClose: () => void;
}

export function CorrectionDialog({ row, timeZone, onClose }: Props) {
  // Keyed by person and day, so reopening starts from the row as it is now.
  return (
    row && (
      <CorrectionForm
        key={`${row.employee._id}:${row.date}`}
        row={row}
        timeZone={timeZone}
        onDone={onClose}
      />
    )
  );
}

/** The form's values are what the inputs hold; empty times (and any time of an Absent day) are sent as null. */
const schema = z.preprocess((values) => {
  const v = values as Record<string, unknown>;
  const absent = v.status === 'Absent';
  return {
    ...v,
    check_in_time: absent ? null : v.check_in_time || null,
    check_out_time: absent ? null : v.check_out_time || null,
  };
}, correctionBody);
type Values = {
  employee_id: string;
  date: string;
  status: Status;
  check_in_time: string;
  check_out_time: string;
  reason: string;
};
const { TextField, TextAreaField, SelectField } = fieldsFor<Values>();

function CorrectionForm({ row, timeZone, onDone }: { row: DayRow; timeZone: string; onDone: () => void }) {
  const form = useZodForm<typeof schema, Values>(schema, {
    employee_id: row.employee._id,
    date: row.date,
    status: initialStatus(row.status),
    check_in_time: localClock(row.check_in_time, timeZone),
    check_out_time: localClock(row.check_out_time, timeZone),
    reason: '',
  });
  const { t } = useTranslation();
  const f = useFormat();
  const correct = useCorrectAttendance();
  const absent = form.watch('status') === 'Absent';

  const submit = (body: CorrectionBody) =>
    correct.mutate(body, {
      onSuccess: () => {
        toast.success(t('attendance.correctedToast'));
        onDone();
      },
      onError: (error) => toast.error(humanize(error.message)),
    });

  return (
    <FormDialog
      onOpenChange={(open) => open || onDone()}
      title={t('attendance.correctTitle')}
      description={`${row.employee.name} · ${f.date(row.date)}`}
      className="max-w-lg"
      form={form}
      id="correction-form"
      onSubmit={submit}
      refusal={correct.error}
      action={t('common.save')}
      pendingAction={t('common.saving')}
      pending={correct.isPending}
    >
      {row.submitted && (
        <p className="flex items-start gap-2 rounded-md bg-yellow-100 p-3 text-sm text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('attendance.submittedWarning', { name: row.employee.name })}
        </p>
      )}
      <SelectField
        name="status"
        label={t('attendance.status')}
        options={correctionStatuses.map((s) => ({ value: s, label: t(dayStatusKeys[s]) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="check_in_time" label={t('attendance.checkIn')} type="time" disabled={absent} />
        <TextField name="check_out_time" label={t('attendance.checkOut')} type="time" disabled={absent} />
      </div>
      <p className="text-xs text-muted-foreground">{t('attendance.timesIn', { zone: timeZone })}</p>
      <TextAreaField
        name="reason"
        label={t('attendance.reason')}
        maxLength={MAX_CORRECTION_REASON}
        placeholder={t('attendance.reasonPlaceholder')}
      />
    </FormDialog>
  );
}
