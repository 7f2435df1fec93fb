import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { InputField, NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { localDate } from '../../../shared/calendar';
import { CLOCK_GAP_RANGE } from '../../attendance/contract';
import type { SectionProps } from './settings-form';

const timeZones = Intl.supportedValuesOf('timeZone');

export function CalendarSection({ draft, change, actions }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const toggleDay = (day: number, on: boolean) =>
    change({
      workingDays: on ? [...draft.workingDays, day].sort() : draft.workingDays.filter((d) => d !== day),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.workingTime')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="timeZone" label={t('settings.timeZone')}>
            <NativeSelect value={draft.timeZone} onChange={(e) => change({ timeZone: e.target.value })}>
              {/* The saved zone may be spelt differently from this browser's list (Asia/Kathmandu, Asia/Katmandu). */}
              {(timeZones.includes(draft.timeZone) ? timeZones : [draft.timeZone, ...timeZones]).map((tz) => (
                <option key={tz}>{tz}</option>
              ))}
            </NativeSelect>
          </Field>
          <InputField
            id="workStart"
            label={t('settings.workStart')}
            type="time"
            required
            value={draft.workStart}
            onValueChange={(workStart) => change({ workStart })}
          />
          <NumberField
            id="lateGraceMinutes"
            label={t('settings.lateGrace')}
            min={0}
            max={720}
            value={draft.lateGraceMinutes}
            onValueChange={(lateGraceMinutes) => change({ lateGraceMinutes })}
          />
          <NumberField
            id="clockGapMinutes"
            label={t('phoneClock.gapLabel')}
            hint={t('phoneClock.gapHint')}
            min={CLOCK_GAP_RANGE.min}
            max={CLOCK_GAP_RANGE.max}
            step={1}
            value={draft.clockGapMinutes}
            onValueChange={(clockGapMinutes) => change({ clockGapMinutes })}
          />
          <Field
            id="attendanceStartDate"
            label={t('settings.attendanceStart')}
            hint={t('settings.attendanceStartHint')}
          >
            <DateInput
              required
              max={localDate(new Date(), draft.timeZone)}
              value={draft.attendanceStartDate}
              onChange={(attendanceStartDate) => change({ attendanceStartDate })}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('settings.workingDays')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {f.weekdayNames.long.map((name, day) => (
              <CheckboxRow
                key={name}
                id={`day-${day}`}
                label={name}
                checked={draft.workingDays.includes(day)}
                onChange={(on) => toggleDay(day, on)}
              />
            ))}
          </div>
        </fieldset>
        {actions}
      </CardContent>
    </Card>
  );
}
