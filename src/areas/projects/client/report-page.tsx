/**
 * /projects/reports (issue 43): approved hours of a period by project, person, activity or client, with budget
 * used and utilisation; CSV and XLSX files of the same; a project's hours per week as a chart. A project or a
 * person is found by typing (either list may be long). hr sees everything,
 * a project's manager their projects, anyone else their own time: the server answers with what the reader may see.
 */
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { seriesVariables } from '../../../client/components/charts/chart-theme';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan, useMe, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { cn } from '../../../client/lib/cn';
import { downloadFile } from '../../../client/lib/files';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import { addDays, localDate } from '../../../shared/calendar';
import {
  type ProjectReportQuery,
  type ProjectSummary,
  projectReportQuery,
  type ReportGroup,
  reportGroups,
} from '../contract';
import { useProjectClients, useProjectList } from './admin-api';
import { ProjectsNav } from './admin-nav';
import { ProjectCombobox } from './project-combobox';
import { projectLabel } from './project-label';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

export function ProjectReportsPage() {
  const { t } = useTranslation();
  const everyone = useCan()('read:project', 'any');
  // The last 30 days of the organisation's calendar until the reader picks days: counted at each render, and asked
  // of the server once the organisation's time zone (in `me`) is known, not by the browser's.
  const zoneKnown = useMe().data !== undefined;
  const today = localDate(new Date(), useTimeZone());
  const [asked, setQuery] = useState<Partial<ProjectReportQuery>>({ group_by: 'project' });
  const [person, setPerson] = useState<{ _id: string; name: string } | null>(null);
  const [project, setProject] = useState<Pick<ProjectSummary, '_id' | 'code' | 'name'> | null>(null);
  const query = {
    from: addDays(today, -29),
    to: today,
    group_by: 'project',
    ...asked,
    project_id: project?._id,
    employee_id: person?._id,
  } as ProjectReportQuery;
  // The chart shows the chosen project, else the reader's first.
  const first = useProjectList({ page: 1, pageSize: 1 });
  const clients = useProjectClients(true);
  const change = (patch: Partial<ProjectReportQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const checked = projectReportQuery.safeParse(query);
  const problem = checked.success ? null : say(checked.error.issues[0]?.message ?? '');
  const [downloading, setDownloading] = useState(false);
  const download = (format: 'csv' | 'xlsx') => {
    setDownloading(true);
    downloadFile(
      '/employee/exportprojectreport',
      { ...query, format },
      `project-report-${query.group_by}-${query.from}-${query.to}.${format}`,
    )
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setDownloading(false));
  };
  return (
    <main className={cn('space-y-6', seriesVariables)}>
      <PageHeader
        title={t('projectAdmin.reportsTitle')}
        description={t(everyone ? 'projectAdmin.reportsHintAll' : 'projectAdmin.reportsHintOwn')}
        actions={(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={downloading || problem !== null}
            onClick={() => download(format)}
          >
            <Download className="h-4 w-4" aria-hidden /> {t(`projectAdmin.download.${format}`)}
          </Button>
        ))}
      />
      <ProjectsNav />
      <Card className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="report-from" label={t('projectAdmin.from')}>
          <DateInput value={query.from} required onChange={(from) => from && change({ from })} />
        </Field>
        <Field id="report-to" label={t('projectAdmin.to')} error={problem ?? undefined}>
          <DateInput value={query.to} required onChange={(to) => to && change({ to })} />
        </Field>
        <Field id="report-group" label={t('projectAdmin.groupBy')}>
          <NativeSelect
            value={query.group_by}
            onChange={(e) => change({ group_by: e.target.value as ReportGroup })}
          >
            {reportGroups.map((group) => (
              <option key={group} value={group}>
                {t(`projectAdmin.groups.${group}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="space-y-2">
          {project ? (
            <Chosen
              label={t('projectAdmin.project')}
              name={projectLabel(project)}
              stop={t('projectAdmin.stopProject', { name: projectLabel(project) })}
              onStop={() => setProject(null)}
            />
          ) : (
            <ProjectCombobox
              label={t('projectAdmin.project')}
              placeholder={t('projectAdmin.allProjects')}
              onSelect={setProject}
            />
          )}
        </div>
        <Field id="report-client" label={t('projectAdmin.client')}>
          <NativeSelect
            value={query.client_id ?? ''}
            onChange={(e) => change({ client_id: e.target.value || undefined })}
          >
            <option value="">{t('projectAdmin.allClients')}</option>
            {clients.data?.clients.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {everyone && (
          <div className="space-y-2">
            {person ? (
              <Chosen
                label={t('projectAdmin.person')}
                name={person.name}
                stop={t('projectAdmin.stopPerson', { name: person.name })}
                onStop={() => setPerson(null)}
              />
            ) : (
              <EmployeeCombobox
                label={t('projectAdmin.person')}
                selected={null}
                onSelect={(e) => {
                  if (e) setPerson({ _id: e._id, name: `${e.firstName} ${e.lastName}` });
                }}
              />
            )}
          </div>
        )}
      </Card>
      {zoneKnown && (
        <>
          <ReportTable query={query} valid={problem === null} />
          <ReportChart
            from={query.from}
            to={query.to}
            valid={problem === null}
            project={project ?? first.data?.projects[0]}
          />
        </>
      )}
    </main>
  );
}

/** A filter's choice, and the button that lets it go (its name says so, with the choice's own). */
function Chosen({
  label,
  name,
  stop,
  onStop,
}: {
  label: string;
  name: string;
  stop: string;
  onStop: () => void;
}) {
  return (
    <>
      <p className="text-sm font-medium">{label}</p>
      <Button variant="outline" className="w-full justify-between" aria-label={stop} onClick={onStop}>
        {name} <X className="h-4 w-4" aria-hidden />
      </Button>
    </>
  );
}
