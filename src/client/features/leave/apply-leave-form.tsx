import toast from 'react-hot-toast';
import { type ApplyLeaveBody, applyLeaveBody, leaveMessages, MAX_REASON_LENGTH } from '../../../shared/leave';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DatePicker } from '../../components/ui/date-picker';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../components/ui/form';
import { changeErrorText, useApplyLeave, useLeaveBalance } from './leave-api';

type Values = Pick<ApplyLeaveBody, 'leavetype' | 'leave_type' | 'start_date' | 'end_date'>;
const empty: Values = { leavetype: '', leave_type: undefined, start_date: undefined, end_date: undefined };
const { TextField, SelectField, ControlledField } = fieldsFor<Values>();

/** Spec §2's Apply Leave form, with the leave type select of rules §5. */
export function ApplyLeaveForm() {
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
        onSuccess: (reply) => {
          toast.success(reply.message || leaveMessages.submitted);
          form.reset(empty);
        },
        onError: (error) => toast.error(changeErrorText(error)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Apply Leave</CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          id="apply-leave"
          className="space-y-4"
          onSubmit={submit}
          onInvalid={(errors) => toast.error(firstRefusal(errors)?.message ?? leaveMessages.required)}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ControlledField name="start_date" label="Start Date">
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
            <ControlledField name="end_date" label="End Date">
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
            label="Leave Type"
            options={types.map((name) => ({ value: name, label: name }))}
          />
          <TextField
            name="leavetype"
            label="Leave Reason"
            placeholder="Enter your leave reason"
            maxLength={MAX_REASON_LENGTH}
            aria-invalid={missing(form.watch('leavetype'))}
          />
          <Button type="submit" className="w-full" disabled={apply.isPending}>
            {apply.isPending ? 'Submitting Leave Request...' : 'Submit Leave Request'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
