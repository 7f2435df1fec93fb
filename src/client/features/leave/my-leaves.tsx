import { useState } from 'react';
import toast from 'react-hot-toast';
import { leaveMessages, type MyLeave, pluralDays } from '../../../shared/leave';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ScrollArea } from '../../components/ui/scroll-area';
import { ErrorMessage, Loading } from '../../components/ui/status';
import { dateRange } from './format';
import { changeErrorText, useCancelLeave, useMyLeave } from './leave-api';
import { LeaveStatusBadge } from './leave-status-badge';

/** Spec §2 and §9: the 4 most recent requests, newest first by creation time, in a 400px scroll area. */
const SHOWN = 4;

export function MyLeavesCard() {
  const leave = useMyLeave();
  const [cancelling, setCancelling] = useState<MyLeave | null>(null);
  const recent = leave.data
    ? [...leave.data.leave].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, SHOWN)
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Leaves</CardTitle>
      </CardHeader>
      <CardContent>
        <ScrollArea className="h-[400px] pr-3" aria-label="My leave requests">
          {leave.isPending ? (
            <Loading />
          ) : leave.isError ? (
            <ErrorMessage message={leave.error.message} />
          ) : recent.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{leaveMessages.noRecords}</p>
          ) : (
            <ul className="space-y-3">
              {recent.map((item) => (
                <LeaveItem key={item._id} item={item} onCancel={() => setCancelling(item)} />
              ))}
            </ul>
          )}
        </ScrollArea>
      </CardContent>
      <CancelDialog leave={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}

function LeaveItem({ item, onCancel }: { item: MyLeave; onCancel: () => void }) {
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">{item.leavetype.trim()}</p>
        <LeaveStatusBadge status={item.status} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {item.leave_type} · {dateRange(item.start_date, item.end_date)} ·{' '}
        {pluralDays(item.working_days, 'working day')}
      </p>
      {item.decision_note && <p className="mt-1 text-sm">Note: {item.decision_note}</p>}
      {item.status === 'pending' && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onCancel}>
          Cancel request<span className="sr-only"> for {item.leavetype.trim()}</span>
        </Button>
      )}
    </li>
  );
}

function CancelDialog({ leave, onClose }: { leave: MyLeave | null; onClose: () => void }) {
  const cancel = useCancelLeave();
  const confirm = () => {
    if (!leave) return;
    cancel.mutate(leave._id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
      onError: (error) => toast.error(changeErrorText(error, 'Network error while cancelling the request')),
    });
  };
  return (
    <ConfirmDialog
      open={Boolean(leave)}
      onClose={onClose}
      title="Cancel this leave request?"
      description={
        leave
          ? `${leave.leavetype.trim()}, ${dateRange(leave.start_date, leave.end_date)}. Your manager will no longer see it.`
          : undefined
      }
      cancel="Keep request"
      action="Cancel request"
      pendingAction="Cancelling..."
      pending={cancel.isPending}
      onAction={confirm}
    />
  );
}
