/**
 * /approval: every request waiting for the viewer's decision, grouped by kind (leave, attendance corrections,
 * profile changes), filtered and decided one by one or several at once; below it the viewer's own stand-ins when
 * they approve something, and for hr the stand-ins in force; /approvals/history: the ended requests they took part
 * in (hr: everyone's), filtered the same way.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan } from '../../../client/components/layout/use-me';
import { RequestItem } from '../../../client/components/requests/my-requests';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Pagination, pageCount } from '../../../client/components/ui/pagination';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { ApiError } from '../../../client/lib/api';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type Approval, requestKinds } from '../schemas';
import { ApprovalCard } from './approval-card';
import { ApprovalFiltersBar, useApprovalFilters } from './approval-filters';
import { useApprovals, useDecide } from './approvals-api';
import { BulkDecideBar, decidable } from './bulk-decide';
import { MyStandIns } from './my-stand-ins';
import { StandInsList } from './stand-ins-list';

export function ApprovalsPage() {
  const can = useCan();
  return <Requests view="inbox">{can('update:delegation', 'any') && <StandInsList />}</Requests>;
}

export function ApprovalHistoryPage() {
  return <Requests view="history" />;
}

/** The spec's leave toasts when a leave request ends; else what became of the request. */
function decidedToast(request: Approval) {
  if (request.status === 'pending') return 'approvals.stepDone' as const;
  if (request.kind === 'leave')
    return request.status === 'approved' ? ('leave.approved' as const) : ('leave.rejected' as const);
  return request.status === 'approved' ? ('approvals.approved' as const) : ('approvals.rejected' as const);
}

function Requests({ view, children }: { view: 'inbox' | 'history'; children?: ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  const filtering = useApprovalFilters();
  const { filters } = filtering;
  const [page, setPage] = useState(1);
  const list = useApprovals(view, page, filters);
  const decide = useDecide();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selectAll = useRef<HTMLInputElement | null>(null);
  const inbox = view === 'inbox';
  const pages = list.data ? pageCount(list.data) : 1;
  // Deciding the last request of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  // Other filters show other requests, from their first page; a ticked card no longer shown is not decided.
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filters
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [filterKey]);
  const shownIds = list.data?.requests.map((r) => r._id).join() ?? '';
  useEffect(() => {
    const shown = new Set(shownIds.split(','));
    setSelected((current) => {
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [shownIds]);
  // A notification's link (`?request=`): its card is scrolled to and takes the focus.
  const wanted = filters.request;
  useEffect(() => {
    if (!wanted || !shownIds.includes(wanted)) return;
    const card = document.querySelector<HTMLElement>(`[data-request="${wanted}"]`);
    if (!card) return;
    card.tabIndex = -1;
    card.scrollIntoView?.({ block: 'center' });
    card.focus();
  }, [wanted, shownIds]);
  const header = (
    <>
      <PageHeader
        title={t(inbox ? 'nav.approvals' : 'nav.approvalHistory')}
        description={t(inbox ? 'approvals.inboxDescription' : 'approvals.historyDescription')}
      />
      {wanted ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          {t('approvals.oneRequest')}
          <Button variant="outline" size="sm" onClick={() => filtering.change({ request: '' })}>
            {t(inbox ? 'approvals.showAllWaiting' : 'approvals.showAllDecided')}
          </Button>
        </p>
      ) : (
        <ApprovalFiltersBar {...filtering} />
      )}
    </>
  );
  if (!ready(list))
    return (
      <main className="space-y-6">
        {header}
        {queryStatus(list)}
        {children}
      </main>
    );

  const items = list.data.requests;
  const total = list.data.total;
  const choosable = inbox ? items.filter(decidable) : [];
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onDecide = (request: Approval, status: 'approved' | 'rejected', note: string) =>
    decide.mutate(
      { _id: request._id, status, note: note.trim() || null },
      {
        onSuccess: ({ data }) => toast.success(t(decidedToast(data), { name: data.employee.name })),
        onError: (error) => toast.error(error.message),
      },
    );
  const noteMissing = (id: string) =>
    decide.error instanceof ApiError && decide.error.code === 'override_note' && decide.variables?._id === id;

  return (
    <main className="space-y-6">
      {header}
      {items.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-sm text-muted-foreground">
            {t(
              filtering.active
                ? 'approvals.noneMatch'
                : inbox
                  ? 'approvals.nothingWaiting'
                  : 'approvals.nothingDecided',
            )}
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(inbox ? 'approvals.waitingCount' : 'approvals.decidedCount', {
              count: total,
              n: f.number(total),
            })}
          </p>
          {choosable.length > 1 && (
            <BulkDecideBar
              requests={choosable}
              selected={selected}
              onSelect={setSelected}
              selectAllRef={selectAll}
            />
          )}
          {requestKinds.map((kind) => {
            const group = items.filter((r) => r.kind === kind);
            if (group.length === 0) return null;
            return (
              <Card key={kind}>
                <CardHeader>
                  <CardTitle>{t(`approvals.kind.${kind}`)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-3">
                    {group.map((request) =>
                      inbox ? (
                        <ApprovalCard
                          key={request._id}
                          request={request}
                          deciding={decide.isPending && decide.variables?._id === request._id}
                          noteMissing={noteMissing(request._id)}
                          onDecide={(status, note) => onDecide(request, status, note)}
                          {...(choosable.length > 1 &&
                            decidable(request) && {
                              selected: selected.has(request._id),
                              onSelect: (on: boolean) => select(request._id, on),
                            })}
                        />
                      ) : (
                        <RequestItem key={request._id} request={request} withPerson />
                      ),
                    )}
                  </ul>
                </CardContent>
              </Card>
            );
          })}
          {pages > 1 && (
            <Pagination page={page} pages={pages} onPage={setPage} label={t('approvals.pages')} />
          )}
        </>
      )}
      {/* My own stand-ins, below the inbox, for whoever approves something (the inbox's reply says so). */}
      {inbox && list.data.approver && <MyStandIns />}
      {children}
    </main>
  );
}
