/**
 * Adding or changing a project (issue 43): its code and name, client, manager (found by typing), dates in the
 * reader's calendar, budgeted hours and whether its time is billable. Archiving is the list's own action.
 */
import { X } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { SwitchRow } from '../../../client/components/ui/switch-row';
import { useTranslation } from '../../../client/lib/i18n';
import { localDate } from '../../../shared/calendar';
import { type ProjectSummary, projectBody } from '../contract';
import { useProjectClients, useSaveProject } from './admin-api';
import { hoursValue, minutesOfHours } from './admin-hours';

/** What the inputs hold: text (the budget in hours), and whether it is billable. */
interface Values {
  _id?: string;
  code: string;
  name: string;
  client_id: string;
  manager_id: string;
  start_date: string;
  end_date: string;
  budget_minutes: string;
  billable: boolean;
}
const { TextField, SelectField, DateField } = fieldsFor<Values>();

const schema = z.preprocess((values) => {
  const v = values as Values;
  return {
    ...v,
    client_id: v.client_id || null,
    manager_id: v.manager_id || null,
    end_date: v.end_date || null,
    budget_minutes: minutesOfHours(v.budget_minutes),
  };
}, projectBody);

export function ProjectDialog({
  project,
  onClose,
}: {
  project: ProjectSummary | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const today = localDate(new Date(), useTimeZone());
  const editing = project === 'new' ? null : project;
  const form = useZodForm<typeof schema, Values>(schema, {
    ...(editing ? { _id: editing._id } : {}),
    code: editing?.code ?? '',
    name: editing?.name ?? '',
    client_id: editing?.client?._id ?? '',
    manager_id: editing?.manager?._id ?? '',
    start_date: editing?.start_date ?? today,
    end_date: editing?.end_date ?? '',
    budget_minutes: hoursValue(editing?.budget_minutes ?? null),
    billable: editing?.billable ?? true,
  });
  const [manager, setManager] = useState(editing?.manager ?? null);
  const chooseManager = (next: { _id: string; name: string } | null) => {
    setManager(next);
    form.setValue('manager_id', next?._id ?? '');
  };
  const billable = useWatch({ control: form.control, name: 'billable' });
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const clients = useProjectClients();
  const choices = [
    ...(editing?.client && !clients.data?.clients.some((c) => c._id === editing.client?._id)
      ? [editing.client]
      : []),
    ...(clients.data?.clients ?? []),
  ];
  const save = useSaveProject();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('projectAdmin.projectSaved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={editing ? t('projectAdmin.editProject', { name: editing.name }) : t('projectAdmin.newProject')}
      form={form}
      id="project"
      onSubmit={submit}
      refusal={save.error}
      action={t('projectAdmin.saveProject')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="code"
          label={t('projectAdmin.code')}
          required
          maxLength={20}
          autoComplete="off"
          className="font-mono"
        />
        <div className="sm:col-span-2">
          <TextField name="name" label={t('projectAdmin.projectName')} required maxLength={120} />
        </div>
      </div>
      <SelectField
        name="client_id"
        label={t('projectAdmin.client')}
        placeholder={t('projectAdmin.noClient')}
        options={choices.map((c) => ({ value: c._id, label: c.name }))}
      />
      <div className="space-y-2">
        <EmployeeCombobox
          label={t('projectAdmin.chooseManager')}
          selected={null}
          onSelect={(e) => e && chooseManager({ _id: e._id, name: `${e.firstName} ${e.lastName}` })}
        />
        <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          {manager ? (
            <>
              {t('projectAdmin.managerIs', { name: manager.name })}
              <Button type="button" variant="ghost" size="sm" onClick={() => chooseManager(null)}>
                <X className="h-4 w-4" aria-hidden /> {t('projectAdmin.removeManager')}
              </Button>
            </>
          ) : (
            <span className="text-muted-foreground">{t('projectAdmin.noManager')}</span>
          )}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="start_date" label={t('projectAdmin.startDate')} required picker />
        <DateField name="end_date" label={t('projectAdmin.endDate')} min={startDate || undefined} picker />
      </div>
      <TextField
        name="budget_minutes"
        label={t('projectAdmin.budgetHours')}
        hint={t('projectAdmin.budgetHint')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
      />
      <SwitchRow
        id="project-billable"
        label={t('projectAdmin.billable')}
        hint={t('projectAdmin.billableHint')}
        checked={billable}
        onChange={(on) => form.setValue('billable', on)}
      />
    </FormDialog>
  );
}
