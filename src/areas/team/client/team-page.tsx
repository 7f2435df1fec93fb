/** /team (rules §13): the colleague directory, the org chart, and a manager's team today. */

import { Link } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { useTranslation } from '../../../client/lib/i18n';
import { Directory } from './directory';
import { OrgChart } from './org-chart';
import { TeamToday } from './team-today';

export function TeamPage() {
  const { t } = useTranslation();
  const can = useCan();
  const leads = can('read:attendance', 'team');
  return (
    <main className="space-y-6">
      <PageHeader
        title={t('team.title')}
        description={t('team.description')}
        actions={
          (leads || can('read:attendance', 'any')) && (
            <Button asChild variant="outline">
              <Link to="/roster">{t('nav.roster')}</Link>
            </Button>
          )
        }
      />
      <Tabs defaultValue="directory">
        <TabsList aria-label={t('team.views')}>
          <TabsTrigger value="directory">{t('team.directory')}</TabsTrigger>
          <TabsTrigger value="chart">{t('team.chart')}</TabsTrigger>
          {leads && <TabsTrigger value="today">{t('team.today')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="directory">
          <Directory />
        </TabsContent>
        <TabsContent value="chart">
          <OrgChart />
        </TabsContent>
        {leads && (
          <TabsContent value="today">
            <TeamToday />
          </TabsContent>
        )}
      </Tabs>
    </main>
  );
}
