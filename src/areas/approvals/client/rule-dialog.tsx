/** Adding or changing an approval rule: what it matches, then its steps (who decides each, one or all of them). */
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { Input } from '../../../client/components/ui/input';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useSettings } from '../../../client/lib/queries';
import { approverSourcesFor, MAX_STEPS, type Rule, requestKinds, ruleBody } from '../schemas';
import { useSaveRule } from './approvals-api';

type Values = z.input<typeof ruleBody>;
const { TextField, SelectField, ControlledField } = fieldsFor<Values>();

const blank: Values = {
  name: '',
  kind: 'leave',
  leave_type: '',
  department: '',
  min_days: null,
  max_days: null,
  steps: [{ approvers: ['manager'], people: [], mode: 'any' }],
};
const valuesOf = (rule: Rule): Values => ({
  ...rule,
  leave_type: rule.leave_type ?? '',
  department: rule.department ?? '',
  steps: rule.steps.map((s) => ({ ...s, people: s.people.map((p) => p._id) })),
});

export function RuleDialog({ rule }: { rule?: Rule }) {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
  const [open, setOpen] = useState(false);
  const start = rule ? valuesOf(rule) : blank;
  const form = useZodForm(ruleBody, start);
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const sources = approverSourcesFor(kind);
  // A kind that is not a timesheet's drops the project managers its steps named: the server refuses them there.
  useEffect(() => {
    const allowed = approverSourcesFor(kind);
    form.getValues('steps').forEach((step, i) => {
      const kept = step.approvers.filter((source) => allowed.includes(source));
      if (kept.length < step.approvers.length) form.setValue(`steps.${i}.approvers`, kept);
    });
  }, [kind, form]);
  const settings = useSettings();
  const save = useSaveRule();
  // Names of the people named in steps, for the chips (the form holds their ids).
  const [names, setNames] = useState(
    () => new Map(rule?.steps.flatMap((s) => s.people.map((p) => [p._id, p.name] as const)) ?? []),
  );
  const submit = (body: z.output<typeof ruleBody>) =>
    save.mutate(
      { ...body, _id: rule?._id },
      {
        onSuccess: () => {
          toast.success(t('approvals.ruleSaved'));
          setOpen(false);
        },
      },
    );
  const title = rule ? t('approvals.editRule', { name: rule.name }) : t('approvals.addRule');
  const days = (name: 'min_days' | 'max_days', label: string) => (
    <ControlledField name={name} label={label}>
      {(field, control) => (
        <Input
          {...control}
          ref={field.ref}
          type="number"
          min={1}
          max={366}
          inputMode="numeric"
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={field.onBlur}
        />
      )}
    </ControlledField>
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        save.reset();
        form.reset(start);
      }}
      trigger={
        rule ? (
          <Button variant="outline" size="sm">
            {t('approvals.edit')}
            <span className="sr-only"> {rule.name}</span>
          </Button>
        ) : (
          <Button>
            <Plus className="h-4 w-4" aria-hidden /> {t('approvals.addRule')}
          </Button>
        )
      }
      title={title}
      description={t('approvals.ruleHelp')}
      className="max-w-2xl"
      form={form}
      id="approval-rule"
      onSubmit={submit}
      refusal={save.error}
      action={t('approvals.saveRule')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <TextField name="name" label={t('approvals.ruleName')} required maxLength={80} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={t('approvals.requestKind')}
          options={requestKinds.map((k) => ({ value: k, label: t(`approvals.kind.${k}`) }))}
        />
        <TextField name="department" label={t('approvals.department')} hint={t('approvals.anyIfBlank')} />
      </div>
      {kind === 'leave' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            name="leave_type"
            label={t('approvals.leaveType')}
            placeholder={t('approvals.anyType')}
            options={(settings.data?.leaveTypes ?? []).map((lt) => ({
              value: lt.name,
              label: typeName(lt.name),
            }))}
          />
          {days('min_days', t('approvals.minDays'))}
          {days('max_days', t('approvals.maxDays'))}
        </div>
      )}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('approvals.steps')}</legend>
        {steps.fields.map((step, i) => (
          <fieldset key={step.id} className="space-y-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">
              {t('approvals.stepOf', { n: String(i + 1), total: String(steps.fields.length) })}
            </legend>
            <ControlledField name={`steps.${i}.approvers`} label={t('approvals.whoDecides')}>
              {(field) => (
                <div className="flex flex-wrap gap-4">
                  {sources.map((source) => {
                    const list = (field.value as string[] | undefined) ?? [];
                    return (
                      <label
                        key={source}
                        htmlFor={`${step.id}-${source}`}
                        className="flex items-center gap-2 text-sm"
                      >
                        <Checkbox
                          id={`${step.id}-${source}`}
                          checked={list.includes(source)}
                          onCheckedChange={(on) =>
                            field.onChange(on ? [...list, source] : list.filter((s) => s !== source))
                          }
                        />
                        {t(`approvals.source.${source}`)}
                      </label>
                    );
                  })}
                </div>
              )}
            </ControlledField>
            <ControlledField name={`steps.${i}.people`} label={t('approvals.namedPeople')}>
              {(field) => {
                const people = (field.value as string[] | undefined) ?? [];
                return (
                  <div className="space-y-2">
                    {people.length > 0 && (
                      <ul className="flex flex-wrap gap-2">
                        {people.map((id) => (
                          <li
                            key={id}
                            className="flex items-center gap-1 rounded-full border border-border px-3 py-1 text-sm"
                          >
                            {names.get(id) ?? id}
                            <Button
                              type="button"
                              variant="ghost"
                              size="sm"
                              className="h-6 px-1"
                              aria-label={t('approvals.removePerson', { name: names.get(id) ?? id })}
                              onClick={() => field.onChange(people.filter((p) => p !== id))}
                            >
                              <Trash2 className="h-3.5 w-3.5" aria-hidden />
                            </Button>
                          </li>
                        ))}
                      </ul>
                    )}
                    <EmployeeCombobox
                      label={t('approvals.addPerson')}
                      selected={null}
                      onSelect={(e) => {
                        if (!e || people.includes(e._id)) return;
                        setNames((m) => new Map(m).set(e._id, `${e.firstName} ${e.lastName}`));
                        field.onChange([...people, e._id]);
                      }}
                    />
                  </div>
                );
              }}
            </ControlledField>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <SelectField
                name={`steps.${i}.mode`}
                label={t('approvals.mode')}
                options={[
                  { value: 'any', label: t('approvals.modeAny') },
                  { value: 'all', label: t('approvals.modeAll') },
                ]}
              />
              {steps.fields.length > 1 && (
                <Button type="button" variant="outline" size="sm" onClick={() => steps.remove(i)}>
                  {t('approvals.removeStep')}
                  <span className="sr-only"> {String(i + 1)}</span>
                </Button>
              )}
            </div>
          </fieldset>
        ))}
        {steps.fields.length < MAX_STEPS && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => steps.append({ approvers: ['hr'], people: [], mode: 'any' })}
          >
            <Plus className="h-4 w-4" aria-hidden /> {t('approvals.addStep')}
          </Button>
        )}
      </fieldset>
    </FormDialog>
  );
}
