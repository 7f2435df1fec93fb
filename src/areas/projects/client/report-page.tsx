/**
 * /projects/reports (issue 43): approved hours of a period by project, person, activity or client, with budget
 * used and utilisation; CSV and XLSX files of the same; a project's hours per week as a chart. hr sees everything,
 * a project's manager their projects, anyone else their own time: the server answers with what the reader may see.
 */
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { seriesVariables } from '../../../client/components/charts/chart-theme';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan, useTimeZone } from '../../../client/components/layout/use-me';
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
import { type ProjectReportQuery, projectReportQuery, type ReportGroup, reportGroups } from '../contract';
import { useProjectClients, useProjectList } from './admin-api';
import { ProjectsNav } from './admin-nav';
import { projectLabel } from './project-label';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

/** The projects a report may be narrowed to: the reader's first 200 (every project a small organisation has). */
const PROJECT_CHOICES = 200;

export function ProjectReportsPage() {
  const { t } = useTranslation();
  const everyone = useCan()('read:project', 'any');
  const today = localDate(new Date(), useTimeZone());
  const [query, setQuery] = useState<ProjectReportQuery>({
    from: addDays(today, -29),
    to: today,
    group_by: 'project',
  });
  const [person, setPerson] = useState<{ _id: string; name: string } | null>(null);
  const projects = useProjectList({ page: 1, pageSize: PROJECT_CHOICES });
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
  const choose = (id: string | undefined) => change({ project_id: id || undefined });
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
        <Field id="report-project" label={t('projectAdmin.project')}>
          <NativeSelect value={query.project_id ?? ''} onChange={(e) => choose(e.target.value)}>
            <option value="">{t('projectAdmin.allProjects')}</option>
            {projects.data?.projects.map((p) => (
              <option key={p._id} value={p._id}>
                {projectLabel(p)}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
              <>
                <p className="text-sm font-medium">{t('projectAdmin.person')}</p>
                <Button
                  variant="outline"
                  className="w-full justify-between"
                  aria-label={t('projectAdmin.stopPerson', { name: person.name })}
                  onClick={() => {
                    setPerson(null);
                    change({ employee_id: undefined });
                  }}
                >
                  {person.name} <X className="h-4 w-4" aria-hidden />
                </Button>
              </>
            ) : (
              <EmployeeCombobox
                label={t('projectAdmin.person')}
                selected={null}
                onSelect={(e) => {
                  if (!e) return;
                  setPerson({ _id: e._id, name: `${e.firstName} ${e.lastName}` });
                  change({ employee_id: e._id });
                }}
              />
            )}
          </div>
        )}
      </Card>
      <ReportTable query={query} valid={problem === null} />
      <ReportChart
        from={query.from}
        to={query.to}
        valid={problem === null}
        projects={projects.data?.projects ?? []}
        chosen={query.project_id}
        onChoose={choose}
      />
    </main>
  );
}
