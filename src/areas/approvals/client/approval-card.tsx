/**
 * A request as its approver sees it: who asks what, beside what is there now, the steps so far, and Approve and
 * Reject with a note. hr deciding a step that is not theirs overrides it, and must say why.
 */
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { RequestDetails } from '../../../client/components/requests/request-details';
import { RequestTimeline } from '../../../client/components/requests/request-timeline';
import { RequestStatusBadge } from '../../../client/components/requests/status-badge';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { Field } from '../../../client/components/ui/field';
import { Textarea } from '../../../client/components/ui/textarea';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName, useOrgName } from '../../../client/lib/names';
import type { Approval } from '../schemas';

interface Props {
  request: Approval;
  onDecide: (status: 'approved' | 'rejected', note: string) => void;
  deciding: boolean;
  /** The note is required and was left empty. */
  noteMissing?: boolean;
  /** Ticked to be decided with others at once; absent where it cannot be. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

export function ApprovalCard({ request, onDecide, deciding, noteMissing, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const typeName = useLeaveTypeName();
  const f = useFormat();
  const timeZone = useTimeZone();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noting, setNoting] = useState(false);
  const name = request.employee.name;
  const { decide, override } = request.can;
  const acting = decide || override;
  const isLeave = request.kind === 'leave';
  return (
    <li data-request={request._id} className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {onSelect && (
          <Checkbox
            className="mt-1"
            checked={selected ?? false}
            onCheckedChange={onSelect}
            aria-label={t('approvals.selectRequest', {
              name,
              what: request.leave
                ? `${typeName(request.leave.leave_type)}, ${f.dateRange(request.leave.start_date, request.leave.end_date)}`
                : t(`approvals.kind.${request.kind}`),
            })}
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{name}</h3>
          <p className="text-sm text-muted-foreground">
            {[
              orgName('department', request.employee.department),
              t('approvals.askedOn', { when: f.instant(request.created_at, timeZone) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {request.rule && (
            <p className="text-sm text-muted-foreground">{t('approvals.byRule', { rule: request.rule })}</p>
          )}
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <RequestDetails request={request} />
      <details className="text-sm" open={request.steps.length > 1}>
        <summary className="cursor-pointer font-medium">{t('approvals.timeline')}</summary>
        <div className="pt-2">
          <RequestTimeline request={request} />
        </div>
      </details>
      {request.status === 'pending' && !acting && (
        <p className="text-sm text-muted-foreground">{t('approvals.waitingForOthers')}</p>
      )}
      {acting && (
        <div className="space-y-3">
          {override || noting || noteMissing ? (
            <Field
              id={noteId}
              label={t(override ? 'approvals.overrideNote' : 'leave.noteTo', { name })}
              hint={override ? t('approvals.overrideHint') : undefined}
              required={override}
              error={noteMissing ? t('errors.override_note') : undefined}
            >
              <Textarea
                value={note}
                rows={2}
                maxLength={500}
                autoFocus={noting}
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
          ) : (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setNoting(true)}>
              {t('leave.addNote')}
            </Button>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="success"
              disabled={deciding}
              aria-label={t(isLeave ? 'leave.approveFor' : 'approvals.approveFor', { name })}
              onClick={() => onDecide('approved', note)}
            >
              <Check className="h-4 w-4" aria-hidden />
              {t('leave.approve')}
            </Button>
            <Button
              variant="destructive"
              disabled={deciding}
              aria-label={t(isLeave ? 'leave.rejectFor' : 'approvals.rejectFor', { name })}
              onClick={() => onDecide('rejected', note)}
            >
              <X className="h-4 w-4" aria-hidden />
              {t('leave.reject')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
