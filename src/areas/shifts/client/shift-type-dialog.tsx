/** Adding or changing a shift type (Settings → Shift types, issue 42): its times, allowances and weekdays. */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type ShiftType, shiftTypeInput } from '../contract';
import { useSaveShiftType } from './shifts-api';

/** What the inputs hold: text, and the weekdays ticked. */
interface Values {
  _id?: string;
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: string;
  late_grace_minutes: string;
  early_grace_minutes: string;
  full_day_minutes: string;
  half_day_minutes: string;
  weekdays: number[];
}
const { TextField } = fieldsFor<Values>();
const minuteFields = [
  'break_minutes',
  'late_grace_minutes',
  'early_grace_minutes',
  'full_day_minutes',
  'half_day_minutes',
] as const;

/** A blank number is sent as nothing (the schema's default, or its refusal); a typed one as a number. */
const schema = z.preprocess((values) => {
  const v = values as Values;
  const numbers = Object.fromEntries(
    minuteFields.map((k) => [k, v[k].trim() === '' ? undefined : Number(v[k])]),
  );
  return { ...v, ...numbers };
}, shiftTypeInput);

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function ShiftTypeDialog({ shift, onClose }: { shift: ShiftType | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const editing = shift === 'new' ? null : shift;
  const form = useZodForm<typeof schema, Values>(schema, {
    ...(editing ? { _id: editing._id } : {}),
    name: editing?.name ?? '',
    start_time: editing?.start_time ?? '',
    end_time: editing?.end_time ?? '',
    break_minutes: text(editing?.break_minutes ?? 0),
    late_grace_minutes: text(editing?.late_grace_minutes ?? 0),
    early_grace_minutes: text(editing?.early_grace_minutes ?? 0),
    full_day_minutes: text(editing?.full_day_minutes),
    half_day_minutes: text(editing?.half_day_minutes),
    weekdays: editing?.weekdays ?? [0, 1, 2, 3, 4, 5],
  });
  const weekdays = form.watch('weekdays');
  const toggle = (day: number, on: boolean) =>
    form.setValue('weekdays', on ? [...weekdays, day].sort() : weekdays.filter((d) => d !== day), {
      shouldDirty: true,
    });
  const save = useSaveShiftType();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('shifts.saved'));
        onClose();
      },
    });
  const minutes = (name: (typeof minuteFields)[number], label: string, max = 720) => (
    <TextField name={name} label={label} type="number" inputMode="numeric" step={1} min={0} max={max} />
  );
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={editing ? t('shifts.editNamed', { name: editing.name }) : t('shifts.newShift')}
      form={form}
      id="shift-type"
      onSubmit={submit}
      refusal={save.error}
      action={t('shifts.save')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <TextField name="name" label={t('shifts.name')} required maxLength={60} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="start_time" label={t('shifts.start')} type="time" required />
        <TextField name="end_time" label={t('shifts.end')} type="time" required hint={t('shifts.endHint')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {minutes('break_minutes', t('shifts.break'))}
        {minutes('late_grace_minutes', t('shifts.lateGrace'))}
        {minutes('early_grace_minutes', t('shifts.earlyGrace'))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {minutes('full_day_minutes', t('shifts.fullDay'), 1440)}
        {minutes('half_day_minutes', t('shifts.halfDay'), 1440)}
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('shifts.weekdays')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {f.weekdayNames.long.map((name, day) => (
            <CheckboxRow
              key={name}
              id={`shift-day-${day}`}
              label={name}
              checked={weekdays.includes(day)}
              onChange={(on) => toggle(day, on)}
            />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
