import { PageHeader } from '../../components/layout/page-header';
import { useCan } from '../../components/layout/use-me';
import { Card, CardContent } from '../../components/ui/card';
import { ReviewList } from './review-list';

function useAudience() {
  return useCan()('approve:leave', 'any') ? 'everyone' : 'your direct reports';
}

/** /approval (rules §3): pending leave of the manager's direct reports (hr: everyone's). */
export function ApprovalsPage() {
  const audience = useAudience();
  return (
    <main className="space-y-6">
      <PageHeader title="Approvals" description={`Leave requests from ${audience} waiting for a decision.`} />
      <Card>
        <CardContent className="pt-5">
          <ReviewList
            statuses={['pending']}
            label="Leave requests waiting for a decision"
            emptyText="Nothing is waiting for your decision."
          />
        </CardContent>
      </Card>
    </main>
  );
}

/** /approvals/history: the decided requests of the same people, with who decided and when, latest first. */
export function ApprovalHistoryPage() {
  const audience = useAudience();
  return (
    <main className="space-y-6">
      <PageHeader
        title="Approval History"
        description={`Leave requests from ${audience} that have been approved or rejected.`}
      />
      <Card>
        <CardContent className="pt-5">
          <ReviewList statuses={['approved', 'rejected']} label="Decided leave requests" />
        </CardContent>
      </Card>
    </main>
  );
}
