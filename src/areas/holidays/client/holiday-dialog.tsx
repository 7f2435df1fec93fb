/** Adding or changing a holiday (Settings → Holidays, issue 40): its date, names, tags and whom it applies to. */
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { type HolidayRow, type HolidayTag, holidayGenders, holidayInput, holidayTags } from '../contract';
import { useSaveHoliday } from './holidays-api';

/** What the inputs hold: text, the tags ticked, and branches written apart by commas. */
interface Values {
  _id?: string;
  date: string;
  name: string;
  name_ne: string;
  tags: HolidayTag[];
  gender: string;
  branches: string;
}
const { TextField, DateField, SelectField } = fieldsFor<Values>();

const listOf = (text: string) =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const schema = z.preprocess((values) => {
  const v = values as Values;
  return {
    ...v,
    name_ne: v.name_ne.trim() || null,
    gender: v.gender || null,
    branches: listOf(v.branches),
  };
}, holidayInput);

export function HolidayDialog({ holiday, onClose }: { holiday: HolidayRow | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = holiday === 'new' ? null : holiday;
  const form = useZodForm<typeof schema, Values>(schema, {
    ...(editing ? { _id: editing._id } : {}),
    date: editing?.date ?? '',
    name: editing?.name ?? '',
    name_ne: editing?.name_ne ?? '',
    tags: editing?.tags ?? [],
    gender: editing?.gender ?? '',
    branches: editing?.branches.join(', ') ?? '',
  });
  const save = useSaveHoliday();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('holidays.saved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t(editing ? 'holidays.editHoliday' : 'holidays.newHoliday')}
      form={form}
      id="holiday"
      onSubmit={submit}
      refusal={save.error}
      action={t('holidays.save')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <DateField name="date" label={t('holidays.date')} required />
      <TextField name="name" label={t('holidays.name')} required maxLength={100} />
      <TextField name="name_ne" label={t('holidays.nameNe')} maxLength={100} lang="ne" />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('holidays.tagsLabel')}</legend>
            {holidayTags.map((tag) => (
              <CheckboxRow
                key={tag}
                id={`holiday-tag-${tag}`}
                label={t(`holidays.tag.${tag}`)}
                checked={field.value.includes(tag)}
                onChange={(on) =>
                  field.onChange(on ? [...field.value, tag] : field.value.filter((x) => x !== tag))
                }
              />
            ))}
          </fieldset>
        )}
      />
      <SelectField
        name="gender"
        label={t('holidays.appliesTo')}
        placeholder={t('holidays.everyone')}
        options={holidayGenders.map((g) => ({ value: g, label: t(`holidays.gender.${g}`) }))}
      />
      <TextField name="branches" label={t('holidays.branches')} hint={t('holidays.branchesHint')} />
    </FormDialog>
  );
}
