/**
 * A person's overtime (issue 42, decision 035), on the Attendance page: "Claim overtime" (a day worked, prefilled
 * with the overtime its attendance shows, or a request in advance; paid: substitute leave is not credited yet) and their claims
 * with their steps. hr may pass the caps with a reason; the server keeps the caps and audits the override.
 */
import { useEffect } from 'react';
import { z } from 'zod';
import { useCan, useTimeZone } from '../../../client/components/layout/use-me';
import { MyRequests } from '../../../client/components/requests/my-requests';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormDialog } from '../../../client/components/ui/use-form-dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { localDate } from '../../../shared/calendar';
import { claimOvertimeBody } from '../contract';
import { useClaimOvertime, useOvertimeDay } from './shifts-api';

export function OvertimeCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('overtime.mine')}</CardTitle>
        <ClaimOvertimeDialog />
      </CardHeader>
      <CardContent>
        <MyRequests kind="overtime" emptyText={t('overtime.none')} />
      </CardContent>
    </Card>
  );
}

interface Values {
  date: string;
  minutes: string;
  reason: string;
  advance: boolean;
  override_reason: string;
}
const empty: Values = { date: '', minutes: '', reason: '', advance: false, override_reason: '' };
const { DateField, TextField, TextAreaField } = fieldsFor<Values>();

/** The minutes as a number (blank: the schema's refusal), no override when left blank, paid (substitute leave is not credited yet). */
const schema = z.preprocess((values) => {
  const v = values as Values;
  return {
    date: v.date,
    minutes: v.minutes.trim() === '' ? undefined : Number(v.minutes),
    reason: v.reason,
    take: 'pay',
    advance: v.advance,
    ...(v.override_reason.trim() ? { override_reason: v.override_reason } : {}),
  };
}, claimOvertimeBody);

export function ClaimOvertimeDialog() {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const timeZone = useTimeZone();
  const form = useZodForm<typeof schema, Values>(schema, empty);
  const claim = useClaimOvertime();
  const dialog = useFormDialog(form, claim, empty);
  const [date, advance] = form.watch(['date', 'advance']);
  const day = useOvertimeDay(dialog.open && date && !advance ? date : null);
  // The day's overtime as attendance shows it fills the minutes, unless the person already typed some.
  const computed = day.data?.overtime_minutes;
  useEffect(() => {
    if (computed !== undefined && computed > 0 && !form.getFieldState('minutes').isDirty)
      form.setValue('minutes', String(computed));
  }, [computed, form]);
  const today = localDate(new Date(), timeZone);
  const submit = (body: z.output<typeof schema>) =>
    claim.mutate(body, { onSuccess: () => dialog.sent(t('overtime.sent')) });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={<Button variant="outline">{t('overtime.claim')}</Button>}
      title={t('overtime.claim')}
      description={t('overtime.claimHelp')}
      form={form}
      id="claim-overtime"
      onSubmit={submit}
      refusal={claim.error}
      action={t('overtime.send')}
      pendingAction={t('overtime.sending')}
      pending={claim.isPending}
    >
      <CheckboxRow
        id="claim-overtime-advance"
        label={t('overtime.advance')}
        checked={advance}
        onChange={(on) => form.setValue('advance', on, { shouldDirty: true })}
      />
      <DateField
        name="date"
        label={t('overtime.date')}
        required
        picker
        {...(advance ? { min: today } : { max: today })}
      />
      {day.data && (
        <div role="status" className="space-y-1 text-sm text-muted-foreground">
          <p>
            {day.data.rest_day
              ? t('overtime.restDay')
              : t('overtime.computed', { minutes: f.number(day.data.overtime_minutes) })}
          </p>
          <p>
            {t('overtime.claimed', {
              day: f.number(day.data.claimed_day),
              dayCap: f.number(day.data.daily_cap_minutes),
              week: f.number(day.data.claimed_week),
              weekCap: f.number(day.data.weekly_cap_minutes),
            })}
          </p>
        </div>
      )}
      <TextField
        name="minutes"
        label={t('overtime.minutes')}
        type="number"
        inputMode="numeric"
        step={1}
        min={1}
        max={1440}
        required
      />
      <TextAreaField name="reason" label={t('overtime.reason')} required rows={3} maxLength={500} />
      {can('override:overtime-cap') && (
        <TextAreaField
          name="override_reason"
          label={t('overtime.overrideReason')}
          hint={t('overtime.overrideHint')}
          rows={2}
          maxLength={500}
        />
      )}
    </FormDialog>
  );
}
