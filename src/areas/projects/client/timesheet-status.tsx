/**
 * Where a week stands: its status, and what that means: waiting for approval (withdraw it to change it), approved
 * and locked, or rejected with the approver's note (change it and submit it again).
 */
import toast from 'react-hot-toast';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Badge, type BadgeTone } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useCancelRequest } from '../../../client/lib/requests';
import type { Timesheet, TimesheetStatus } from '../contract';

const tones: Record<TimesheetStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`timesheet.status.${status}`)}</Badge>;
}

export function TimesheetStatusNote({ week }: { week: Timesheet }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const withdraw = useCancelRequest();
  const when = (iso: string | null) => (iso ? f.instant(iso, timeZone) : '');
  const lines: string[] = [];
  // What to do next only to whoever may do it: the approver reading the week is not told to withdraw it.
  if (week.status === 'submitted')
    lines.push(
      t(week.can.withdraw ? 'timesheet.waiting' : 'timesheet.waitingOthers', {
        when: when(week.submitted_at),
      }),
    );
  if (week.status === 'approved') lines.push(t('timesheet.approvedNote', { when: when(week.decided_at) }));
  if (week.status === 'rejected')
    lines.push(
      t(week.can.edit ? 'timesheet.rejectedNote' : 'timesheet.rejectedOthers', {
        when: when(week.decided_at),
      }),
    );
  if (week.note && week.status !== 'draft') lines.push(t('timesheet.approverNote', { note: week.note }));
  const request = week.request;
  if (lines.length === 0) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border bg-muted/40 p-3 text-sm"
    >
      <div className="min-w-0 space-y-1">
        {lines.map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
      </div>
      {week.can.withdraw && request && (
        <Button
          variant="outline"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(request._id, {
              onSuccess: () => toast.success(t('timesheet.withdrawn')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {withdraw.isPending ? t('timesheet.withdrawing') : t('timesheet.withdraw')}
        </Button>
      )}
    </div>
  );
}
