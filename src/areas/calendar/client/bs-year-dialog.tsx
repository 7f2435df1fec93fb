/** Correcting a BS year's twelve month lengths (Settings → Bikram Sambat calendar, decision 028). */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { bsMonthNames } from '../../../shared/bs';
import { BS_MONTH_DAYS, type BsYearRow, saveBsYearBody } from '../contract';
import { useSaveBsYear } from './calendar-api';

/** What the inputs hold: the lengths as typed. */
interface Values {
  year: number;
  months: string[];
  source: string;
  confirmed: boolean;
}
const { TextField, ControlledField } = fieldsFor<Values>();

const schema = z.preprocess((values) => {
  const v = values as Values;
  return { ...v, months: v.months.map((d) => (d.trim() === '' ? Number.NaN : Number(d))) };
}, saveBsYearBody);

export function BsYearDialog({ year, onClose }: { year: BsYearRow; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const names = bsMonthNames[f.locale.language];
  const form = useZodForm<typeof schema, Values>(schema, {
    year: year.year,
    months: year.months.map(String),
    source: year.source,
    confirmed: year.confirmed,
  });
  const save = useSaveBsYear();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('bsCalendar.saved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('bsCalendar.editTitle', { year: f.digits(year.year) })}
      form={form}
      id="bs-year"
      onSubmit={submit}
      refusal={save.error}
      action={t('bsCalendar.save')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <fieldset className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-medium">{t('bsCalendar.months')}</legend>
        {names.map((name, i) => (
          <TextField
            key={name}
            name={`months.${i}`}
            label={name}
            type="number"
            inputMode="numeric"
            required
            min={BS_MONTH_DAYS.min}
            max={BS_MONTH_DAYS.max}
            step={1}
          />
        ))}
      </fieldset>
      <TextField
        name="source"
        label={t('bsCalendar.source')}
        hint={t('bsCalendar.sourceHint')}
        required
        maxLength={200}
      />
      <ControlledField name="confirmed" label={t('bsCalendar.confirmNow')}>
        {(field, control) => (
          <Checkbox
            {...control}
            ref={field.ref}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </ControlledField>
    </FormDialog>
  );
}
