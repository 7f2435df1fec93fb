import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Pagination, pageCount } from '../../../client/components/ui/pagination';
import { ScrollArea } from '../../../client/components/ui/scroll-area';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useTranslation } from '../../../client/lib/i18n';
import type { LeaveDecision, LeaveStatus } from '../schemas';
import { changeErrorText, useDecideLeave, useReviewList } from './leave-api';
import { LeaveRequestCard } from './leave-request-card';

interface Props {
  statuses: readonly LeaveStatus[];
  /** Names the scrolling list for screen readers. */
  label: string;
  emptyText?: string;
}

/** A 60vh list of request cards (spec §9), a numbered page at a time; pending cards carry approve and reject. */
export function ReviewList({ statuses, label, emptyText }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useReviewList(statuses, page);
  const decide = useDecideLeave();
  const pages = list.data ? pageCount(list.data) : 1;
  // Deciding the last request of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  const onDecide = (id: string, status: LeaveDecision, note: string) =>
    decide.mutate(
      { _id: id, status, ...(note.trim() ? { decision_note: note.trim() } : {}) },
      {
        onSuccess: () => toast.success(t(status === 'approved' ? 'leave.approved' : 'leave.rejected')),
        onError: (error) =>
          toast.error(
            <span>
              {t(status === 'approved' ? 'leave.approveFailed' : 'leave.rejectFailed')}
              <span className="block text-sm">{changeErrorText(error, t('common.networkError'))}</span>
            </span>,
          ),
      },
    );

  if (!ready(list)) return queryStatus(list);
  const items = list.data.approvedLeaves;
  return (
    <div className="space-y-3">
      {/* Keyed by the page, so a new page starts at its top. */}
      <ScrollArea key={page} className="h-[60vh] pr-3" aria-label={label}>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {emptyText ?? t('leave.noRecords')}
          </p>
        ) : (
          <ul className="space-y-3">
            {items.map((leave) => (
              <LeaveRequestCard
                key={leave._id}
                leave={leave}
                onDecide={(status, note) => onDecide(leave._id, status, note)}
                deciding={decide.isPending && decide.variables?._id === leave._id}
              />
            ))}
          </ul>
        )}
      </ScrollArea>
      {pages > 1 && <Pagination page={page} pages={pages} onPage={setPage} label={t('leave.reviewPages')} />}
    </div>
  );
}
