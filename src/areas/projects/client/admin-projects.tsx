/**
 * hr's projects (issue 43): the list, filtered by status, client and words of the code or name, a page at a time;
 * each opens with its activities and members; add, edit, archive and restore here.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { Pagination, pageCount } from '../../../client/components/ui/pagination';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { hideOnPhone, Table, TableRow } from '../../../client/components/ui/table';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useDebounced } from '../../../client/lib/use-debounced';
import type { ProjectStatus, ProjectSummary } from '../contract';
import { useArchiveProject, useProjectClients, useProjectList } from './admin-api';
import { decimalHours } from './admin-hours';
import { ProjectDialog } from './admin-project-dialog';
import { EditArchiveButtons } from './edit-archive-buttons';

const PAGE_SIZE = 25;

export function ProjectsCard() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ProjectStatus | ''>('active');
  const [clientId, setClientId] = useState('');
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(words.trim(), 250);
  const clients = useProjectClients(true);
  const projects = useProjectList({
    ...(status ? { status } : {}),
    ...(clientId ? { client_id: clientId } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<ProjectSummary | 'new' | null>(null);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('projectAdmin.projectsTitle')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('projectAdmin.projectsHint')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden /> {t('projectAdmin.addProject')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id="projects-status" label={t('projectAdmin.status')}>
            <NativeSelect
              value={status}
              onChange={(e) => filter(setStatus)(e.target.value as ProjectStatus | '')}
            >
              <option value="active">{t('projectAdmin.statuses.active')}</option>
              <option value="archived">{t('projectAdmin.statuses.archived')}</option>
              <option value="">{t('common.all')}</option>
            </NativeSelect>
          </Field>
          <Field id="projects-client" label={t('projectAdmin.client')}>
            <NativeSelect value={clientId} onChange={(e) => filter(setClientId)(e.target.value)}>
              <option value="">{t('projectAdmin.allClients')}</option>
              {clients.data?.clients.map((client) => (
                <option key={client._id} value={client._id}>
                  {client.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="projects-search" label={t('projectAdmin.search')}>
            <Input
              type="search"
              value={words}
              placeholder={t('projectAdmin.searchPlaceholder')}
              onChange={(e) => filter(setWords)(e.target.value)}
            />
          </Field>
        </div>
        {!ready(projects) ? (
          queryStatus(projects)
        ) : projects.data.projects.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {clientId || q || status === 'archived'
              ? t('projectAdmin.noMatches')
              : t('projectAdmin.noProjects')}
          </p>
        ) : (
          <>
            <ProjectTable projects={projects.data.projects} onEdit={setEditing} />
            <Pagination
              page={page}
              pages={pageCount(projects.data)}
              onPage={setPage}
              label={t('projectAdmin.pages')}
            />
          </>
        )}
      </CardContent>
      {editing && <ProjectDialog project={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function ProjectTable({
  projects,
  onEdit,
}: {
  projects: ProjectSummary[];
  onEdit: (project: ProjectSummary) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const archive = useArchiveProject();
  const setArchived = (project: ProjectSummary, on: boolean) =>
    archive.mutate(
      { _id: project._id, archived: on },
      {
        onSuccess: () =>
          toast.success(t(on ? 'projectAdmin.projectArchived' : 'projectAdmin.projectRestored')),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Table
      label={t('projectAdmin.projectsTitle')}
      columns={[
        { label: t('projectAdmin.project') },
        { label: t('projectAdmin.client'), wide: true },
        { label: t('projectAdmin.manager'), wide: true },
        { label: t('projectAdmin.dates'), wide: true },
        { label: t('projectAdmin.hoursOfBudget'), numeric: true },
        { label: t('projectAdmin.members'), numeric: true, wide: true },
        { label: t('projectAdmin.status') },
        {},
      ]}
    >
      {projects.map((project) => (
        <TableRow key={project._id}>
          <td className="py-2 pr-3">
            <Link
              to={`?project=${project._id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              <span className="font-mono">{project.code}</span> {project.name}
            </Link>
          </td>
          <td className={`py-2 pr-3 ${hideOnPhone}`}>{project.client?.name ?? '—'}</td>
          <td className={`py-2 pr-3 ${hideOnPhone}`}>{project.manager?.name ?? '—'}</td>
          <td className={`py-2 pr-3 ${hideOnPhone}`}>
            {project.end_date
              ? f.dateRange(project.start_date, project.end_date)
              : t('projectAdmin.fromDate', { date: f.date(project.start_date) })}
          </td>
          <td className="py-2 pr-3 text-right tabular-nums">
            {project.budget_minutes === null
              ? decimalHours(f, project.approved_minutes)
              : t('projectAdmin.hoursOf', {
                  hours: decimalHours(f, project.approved_minutes),
                  budget: decimalHours(f, project.budget_minutes),
                })}
          </td>
          <td className={`py-2 pr-3 text-right tabular-nums ${hideOnPhone}`}>{f.number(project.members)}</td>
          <td className="py-2 pr-3">
            <Badge tone={project.status === 'active' ? 'green' : 'neutral'}>
              {t(`projectAdmin.statuses.${project.status}`)}
            </Badge>
          </td>
          <td className="py-2">
            <EditArchiveButtons
              name={project.name}
              archived={project.status !== 'active'}
              pending={archive.isPending}
              onEdit={() => onEdit(project)}
              onArchive={(on) => setArchived(project, on)}
            />
          </td>
        </TableRow>
      ))}
    </Table>
  );
}
