import toast from 'react-hot-toast';
import { type ApplyLeaveBody, applyLeaveBody, MAX_REASON_LENGTH } from '../../../shared/leave';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DatePicker } from '../../components/ui/date-picker';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../components/ui/form';
import { useTranslation } from '../../lib/i18n';
import { changeErrorText, useApplyLeave, useLeaveBalance } from './leave-api';

type Values = Pick<ApplyLeaveBody, 'leavetype' | 'leave_type' | 'start_date' | 'end_date'>;
const empty: Values = { leavetype: '', leave_type: undefined, start_date: undefined, end_date: undefined };
const { TextField, SelectField, ControlledField } = fieldsFor<Values>();

/** Spec §2's Apply Leave form, with the leave type select of rules §5. */
export function ApplyLeaveForm() {
  const { t } = useTranslation();
  const form = useZodForm(applyLeaveBody, empty);
  const apply = useApplyLeave();
  // Only types that may still be requested (not retired, still configured).
  const types =
    useLeaveBalance()
      .data?.balances.filter((b) => b.requestable)
      .map((b) => b.leave_type) ?? [];
  const { isSubmitted } = form.formState;
  const start = form.watch('start_date');
  // A missing value is marked once a submit was tried (spec §5's "All fields are required." is the toast).
  const missing = (value: string | null | undefined) => (isSubmitted && !value?.trim()) || undefined;

  const submit = (body: Values) =>
    apply.mutate(
      // Until the person picks one, the organisation's first type (Annual) is chosen.
      { ...body, leave_type: body.leave_type ?? types[0] },
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
