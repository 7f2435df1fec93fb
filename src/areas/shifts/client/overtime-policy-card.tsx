/**
 * Settings → Attendance → Overtime (issue 42, decision 035): hr's overtime policy, shipped with the Labour Act
 * 2074's figures (caps, the rate, the day's and week's hours, rest) and the source they come from.
 */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type OvertimePolicyReply, overtimePolicyInput } from '../contract';
import { useOvertimePolicy, useSaveOvertimePolicy } from './shifts-api';

const numberFields = [
  'daily_cap_minutes',
  'weekly_cap_minutes',
  'rate_percent',
  'day_threshold_minutes',
  'week_threshold_minutes',
  'rest_after_minutes',
  'rest_minutes',
] as const;
type NumberField = (typeof numberFields)[number];
type Values = Record<NumberField, string> & {
  rest_day_work: 'overtime' | 'substitute';
  pre_approval: boolean;
  source: string;
};
const { TextField, SelectField } = fieldsFor<Values>();

/** A blank number is sent as nothing (the schema's refusal); a typed one as a number. */
const schema = z.preprocess((values) => {
  const v = values as Values;
  const numbers = Object.fromEntries(
    numberFields.map((k) => [k, v[k].trim() === '' ? undefined : Number(v[k])]),
  );
  return { ...v, ...numbers };
}, overtimePolicyInput);

const valuesOf = (p: OvertimePolicyReply): Values => ({
  ...(Object.fromEntries(numberFields.map((k) => [k, String(p[k])])) as Record<NumberField, string>),
  rest_day_work: p.rest_day_work,
  pre_approval: p.pre_approval,
  source: p.source,
});

export function OvertimePolicyCard() {
  const { t } = useTranslation();
  const policy = useOvertimePolicy();
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('overtime.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('overtime.description')}</p>
      </CardHeader>
      <CardContent>{ready(policy) ? <PolicyForm policy={policy.data} /> : queryStatus(policy)}</CardContent>
    </Card>
  );
}

function PolicyForm({ policy }: { policy: OvertimePolicyReply }) {
  const { t } = useTranslation();
  const f = useFormat();
  const form = useZodForm<typeof schema, Values>(schema, valuesOf(policy));
  const save = useSaveOvertimePolicy();
  const preApproval = form.watch('pre_approval');
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('overtime.saved'));
        form.reset(form.getValues());
      },
    });
  const minutes = (name: NumberField, label: string, max: number, hint?: string) => (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      step={1}
      min={0}
      max={max}
      required
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <RefusalProvider error={save.error}>
      <Form form={form} onSubmit={submit} id="overtime-policy" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {minutes('daily_cap_minutes', t('overtime.dailyCap'), 1440)}
          {minutes('weekly_cap_minutes', t('overtime.weeklyCap'), 10080)}
          {minutes('rate_percent', t('overtime.rate'), 500, t('overtime.rateHint'))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {minutes('day_threshold_minutes', t('overtime.dayThreshold'), 1440)}
          {minutes('week_threshold_minutes', t('overtime.weekThreshold'), 10080)}
          {minutes('rest_after_minutes', t('overtime.restAfter'), 1440)}
          {minutes('rest_minutes', t('overtime.rest'), 240)}
        </div>
        <SelectField
          name="rest_day_work"
          label={t('overtime.restDayWork')}
          options={[
            { value: 'overtime', label: t('overtime.restDayOvertime') },
            { value: 'substitute', label: t('overtime.restDaySubstitute') },
          ]}
        />
        <CheckboxRow
          id="overtime-pre-approval"
          label={t('overtime.preApproval')}
          checked={preApproval}
          onChange={(on) => form.setValue('pre_approval', on, { shouldDirty: true })}
        />
        <TextField
          name="source"
          label={t('overtime.source')}
          required
          maxLength={200}
          hint={
            policy.updated_at
              ? t('overtime.changedOn', { date: f.date(policy.updated_at.slice(0, 10)) })
              : t('overtime.shipped')
          }
        />
        <RefusalMessage />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('overtime.save')}
        </Button>
      </Form>
    </RefusalProvider>
  );
}
