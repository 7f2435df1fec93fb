/**
 * A project's activities (issue 43): what time is logged as (Development, Testing…). Add, rename, say whether its
 * time is billable (or as the project), archive (no new time on it) and restore.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { activityBody, type ProjectActivity, type ProjectDetail } from '../contract';
import { useArchiveActivity, useSaveActivity } from './admin-api';
import { EditArchiveButtons } from './edit-archive-buttons';

/** Billable as the project, yes or no: the select's values. */
const billableChoices = ['inherit', 'yes', 'no'] as const;
type BillableChoice = (typeof billableChoices)[number];
const choiceOf = (billable: boolean | null): BillableChoice =>
  billable === null ? 'inherit' : billable ? 'yes' : 'no';

export function ActivitiesCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const archive = useArchiveActivity();
  const [editing, setEditing] = useState<ProjectActivity | 'new' | null>(null);
  const billableText = (activity: ProjectActivity) =>
    activity.billable === null
      ? t(project.billable ? 'projectAdmin.billableAsProjectYes' : 'projectAdmin.billableAsProjectNo')
      : t(activity.billable ? 'projectAdmin.billable' : 'projectAdmin.notBillable');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('projectAdmin.activitiesTitle')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('projectAdmin.activitiesHint')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden /> {t('projectAdmin.addActivity')}
        </Button>
      </CardHeader>
      <CardContent>
        {project.activities.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('projectAdmin.noActivities')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {project.activities.map((activity) => (
              <li
                key={activity._id}
                className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">{activity.name}</p>
                  <p className="text-muted-foreground">
                    {billableText(activity)}
                    {activity.archived_at && <Badge className="ms-2">{t('projectAdmin.archived')}</Badge>}
                  </p>
                </div>
                <EditArchiveButtons
                  name={activity.name}
                  archived={!!activity.archived_at}
                  pending={archive.isPending}
                  onEdit={() => setEditing(activity)}
                  onArchive={(on) =>
                    archive.mutate(
                      { _id: activity._id, archived: on },
                      {
                        onSuccess: () =>
                          toast.success(
                            t(on ? 'projectAdmin.activityArchived' : 'projectAdmin.activityRestored'),
                          ),
                        onError: (error) => toast.error(error.message),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && <ActivityDialog project={project} activity={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

interface Values {
  _id?: string;
  project_id: string;
  name: string;
  billable: BillableChoice;
}
const { TextField, SelectField } = fieldsFor<Values>();
const schema = z.preprocess((values) => {
  const v = values as Values;
  return { ...v, billable: v.billable === 'inherit' ? null : v.billable === 'yes' };
}, activityBody);

function ActivityDialog({
  project,
  activity,
  onClose,
}: {
  project: ProjectDetail;
  activity: ProjectActivity | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = activity === 'new' ? null : activity;
  const form = useZodForm<typeof schema, Values>(schema, {
    ...(editing ? { _id: editing._id } : {}),
    project_id: project._id,
    name: editing?.name ?? '',
    billable: choiceOf(editing?.billable ?? null),
  });
  const save = useSaveActivity();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('projectAdmin.activitySaved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t(editing ? 'projectAdmin.editActivity' : 'projectAdmin.newActivity')}
      description={project.name}
      form={form}
      id="project-activity"
      onSubmit={submit}
      refusal={save.error}
      action={t('projectAdmin.saveActivity')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <TextField name="name" label={t('projectAdmin.activityName')} required maxLength={80} />
      <SelectField
        name="billable"
        label={t('projectAdmin.billable')}
        options={billableChoices.map((choice) => ({
          value: choice,
          label:
            choice === 'inherit'
              ? t(project.billable ? 'projectAdmin.billableAsProjectYes' : 'projectAdmin.billableAsProjectNo')
              : t(choice === 'yes' ? 'projectAdmin.billable' : 'projectAdmin.notBillable'),
        }))}
      />
    </FormDialog>
  );
}
