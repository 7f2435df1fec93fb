/**
 * hr corrects one person's day: check-in and check-out as local times in the organisation's time zone, the status
 * and a reason (required; it is kept on the record and in the audit log). An Absent day has no times.
 */
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import {
  adminAttendanceMessages,
  correctionBody,
  correctionStatuses,
  type DayRow,
  MAX_CORRECTION_REASON,
} from '../../../../shared/attendance-admin';
import { formatClock, localDateTime } from '../../../../shared/calendar';
import { humanize } from '../../../../shared/validation';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useCorrectAttendance } from './admin-attendance-api';

type Status = (typeof correctionStatuses)[number];
type CorrectionField = 'check_in_time' | 'check_out_time' | 'status' | 'reason';

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
  return (
    <Dialog open={Boolean(row)} onOpenChange={(open) => !open && onClose()}>
      {row && (
        <DialogContent
          title="Correct attendance"
          description={`${row.employee.name} · ${row.date}`}
          className="max-w-lg"
        >
          {/* Keyed by person and day, so reopening starts from the row as it is now. */}
          <CorrectionForm
            key={`${row.employee._id}:${row.date}`}
            row={row}
            timeZone={timeZone}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CorrectionForm({ row, timeZone, onDone }: { row: DayRow; timeZone: string; onDone: () => void }) {
  const [status, setStatus] = useState<Status>(initialStatus(row.status));
  const [checkIn, setCheckIn] = useState(localClock(row.check_in_time, timeZone));
  const [checkOut, setCheckOut] = useState(localClock(row.check_out_time, timeZone));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field?: CorrectionField; message: string } | null>(null);
  const correct = useCorrectAttendance();
  const absent = status === 'Absent';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = correctionBody.safeParse({
      employee_id: row.employee._id,
      date: row.date,
      check_in_time: absent ? null : checkIn || null,
      check_out_time: absent ? null : checkOut || null,
      status,
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({
        field: issue?.path[0] as CorrectionField,
        message: humanize(issue?.message ?? 'Invalid correction'),
      });
      return;
    }
    setProblem(null);
    correct.mutate(parsed.data, {
      onSuccess: (reply) => {
        toast.success(reply.message ?? adminAttendanceMessages.corrected);
        onDone();
      },
      onError: (error) => {
        setProblem({ message: humanize(error.message) });
        toast.error(humanize(error.message));
      },
    });
  };
  const invalid = (field: CorrectionField) => problem?.field === field || undefined;
  const describedBy = (field: CorrectionField) =>
    problem?.field === field ? 'correction-problem' : undefined;

  return (
    <form id="correction-form" className="mt-4 space-y-4" onSubmit={submit} noValidate>
      {row.submitted && (
        <p className="flex items-start gap-2 rounded-md bg-yellow-100 p-3 text-sm text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {row.employee.name} has submitted this month. The correction changes the submitted record.
        </p>
      )}
      <Field id="correction-status" label="Status" className="space-y-1">
        <NativeSelect
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          aria-invalid={invalid('status')}
        >
          {correctionStatuses.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="correction-in" label="Check In" className="space-y-1">
          <Input
            type="time"
            value={absent ? '' : checkIn}
            disabled={absent}
            onChange={(e) => setCheckIn(e.target.value)}
            aria-invalid={invalid('check_in_time')}
            aria-describedby={describedBy('check_in_time')}
          />
        </Field>
        <Field id="correction-out" label="Check Out" className="space-y-1">
          <Input
            type="time"
            value={absent ? '' : checkOut}
            disabled={absent}
            onChange={(e) => setCheckOut(e.target.value)}
            aria-invalid={invalid('check_out_time')}
            aria-describedby={describedBy('check_out_time')}
          />
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">
        Times are in the organisation&apos;s time zone ({timeZone}).
      </p>
      <Field id="correction-reason" label="Reason" className="space-y-1">
        <Textarea
          value={reason}
          maxLength={MAX_CORRECTION_REASON}
          placeholder="Why is this record being corrected?"
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={invalid('reason')}
          aria-describedby={describedBy('reason')}
        />
      </Field>
      {problem && (
        <p id="correction-problem" role="alert" className="text-sm font-medium text-destructive">
          {problem.message}
        </p>
      )}
      <DialogActions
        form="correction-form"
        action="Save"
        pendingAction="Saving..."
        pending={correct.isPending}
      />
    </form>
  );
}
