import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { LeaveLines } from '../../../client/components/requests/leave-lines';
import { RequestStatusBadge, statusKeys } from '../../../client/components/requests/status-badge';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { Textarea } from '../../../client/components/ui/textarea';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useStoredSession } from '../../../client/lib/session';
import { MAX_REASON_LENGTH, type TeamLeave } from '../schemas';

interface Props {
  leave: TeamLeave;
  /** Approve and reject buttons, for pending requests the viewer may decide; the note is optional. */
  onDecide?: (status: 'approved' | 'rejected', note: string) => void;
  deciding?: boolean;
}

/** A request as deciders see it: who, when, how long, why, and what it does to the balance. */
export function LeaveRequestCard({ leave, onDecide, deciding }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const name = leave.employee_id.name;
  const canDecide = Boolean(onDecide) && leave.can.decide;
  // A pending request the viewer may not decide is their own, or waits for another approver's step.
  const own = leave.employee_id._id === useStoredSession()?.userId;
  const waiting = leave.status === 'pending' && !leave.can.decide;
  const { balance } = leave;
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const noteField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (noting) noteField.current?.focus();
  }, [noting]);
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border border-border bg-card p-4">
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold">{name}</h2>
        <LeaveLines
          start={leave.start_date}
          end={leave.end_date}
          days={leave.days}
          workingDays={leave.working_days}
          type={leave.leave_type}
          reason={leave.leavetype}
          balance={leave.status === 'pending' ? balance : null}
          parts={leave}
        />
        {leave.decided_by && leave.decided_at && (
          <p className="text-sm text-muted-foreground">
            {t('leave.decidedBy', {
              status:
                leave.status in statusKeys
                  ? t(statusKeys[leave.status as keyof typeof statusKeys])
                  : leave.status,
              name: leave.decided_by.name,
              when: f.instant(leave.decided_at, timeZone),
            })}
          </p>
        )}
        {leave.decision_note && <p className="text-sm">{t('leave.note', { note: leave.decision_note })}</p>}
        {waiting && onDecide && (
          <p className="text-sm text-muted-foreground">
            {t(own ? 'leave.ownRequest' : 'approvals.waitingForOthers')}
          </p>
        )}
        {canDecide &&
          (noting ? (
            <Field id={noteId} label={t('leave.noteTo', { name })} className="space-y-1 pt-1">
              <Textarea
                ref={noteField}
                value={note}
                maxLength={MAX_REASON_LENGTH}
                rows={2}
                placeholder={t('leave.notePlaceholder')}
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
          ) : (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setNoting(true)}>
              {t('leave.addNote')}
            </Button>
          ))}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-3">
        <RequestStatusBadge status={leave.status} />
        {canDecide && (
          <div className="flex gap-2">
            <Button
              variant="success"
              size="icon"
              aria-label={t('leave.approveFor', { name })}
              title={t('leave.approve')}
              disabled={deciding}
              onClick={() => onDecide?.('approved', note)}
            >
              <Check className="h-5 w-5" aria-hidden />
            </Button>
            <Button
              variant="destructive"
              size="icon"
              aria-label={t('leave.rejectFor', { name })}
              title={t('leave.reject')}
              disabled={deciding}
              onClick={() => onDecide?.('rejected', note)}
            >
              <X className="h-5 w-5" aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
