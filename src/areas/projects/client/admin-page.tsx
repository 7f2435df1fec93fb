/**
 * /projects/manage (issue 43): hr's projects (filtered by status and client) and clients, a tab each; one project
 * with its activities and members at `?project=<id>`, so it can be linked to and Back returns to the list.
 */
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { useTranslation } from '../../../client/lib/i18n';
import { ClientsCard } from './admin-clients';
import { ProjectsNav } from './admin-nav';
import { ProjectDetail } from './admin-project-detail';
import { ProjectsCard } from './admin-projects';

const tabs = ['projects', 'clients'] as const;
type Tab = (typeof tabs)[number];

export function ProjectAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project');
  const tab: Tab = params.get('tab') === 'clients' ? 'clients' : 'projects';
  return (
    <main className="space-y-6">
      <PageHeader title={t('projectAdmin.title')} description={t('projectAdmin.description')} />
      <ProjectsNav />
      {projectId ? (
        // Another project (Back, Forward) is a page of its own: nothing of the last one (a dialog) stays.
        <ProjectDetail key={projectId} id={projectId} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(next) =>
            setParams(next === 'clients' ? { tab: next } : {}, { preventScrollReset: true })
          }
        >
          <TabsList aria-label={t('projectAdmin.views')}>
            {tabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`projectAdmin.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="projects">
            <ProjectsCard />
          </TabsContent>
          <TabsContent value="clients">
            <ClientsCard />
          </TabsContent>
        </Tabs>
      )}
    </main>
  );
}
