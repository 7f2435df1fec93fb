import { PageHeader } from '../../../client/components/layout/page-header';
import { Card, CardContent } from '../../../client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { useTranslation } from '../../../client/lib/i18n';
import { ReviewList } from './review-list';

const tabs = ['pending', 'approved', 'rejected'] as const;

/** Spec §2's Leave Approval Dashboard (/admin/leave, hr): everyone's requests by status. */
export function AdminLeavePage() {
  const { t } = useTranslation();
  return (
    <main className="space-y-6">
      <PageHeader title={t('leave.adminTitle')} description={t('leave.adminDescription')} />
      <Card>
        <CardContent className="pt-5">
          <Tabs defaultValue="pending">
            <TabsList aria-label={t('leave.byStatus')}>
              {tabs.map((status) => (
                <TabsTrigger key={status} value={status}>
                  {t(`leave.status.${status}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((status) => (
              <TabsContent key={status} value={status}>
                <ReviewList statuses={[status]} label={t(`leave.requestsOf.${status}`)} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
