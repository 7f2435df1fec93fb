import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { applyLeaveBody, leaveMessages, MAX_REASON_LENGTH } from '../../../shared/leave';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DatePicker } from '../../components/ui/date-picker';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { changeErrorText, useApplyLeave, useLeaveBalance } from './leave-api';

interface Draft {
  start?: string;
  end?: string;
  type?: string;
  reason: string;
}
const empty: Draft = { reason: '' };

/** Spec §2's Apply Leave form, with the leave type select of rules §5. */
export function ApplyLeaveForm() {
  const [draft, setDraft] = useState<Draft>(empty);
  const [tried, setTried] = useState(false);
  const apply = useApplyLeave();
  // Only types that may still be requested (not retired, still configured).
  const types =
    useLeaveBalance()
      .data?.balances.filter((b) => b.requestable)
      .map((b) => b.leave_type) ?? [];
  // Until the person picks one, the organisation's first type (Annual) is chosen.
  const type = draft.type ?? types[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = { leavetype: draft.reason, leave_type: type, start_date: draft.start, end_date: draft.end };
    const parsed = applyLeaveBody.safeParse(body);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? leaveMessages.required);
      return;
    }
    apply.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message || leaveMessages.submitted);
        setDraft(empty);
        setTried(false);
      },
      onError: (error) => toast.error(changeErrorText(error)),
    });
  };

  const missing = (value: string | undefined) => tried && !value?.trim();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Apply Leave</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="leave-start" label="Start Date">
              <DatePicker
                id="leave-start"
                value={draft.start}
                invalid={missing(draft.start)}
                onChange={(start) =>
                  // A start after the chosen end clears the end, so the range never runs backwards.
                  setDraft((d) => ({ ...d, start, end: start && d.end && d.end < start ? undefined : d.end }))
                }
              />
            </Field>
            <Field id="leave-end" label="End Date">
              <DatePicker
                id="leave-end"
                value={draft.end}
                min={draft.start}
                invalid={missing(draft.end)}
                onChange={(end) => setDraft((d) => ({ ...d, end }))}
              />
            </Field>
          </div>
          <Field id="leave-type" label="Leave Type">
            {(control) => (
              <Select value={type ?? ''} onValueChange={(value) => setDraft((d) => ({ ...d, type: value }))}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder="Choose a leave type" />
                </SelectTrigger>
                <SelectContent>
                  {types.map((name) => (
                    <SelectItem key={name} value={name}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field id="leave-reason" label="Leave Reason">
            <Input
              placeholder="Enter your leave reason"
              value={draft.reason}
              maxLength={MAX_REASON_LENGTH}
              aria-invalid={missing(draft.reason) || undefined}
              onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={apply.isPending}>
            {apply.isPending ? 'Submitting Leave Request...' : 'Submit Leave Request'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
