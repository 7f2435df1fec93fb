import { PageHeader } from '../../components/layout/page-header';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ReviewList } from './review-list';

const tabs = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** Spec §2's Leave Approval Dashboard (/admin/leave, hr): everyone's requests by status. */
export function AdminLeavePage() {
  return (
    <main className="space-y-6">
      <PageHeader
        title="Leave Approval Dashboard"
        description="Review leave requests from across the organisation."
      />
      <Card>
        <CardContent className="pt-5">
          <Tabs defaultValue="pending">
            <TabsList aria-label="Leave requests by status">
              {tabs.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                <ReviewList statuses={[t.value]} label={`${t.label} leave requests`} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
