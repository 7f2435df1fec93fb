/**
 * How leave years run and how far credits are recorded (rules §14): the month the leave year starts in (of the
 * attendance calendar), the length of a working day, the day balances are kept from, and hr running the
 * accrual job again from a past day.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useSettings } from '../../../client/lib/queries';
import { bsMonthNames } from '../../../shared/bs';
import { gregorianMonths } from '../../../shared/calendar-names';
import { useRunAccrual } from './settings-api';
import type { SectionProps } from './settings-form';

export function LeaveYearFields({ draft, change }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const language = f.locale.language;
  const names = draft.periodCalendar === 'bs' ? bsMonthNames[language] : gregorianMonths[language].long;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        id="leaveYearStartMonth"
        label={t('leavePolicy.leaveYearStart')}
        hint={t('leavePolicy.leaveYearHint')}
      >
        <NativeSelect
          value={draft.leaveYearStartMonth}
          onChange={(e) => change({ leaveYearStartMonth: Number(e.target.value) })}
        >
          {names.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <NumberField
        id="workDayMinutes"
        label={t('leavePolicy.workDay')}
        hint={t('leavePolicy.workDayHint')}
        min={1}
        max={24}
        step={0.25}
        value={draft.workDayMinutes / 60}
        onValueChange={(hours) => change({ workDayMinutes: Math.round(hours * 60) })}
      />
      <Field id="leaveLedgerStart" label={t('leavePolicy.ledgerStart')}>
        <DateInput
          required
          value={draft.leaveLedgerStart}
          onChange={(v) => change({ leaveLedgerStart: v })}
        />
      </Field>
    </div>
  );
}

/** How far the daily run has recorded credits, and a button to record them again from a past day. */
export function AccrualRun() {
  const { t } = useTranslation();
  const f = useFormat();
  const settings = useSettings().data;
  const [from, setFrom] = useState('');
  const run = useRunAccrual();
  if (!settings) return null;
  const through = settings.leaveAccrualThrough;
  return (
    <div className="space-y-2 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">
        {through ? t('leavePolicy.accrualThrough', { date: f.date(through) }) : t('leavePolicy.accrualNever')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="accrualFrom" label={t('leavePolicy.runFrom')} className="space-y-1">
          <DateInput value={from} min={settings.leaveLedgerStart} onChange={setFrom} />
        </Field>
        <Button
          type="button"
          variant="outline"
          disabled={!from || run.isPending}
          onClick={() =>
            run.mutate(from, {
              onSuccess: () => toast.success(t('leavePolicy.runQueued')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {run.isPending ? t('leavePolicy.running') : t('leavePolicy.run')}
        </Button>
      </div>
    </div>
  );
}
