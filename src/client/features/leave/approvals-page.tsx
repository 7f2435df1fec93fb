import { PageHeader } from '../../components/layout/page-header';
import { useCan } from '../../components/layout/use-me';
import { Card, CardContent } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n';
import { ReviewList } from './review-list';

function useAudience() {
  const { t } = useTranslation();
  return t(useCan()('approve:leave', 'any') ? 'leave.everyone' : 'leave.directReports');
}

/** /approval (rules §3): pending leave of the manager's direct reports (hr: everyone's). */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const audience = useAudience();
  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.approvals')} description={t('leave.waitingFrom', { audience })} />
      <Card>
        <CardContent className="pt-5">
          <ReviewList
            statuses={['pending']}
            label={t('leave.waiting')}
            emptyText={t('leave.nothingWaiting')}
          />
        </CardContent>
      </Card>
    </main>
  );
}

/** /approvals/history: the decided requests of the same people, with who decided and when, latest first. */
export function ApprovalHistoryPage() {
  const { t } = useTranslation();
  const audience = useAudience();
  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.approvalHistory')} description={t('leave.decidedFrom', { audience })} />
      <Card>
        <CardContent className="pt-5">
          <ReviewList statuses={['approved', 'rejected']} label={t('leave.decided')} />
        </CardContent>
      </Card>
    </main>
  );
}
