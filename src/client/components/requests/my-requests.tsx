/**
 * The signed-in person's requests of one kind (their corrections, their profile changes): each with what it asks,
 * its steps, and Withdraw while nobody has ended it. Empty, loading and error states included.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Approval, RequestKind } from '../../../areas/approvals/contract';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useOrgName } from '../../lib/names';
import { useCancelRequest, useMyRequests } from '../../lib/requests';
import { useTimeZone } from '../layout/use-me';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { queryStatus, ready } from '../ui/status';
import { RequestDetails } from './request-details';
import { RequestTimeline } from './request-timeline';
import { RequestStatusBadge } from './status-badge';

export function MyRequests({ kind, emptyText }: { kind: RequestKind; emptyText: string }) {
  const { t } = useTranslation();
  const requests = useMyRequests(kind);
  const [withdrawing, setWithdrawing] = useState<Approval | null>(null);
  const cancel = useCancelRequest();
  if (!ready(requests)) return queryStatus(requests);
  const list = requests.data.requests;
  return (
    <>
      {list.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((request) => (
            <RequestItem key={request._id} request={request} onWithdraw={() => setWithdrawing(request)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(withdrawing)}
        onClose={() => setWithdrawing(null)}
        title={t('approvals.withdrawTitle')}
        description={t('approvals.withdrawText')}
        cancel={t('approvals.keep')}
        action={t('approvals.withdraw')}
        pendingAction={t('approvals.withdrawing')}
        pending={cancel.isPending}
        onAction={() =>
          withdrawing &&
          cancel.mutate(withdrawing._id, {
            onSuccess: () => {
              toast.success(t('approvals.withdrawn'));
              setWithdrawing(null);
            },
          })
        }
      />
    </>
  );
}

/** One of my requests: when asked, its status, what it asks, its steps. */
/**
 * One request as a list shows it: when it was asked, what, and its timeline; `withPerson` names whose it is and
 * their department (an approver's history), which one's own list leaves out.
 */
export function RequestItem({
  request,
  onWithdraw,
  withPerson = false,
}: {
  request: Approval;
  onWithdraw?: () => void;
  withPerson?: boolean;
}) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const timeZone = useTimeZone();
  return (
    <li data-request={request._id} className="space-y-3 rounded-lg border border-border p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {withPerson && <h3 className="font-semibold">{request.employee.name}</h3>}
          <p className="text-sm text-muted-foreground">
            {[
              withPerson && orgName('department', request.employee.department),
              t('approvals.askedOn', { when: f.instant(request.created_at, timeZone) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <RequestDetails request={request} />
      <RequestTimeline request={request} />
      {request.can.cancel && onWithdraw && (
        <Button variant="outline" size="sm" onClick={onWithdraw}>
          {t('approvals.withdraw')}
        </Button>
      )}
    </li>
  );
}
