/**
 * One project for hr (issue 43): what it is, its approved hours against the budget, and its activities and
 * members. Edit, archive or restore it; delete it only while no time is logged on it.
 */
import { Archive, ArrowLeft, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useStillShown } from '../../../client/lib/use-action';
import type { ProjectDetail as Detail } from '../contract';
import { ActivitiesCard } from './admin-activities';
import { useArchiveProject, useDeleteProject, useProject } from './admin-api';
import { decimalHours } from './admin-hours';
import { MembersCard } from './admin-members';
import { ProjectDialog } from './admin-project-dialog';

export function ProjectDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const project = useProject(id);
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/projects/manage">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('projectAdmin.backToProjects')}
        </Link>
      </Button>
      {!ready(project) ? (
        queryStatus(project)
      ) : (
        <>
          <Summary project={project.data.project} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ActivitiesCard project={project.data.project} />
            <MembersCard project={project.data.project} />
          </div>
        </>
      )}
    </div>
  );
}

function Summary({ project }: { project: Detail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const archive = useArchiveProject();
  const remove = useDeleteProject();
  const shown = useStillShown();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const active = project.status === 'active';
  const refused = (error: Error) => toast.error(error.message);
  const facts: [string, string][] = [
    [t('projectAdmin.client'), project.client?.name ?? t('projectAdmin.noClient')],
    [t('projectAdmin.manager'), project.manager?.name ?? t('projectAdmin.noManager')],
    [
      t('projectAdmin.dates'),
      project.end_date
        ? f.dateRange(project.start_date, project.end_date)
        : t('projectAdmin.fromDate', { date: f.date(project.start_date) }),
    ],
    [
      t('projectAdmin.approvedHours'),
      project.budget_minutes === null
        ? decimalHours(f, project.approved_minutes)
        : t('projectAdmin.hoursOf', {
            hours: decimalHours(f, project.approved_minutes),
            budget: decimalHours(f, project.budget_minutes),
          }),
    ],
    [t('projectAdmin.billable'), t(project.billable ? 'projectAdmin.yes' : 'projectAdmin.no')],
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>
            <span className="font-mono">{project.code}</span> {project.name}
          </CardTitle>
          <Badge tone={active ? 'green' : 'neutral'}>{t(`projectAdmin.statuses.${project.status}`)}</Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> {t('projectAdmin.edit')}
          </Button>
          <Button
            variant="outline"
            disabled={archive.isPending}
            onClick={() =>
              archive.mutate(
                { _id: project._id, archived: active },
                {
                  onSuccess: () =>
                    toast.success(
                      t(active ? 'projectAdmin.projectArchived' : 'projectAdmin.projectRestored'),
                    ),
                  onError: refused,
                },
              )
            }
          >
            {active ? (
              <Archive className="h-4 w-4" aria-hidden />
            ) : (
              <RotateCcw className="h-4 w-4" aria-hidden />
            )}{' '}
            {t(active ? 'projectAdmin.archive' : 'projectAdmin.restore')}
          </Button>
          {project.can.delete && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> {t('projectAdmin.delete')}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {project.has_time && (
          <p className="mt-4 text-sm text-muted-foreground">{t('projectAdmin.hasTime')}</p>
        )}
      </CardContent>
      {editing && <ProjectDialog project={project} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('projectAdmin.deleteTitle')}
        description={t('projectAdmin.deleteBody', { name: project.name })}
        action={t('projectAdmin.delete')}
        pendingAction={t('projectAdmin.deleting')}
        pending={remove.isPending}
        onAction={() =>
          remove.mutate(project._id, {
            onSuccess: () => {
              toast.success(t('projectAdmin.projectDeleted'));
              // To the list, unless the person has gone elsewhere meanwhile.
              if (shown.current) navigate('/projects/manage');
            },
            onError: refused,
          })
        }
      />
    </Card>
  );
}
