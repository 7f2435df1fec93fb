/**
 * The grid's dialogs: adding a row (a project the person is a member of, then one of its activities) and a row's
 * notes, one per day. Both change the draft only; Save sends the week.
 */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type LoggableProject, MAX_CELL_NOTE, MAX_REASON } from '../contract';
import { projectLabel } from './project-label';
import { type DraftRow, rowKey, rowName } from './timesheet-draft';

interface Choice {
  project_id: string;
  activity_id: string;
}
const { SelectField } = fieldsFor<Choice>();

/** A project and one of its activities, each required, in the person's words. */
export function useChoiceForm(initial: Choice = { project_id: '', activity_id: '' }) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        project_id: z.string().min(1, { error: t('timesheet.chooseProject') }),
        activity_id: z.string().min(1, { error: t('timesheet.chooseActivity') }),
      }),
    [t],
  );
  return useZodForm(schema, initial);
}

/** The project select, then the activities of the project chosen; lives in a kit form of `Choice`. */
export function ProjectActivityFields({ projects }: { projects: LoggableProject[] }) {
  const { t } = useTranslation();
  const projectId = useWatch<Choice>({ name: 'project_id' });
  const project = projects.find((p) => p._id === projectId);
  return (
    <>
      <SelectField
        name="project_id"
        label={t('timesheet.project')}
        required
        placeholder={t('timesheet.chooseProject')}
        options={projects.map((p) => ({ value: p._id, label: projectLabel(p) }))}
      />
      <SelectField
        name="activity_id"
        label={t('timesheet.activity')}
        required
        placeholder={t('timesheet.chooseActivity')}
        options={(project?.activities ?? []).map((a) => ({ value: a._id, label: a.name }))}
      />
    </>
  );
}

export function AddRowDialog({
  projects,
  rows,
  onAdd,
  onClose,
}: {
  projects: LoggableProject[];
  rows: DraftRow[];
  onAdd: (row: DraftRow) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useChoiceForm();
  const add = ({ project_id, activity_id }: Choice) => {
    const project = projects.find((p) => p._id === project_id);
    const activity = project?.activities.find((a) => a._id === activity_id);
    if (!project || !activity) return;
    const row: DraftRow = {
      project: { _id: project._id, code: project.code, name: project.name },
      activity: { _id: activity._id, name: activity.name },
      hours: {},
      notes: {},
    };
    if (rows.some((r) => rowKey(r) === rowKey(row))) {
      form.setError('activity_id', { message: t('timesheet.rowTwice') });
      return;
    }
    onAdd(row);
  };
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('timesheet.addRowTitle')}
      description={t('timesheet.addRowDescription')}
      form={form}
      id="timesheet-row"
      onSubmit={add}
      refusal={null}
      action={t('timesheet.add')}
      pendingAction={t('timesheet.add')}
      pending={false}
    >
      <ProjectActivityFields projects={projects} />
    </FormDialog>
  );
}

interface Notes {
  notes: string[];
}
const { TextAreaField } = fieldsFor<Notes>();
/** The textareas hold at most a note's length (`maxLength`); a blank one is no note. */
const notesSchema = z.object({ notes: z.array(z.string().trim()) });

export function NotesDialog({
  row,
  days,
  onDone,
  onClose,
}: {
  row: DraftRow;
  days: string[];
  onDone: (notes: Record<string, string>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const form = useZodForm(notesSchema, { notes: days.map((d) => row.notes[d] ?? '') });
  const done = ({ notes }: Notes) =>
    onDone(Object.fromEntries(days.flatMap((d, i) => (notes[i] ? [[d, notes[i]]] : []))));
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('timesheet.notesTitle', { row: rowName(row) })}
      description={t('timesheet.notesDescription')}
      form={form}
      id="timesheet-notes"
      onSubmit={done}
      refusal={null}
      action={t('timesheet.notesDone')}
      pendingAction={t('timesheet.notesDone')}
      pending={false}
    >
      {days.map((date, i) => (
        <TextAreaField
          key={date}
          name={`notes.${i}`}
          label={t('timesheet.noteOf', { day: `${f.weekdayLong(date)}, ${f.dayMonth(date)}` })}
          rows={1}
          maxLength={MAX_CELL_NOTE}
          className="min-h-10"
        />
      ))}
    </FormDialog>
  );
}

const { TextAreaField: ReasonField } = fieldsFor<{ reason: string }>();

/** hr's reason for correcting an approved week: the audit log keeps it with the change. */
export function ReasonDialog({
  onSave,
  saving,
  refusal,
  onClose,
}: {
  onSave: (reason: string) => void;
  saving: boolean;
  refusal: Error | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        reason: z
          .string()
          .trim()
          .min(1, { error: t('timesheet.reasonRequired') }),
      }),
    [t],
  );
  const form = useZodForm(schema, { reason: '' });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('timesheet.correctTitle')}
      description={t('timesheet.correctHint')}
      form={form}
      id="timesheet-correction"
      onSubmit={({ reason }) => onSave(reason)}
      refusal={refusal}
      action={t('timesheet.saveCorrection')}
      pendingAction={t('timesheet.saving')}
      pending={saving}
    >
      <ReasonField name="reason" label={t('timesheet.reason')} required rows={3} maxLength={MAX_REASON} />
    </FormDialog>
  );
}
