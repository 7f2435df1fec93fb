import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { InputField, NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { languageNames, languages } from '../../../shared/locale';
import { currencyCodes } from '../schemas';
import { CalendarOptions } from './calendar-options';
import type { Draft, SectionProps } from './settings-form';

export function OrganisationSection({ draft, change, actions }: SectionProps) {
  const { t } = useTranslation();
  const currencyName = new Intl.DisplayNames([useLocale().language], { type: 'currency' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.organisation')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="companyName"
          label={t('settings.companyName')}
          required
          value={draft.companyName}
          onValueChange={(companyName) => change({ companyName })}
        />
        <Field id="currency" label={t('settings.currency')}>
          <NativeSelect
            required
            value={draft.currency}
            onChange={(e) => change({ currency: e.target.value })}
          >
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code} · {currencyName.of(code)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="language" label={t('settings.defaultLanguage')}>
          <NativeSelect
            value={draft.language}
            onChange={(e) => change({ language: e.target.value as Draft['language'] })}
          >
            {languages.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageNames[l]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <CalendarField
          id="periodCalendar"
          label={t('settings.periodCalendar')}
          hint={t('settings.periodCalendarHint')}
          value={draft.periodCalendar}
          onChange={(periodCalendar) => change({ periodCalendar })}
        />
        <CalendarField
          id="calendar"
          label={t('settings.defaultCalendar')}
          value={draft.calendar}
          onChange={(calendar) => change({ calendar })}
        />
        {(
          [
            ['requestReminderDays', 30],
            ['monthReminderDays', 28],
          ] as const
        ).map(([key, max]) => (
          <NumberField
            key={key}
            id={key}
            label={t(`settings.${key}`)}
            hint={t(`settings.${key}Hint`)}
            min={1}
            max={max}
            step={1}
            value={draft[key]}
            onValueChange={(days) => change({ [key]: days })}
          />
        ))}
        {actions && <div className="sm:col-span-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}

type Calendar = Draft['calendar'];

/** A choice of calendar: the months payroll periods follow, or the one dates are shown in. */
function CalendarField({
  value,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  hint?: string;
  value: Calendar;
  onChange: (calendar: Calendar) => void;
}) {
  return (
    <Field {...field}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value as Calendar)}>
        <CalendarOptions />
      </NativeSelect>
    </Field>
  );
}
