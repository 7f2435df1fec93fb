import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { IconButton } from '../../../client/components/ui/icon-button';
import { InputField, NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { localDate } from '../../../shared/calendar';
import { CLOCK_GAP_RANGE } from '../../attendance/contract';
import type { SectionProps } from './settings-form';

const timeZones = Intl.supportedValuesOf('timeZone');

export function CalendarSection({ draft, change }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const [holiday, setHoliday] = useState({ date: '', name: '' });
  const toggleDay = (day: number, on: boolean) =>
    change({
      workingDays: on ? [...draft.workingDays, day].sort() : draft.workingDays.filter((d) => d !== day),
    });
  const addHoliday = () => {
    if (!holiday.date || !holiday.name.trim()) return;
    change({
      holidays: [
        ...draft.holidays.filter((h) => h.date !== holiday.date),
        { ...holiday, name: holiday.name.trim() },
      ],
    });
    setHoliday({ date: '', name: '' });
  };
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
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('settings.holidays')}</legend>
          {draft.holidays.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('settings.noHolidays')}</p>
          )}
          <ul className="divide-y divide-border rounded-md border border-border empty:hidden">
            {[...draft.holidays]
              .sort((a, b) => a.date.localeCompare(b.date))
              .map((h) => (
                <li key={h.date} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <span className="w-28 font-mono">{f.isoDate(h.date)}</span>
                  <span className="flex-1">{h.name}</span>
                  <IconButton
                    icon={Trash2}
                    size="sm"
                    label={t('settings.removeNamed', { name: h.name })}
                    onClick={() => change({ holidays: draft.holidays.filter((x) => x.date !== h.date) })}
                  />
                </li>
              ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <Field id="holiday-date" label={t('attendance.date')}>
              <DateInput value={holiday.date} onChange={(date) => setHoliday({ ...holiday, date })} />
            </Field>
            <InputField
              id="holiday-name"
              label={t('profile.name')}
              value={holiday.name}
              onValueChange={(name) => setHoliday({ ...holiday, name })}
            />
            <Button
              type="button"
              variant="outline"
              onClick={addHoliday}
              disabled={!holiday.date || !holiday.name.trim()}
            >
              {t('settings.addHoliday')}
            </Button>
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
