import { useState } from 'react';
import toast from 'react-hot-toast';
import { usePartText, useWorkingDaysText } from '../../../client/components/requests/leave-lines';
import { RequestTimeline } from '../../../client/components/requests/request-timeline';
import { RequestStatusBadge } from '../../../client/components/requests/status-badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { ScrollArea } from '../../../client/components/ui/scroll-area';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useMyRequests } from '../../../client/lib/requests';
import type { Approval } from '../../approvals/contract';
import type { MyLeave } from '../schemas';
import { changeErrorText, useCancelLeave, useMyLeave } from './leave-api';

/** Spec §2 and §9: the 4 most recent requests, newest first by creation time, in a 400px scroll area. */
const SHOWN = 4;

export function MyLeavesCard() {
  const { t } = useTranslation();
  const leave = useMyLeave();
  const requests = useMyRequests('leave');
  const progress = new Map(requests.data?.requests.map((r) => [r.leave?._id, r]));
  const [cancelling, setCancelling] = useState<MyLeave | null>(null);
  const recent = leave.data
    ? [...leave.data.leave].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, SHOWN)
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('leave.mine')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ScrollArea className="h-[400px] pr-3" aria-label={t('leave.myRequests')}>
          {leave.isPending ? (
            <Loading />
          ) : leave.isError ? (
            <ErrorMessage message={leave.error.message} />
          ) : recent.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('leave.noRecords')}</p>
          ) : (
            <ul className="space-y-3">
              {recent.map((item) => (
                <LeaveItem
                  key={item._id}
                  item={item}
                  request={progress.get(item._id)}
                  onCancel={() => setCancelling(item)}
                />
              ))}
            </ul>
          )}
        </ScrollArea>
      </CardContent>
      <CancelDialog leave={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}

function LeaveItem({ item, request, onCancel }: { item: MyLeave; request?: Approval; onCancel: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const part = usePartText()(item);
  const workingDaysText = useWorkingDaysText();
  const typeName = useLeaveTypeName();
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">{item.leavetype.trim()}</p>
        <RequestStatusBadge status={item.status} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {typeName(item.leave_type)} · {f.dateRange(item.start_date, item.end_date)}
        {part && ` (${part})`} · {workingDaysText(item.working_days)}
      </p>
      {item.decision_note && <p className="mt-1 text-sm">{t('leave.note', { note: item.decision_note })}</p>}
      {request && (request.steps.length > 1 || item.status === 'pending') && (
        <details className="mt-2 text-sm" open={item.status === 'pending' && request.steps.length > 1}>
          <summary className="cursor-pointer font-medium">{t('approvals.timeline')}</summary>
          <div className="pt-2">
            <RequestTimeline request={request} />
          </div>
        </details>
      )}
      {item.status === 'pending' && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onCancel}>
          {t('leave.cancelRequest')}
          <span className="sr-only"> {t('leave.forReason', { reason: item.leavetype.trim() })}</span>
        </Button>
      )}
    </li>
  );
}

function CancelDialog({ leave, onClose }: { leave: MyLeave | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const cancel = useCancelLeave();
  const confirm = () => {
    if (!leave) return;
    cancel.mutate(leave._id, {
      onSuccess: () => {
        toast.success(t('leave.cancelled'));
        onClose();
      },
      onError: (error) => toast.error(changeErrorText(error, t('leave.cancelNetwork'))),
    });
  };
  return (
    <ConfirmDialog
      open={Boolean(leave)}
      onClose={onClose}
      title={t('leave.cancelTitle')}
      description={
        leave
          ? t('leave.cancelText', {
              reason: leave.leavetype.trim(),
              dates: f.dateRange(leave.start_date, leave.end_date),
            })
          : undefined
      }
      cancel={t('leave.keepRequest')}
      action={t('leave.cancelRequest')}
      pendingAction={t('leave.cancelling')}
      pending={cancel.isPending}
      onAction={confirm}
    />
  );
}
