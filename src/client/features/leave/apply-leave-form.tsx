import toast from 'react-hot-toast';
import { applyLeaveBody, type LeaveBalance, MAX_REASON_LENGTH } from '../../../shared/leave';
import { partsAllowed } from '../../../shared/leave-policy';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DatePicker } from '../../components/ui/date-picker';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../components/ui/form';
import { useTranslation } from '../../lib/i18n';
import { changeErrorText, useApplyLeave, useLeaveBalance } from './leave-api';
import { type ApplyValues, LeaveParts } from './leave-parts';

type Values = ApplyValues;
const empty: Values = { leavetype: '', leave_type: undefined, start_date: undefined, end_date: undefined };
const { TextField, SelectField, ControlledField } = fieldsFor<Values>();

/** The parts the chosen type's unit allows, and only those a request of these dates has (rules §14). */
function partsOf(body: Values, type: LeaveBalance | undefined): Partial<Values> {
  const allowed = partsAllowed[type?.unit ?? 'day'];
  const part = (p: Values['start_part']) => (p && allowed.includes(p) ? p : undefined);
  if (body.start_date === body.end_date) {
    const start_part = part(body.start_part);
    return start_part === 'hours'
      ? { start_part, start_time: body.start_time, end_time: body.end_time }
      : { start_part };
  }
  const first = part(body.start_part);
  const last = part(body.end_part);
  return {
    start_part: first === 'afternoon' ? first : undefined,
    end_part: last === 'morning' ? last : undefined,
  };
}

/** Spec §2's Apply Leave form, with the leave type select of rules §5. */
export function ApplyLeaveForm() {
  const { t } = useTranslation();
  const form = useZodForm(applyLeaveBody, empty);
  const apply = useApplyLeave();
  // Only types that may still be requested (not retired, still configured).
  const requestable = useLeaveBalance().data?.balances.filter((b) => b.requestable) ?? [];
  const types = requestable.map((b) => b.leave_type);
  const chosen = form.watch('leave_type') ?? types[0];
  const type = requestable.find((b) => b.leave_type === chosen);
  const { isSubmitted } = form.formState;
  const start = form.watch('start_date');
  // A missing value is marked once a submit was tried (spec §5's "All fields are required." is the toast).
  const missing = (value: string | null | undefined) => (isSubmitted && !value?.trim()) || undefined;

  const submit = (body: Values) =>
    apply.mutate(
      // Until the person picks one, the organisation's first type (Annual) is chosen.
      {
        leavetype: body.leavetype,
        start_date: body.start_date,
        end_date: body.end_date,
        leave_type: chosen,
        ...partsOf(body, type),
      },
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
            options={types.map((name) => ({ value: name, label: name }))}
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
