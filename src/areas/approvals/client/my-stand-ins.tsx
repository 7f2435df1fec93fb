/**
 * My stand-ins (rules §10), on the approvals page for a person who approves something (issue 44, item 4): while I am away, someone I name sees and decides my approval steps for the dates I give;
 * both names are recorded on each decision. Also lists whom I stand in for. The people offered (`candidates`) and
 * the dates allowed (`standInForm`) are the server's own rule.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { DatePicker } from '../../../client/components/ui/date-picker';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { localDate } from '../../../shared/calendar';
import { type delegationBody, standInForm, standInWindow } from '../delegation-schemas';
import { useDelegations, useRemoveDelegation, useSaveDelegation } from './approvals-api';

const empty = { delegate_id: '', start_date: '', end_date: '' };
const { ControlledField, SelectField } = fieldsFor<z.input<typeof delegationBody>>();

export function MyStandIns() {
  const { t } = useTranslation();
  const f = useFormat();
  const delegations = useDelegations();
  const save = useSaveDelegation();
  const remove = useRemoveDelegation();
  // The organisation's today, as the server counts the dates from.
  const today = localDate(new Date(), useTimeZone());
  const form = useZodForm(standInForm(today), empty);
  const { earliest, latest } = standInWindow(today);
  const [removing, setRemoving] = useState<string | null>(null);
  if (!ready(delegations)) return queryStatus(delegations);
  const { mine, forMe, candidates } = delegations.data;
  const submit = (body: z.output<typeof delegationBody>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('approvals.standInSaved'));
        form.reset(empty);
      },
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('approvals.standIns')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('approvals.standInsHelp')}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        {mine.length > 0 && (
          <ul className="space-y-2">
            {mine.map((d) => (
              <li
                key={d._id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
              >
                <span>
                  {t('approvals.standInFor', {
                    name: d.delegate.name,
                    dates: f.dateRange(d.start_date, d.end_date),
                  })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending && removing === d._id}
                  onClick={() => {
                    setRemoving(d._id);
                    remove.mutate(d._id, { onSuccess: () => toast.success(t('approvals.standInRemoved')) });
                  }}
                >
                  {t('approvals.remove')}
                  <span className="sr-only"> {d.delegate.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Form form={form} id="stand-in" className="grid gap-4 sm:grid-cols-3" onSubmit={submit}>
          <RefusalProvider error={save.error}>
            <SelectField
              name="delegate_id"
              label={t('approvals.standIn')}
              placeholder={t('approvals.choosePerson')}
              options={candidates.map((c) => ({ value: c._id, label: c.name }))}
              required
            />
            {/* The app's picker, in the reader's calendar (a BS grid for a BS reader), as the leave form has. */}
            <ControlledField name="start_date" label={t('leave.startDate')}>
              {(field, control) => (
                <DatePicker
                  {...control}
                  ref={field.ref}
                  value={field.value || undefined}
                  min={earliest}
                  max={latest}
                  onBlur={field.onBlur}
                  onChange={(next) => {
                    field.onChange(next ?? '');
                    const end = form.getValues('end_date');
                    if (next && end && end < next) form.setValue('end_date', '');
                  }}
                />
              )}
            </ControlledField>
            <ControlledField name="end_date" label={t('leave.endDate')}>
              {(field, control) => (
                <DatePicker
                  {...control}
                  ref={field.ref}
                  value={field.value || undefined}
                  min={form.watch('start_date') || earliest}
                  max={latest}
                  onBlur={field.onBlur}
                  onChange={(next) => field.onChange(next ?? '')}
                />
              )}
            </ControlledField>
            <div className="sm:col-span-3">
              <RefusalMessage />
              <Button type="submit" disabled={save.isPending}>
                {t(save.isPending ? 'common.saving' : 'approvals.addStandIn')}
              </Button>
            </div>
          </RefusalProvider>
        </Form>
        {forMe.length > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">{t('approvals.iStandIn')}</h3>
            <ul className="space-y-1 text-sm">
              {forMe.map((d) => (
                <li key={d._id}>
                  {t('approvals.standingInFor', {
                    name: d.employee.name,
                    dates: f.dateRange(d.start_date, d.end_date),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
