import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { DatePicker } from '../../../client/components/ui/date-picker';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { type LeaveUnit, partsAllowed } from '../../../shared/leave-policy';
import { applyLeaveBody, MAX_REASON_LENGTH } from '../schemas';
import { changeErrorText, useApplyLeave, useLeaveBalance } from './leave-api';
import { type ApplyValues, LeaveParts } from './leave-parts';

type Values = ApplyValues;
const empty: Values = { leavetype: '', leave_type: undefined, start_date: undefined, end_date: undefined };
const { TextField, SelectField, ControlledField } = fieldsFor<Values>();

/**
 * Only the parts a request of these dates has: a one-day leave its one part (times only for hours), a longer
 * one an afternoon start and a midday end. Choices left from other dates are dropped before the schema reads
 * them; `unit` drops the parts the chosen type does not allow.
 */
function partsOf(values: Values, unit: LeaveUnit = 'day'): Values {
  const { start_part, end_part, start_time, end_time, ...rest } = values;
  const allowed = (p: Values['start_part']) => (p && partsAllowed[unit].includes(p) ? p : undefined);
  if (values.start_date === values.end_date || !values.end_date) {
    const part = allowed(start_part);
    return part === 'hours'
      ? { ...rest, start_part: part, start_time, end_time }
      : { ...rest, start_part: part };
  }
  return {
    ...rest,
    start_part: allowed(start_part) === 'afternoon' ? 'afternoon' : undefined,
    end_part: allowed(end_part) === 'morning' ? 'morning' : undefined,
  };
}
/** The shared schema, on the parts this request has (any unit: the chosen type's is applied on submit). */
const schema = z.preprocess((values) => partsOf(values as Values, 'hour'), applyLeaveBody);

/** Spec §2's Apply Leave form, with the leave type select of rules §5. */
export function ApplyLeaveForm() {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
  const form = useZodForm<typeof schema, Values>(schema, empty);
  const apply = useApplyLeave();
  // Only types that may still be requested (not retired, still configured).
  const requestable = useLeaveBalance().data?.balances.filter((b) => b.requestable) ?? [];
  const types = requestable.map((b) => b.leave_type);
  const chosen = form.watch('leave_type') || types[0];
  const type = requestable.find((b) => b.leave_type === chosen);
  const { isSubmitted } = form.formState;
  const start = form.watch('start_date');
  // A missing value is marked once a submit was tried (spec §5's "All fields are required." is the toast).
  const missing = (value: string | null | undefined) => (isSubmitted && !value?.trim()) || undefined;

  const submit = (body: Values) =>
    apply.mutate(
      // Until the person picks one, the organisation's first type (Annual) is chosen.
      { ...partsOf(body, type?.unit), leave_type: chosen },
      {
        onSuccess: () => {
          toast.success(t('leave.submitted'));
          form.reset(empty);
        },
        onError: (error) => toast.error(changeErrorText(error)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('leave.apply')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          id="apply-leave"
          className="space-y-4"
          onSubmit={submit}
          onInvalid={(errors) => toast.error(firstRefusal(errors)?.message ?? t('errors.leave_required'))}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ControlledField name="start_date" label={t('leave.startDate')}>
              {(field, control) => (
                <DatePicker
                  {...control}
                  value={field.value ?? undefined}
                  invalid={missing(field.value)}
                  onChange={(next) => {
                    field.onChange(next);
                    // A start after the chosen end clears the end, so the range never runs backwards.
                    const end = form.getValues('end_date');
                    if (next && end && end < next) form.setValue('end_date', undefined);
                  }}
                />
              )}
            </ControlledField>
            <ControlledField name="end_date" label={t('leave.endDate')}>
              {(field, control) => (
                <DatePicker
                  {...control}
                  value={field.value ?? undefined}
                  min={start ?? undefined}
                  invalid={missing(field.value)}
                  onChange={field.onChange}
                />
              )}
            </ControlledField>
          </div>
          <SelectField
            name="leave_type"
            label={t('leave.type')}
            options={types.map((name) => ({ value: name, label: typeName(name) }))}
          />
          <LeaveParts type={type} />
          <TextField
            name="leavetype"
            label={t('leave.reason')}
            placeholder={t('leave.reasonPlaceholder')}
            maxLength={MAX_REASON_LENGTH}
            aria-invalid={missing(form.watch('leavetype'))}
          />
          <Button type="submit" className="w-full" disabled={apply.isPending}>
            {t(apply.isPending ? 'leave.submitting' : 'leave.submit')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
