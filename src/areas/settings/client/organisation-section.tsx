import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { languageNames, languages } from '../../../shared/locale';
import { currencyCodes } from '../schemas';
import { CalendarOptions } from './calendar-options';
import type { Draft, SectionProps } from './settings-page';

const number = (value: string) => (value === '' ? 0 : Number(value));

export function OrganisationSection({ draft, change }: SectionProps) {
  const { t } = useTranslation();
  const currencyName = new Intl.DisplayNames([useLocale().language], { type: 'currency' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.organisation')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field id="companyName" label={t('settings.companyName')}>
          <Input
            required
            value={draft.companyName}
            onChange={(e) => change({ companyName: e.target.value })}
          />
        </Field>
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
        <Field id="taxPercent" label={t('settings.taxPercent')}>
          <Input
            type="number"
            min={0}
            max={100}
            step="0.01"
            value={draft.taxPercent}
            onChange={(e) => change({ taxPercent: number(e.target.value) })}
          />
        </Field>
        <Field id="ssfPercent" label={t('settings.ssfPercent')}>
          <Input
            type="number"
            min={0}
            max={100}
            step="0.01"
            value={draft.ssfPercent}
            onChange={(e) => change({ ssfPercent: number(e.target.value) })}
          />
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
        <Field
          id="periodCalendar"
          label={t('settings.periodCalendar')}
          hint={t('settings.periodCalendarHint')}
        >
          <NativeSelect
            value={draft.periodCalendar}
            onChange={(e) => change({ periodCalendar: e.target.value as Draft['periodCalendar'] })}
          >
            <CalendarOptions />
          </NativeSelect>
        </Field>
        <Field id="calendar" label={t('settings.defaultCalendar')}>
          <NativeSelect
            value={draft.calendar}
            onChange={(e) => change({ calendar: e.target.value as Draft['calendar'] })}
          >
            <CalendarOptions />
          </NativeSelect>
        </Field>
        <Field
          id="requestReminderDays"
          label={t('settings.requestReminderDays')}
          hint={t('settings.requestReminderDaysHint')}
        >
          <Input
            type="number"
            min={1}
            max={30}
            step={1}
            value={draft.requestReminderDays}
            onChange={(e) => change({ requestReminderDays: number(e.target.value) })}
          />
        </Field>
        <Field
          id="monthReminderDays"
          label={t('settings.monthReminderDays')}
          hint={t('settings.monthReminderDaysHint')}
        >
          <Input
            type="number"
            min={1}
            max={28}
            step={1}
            value={draft.monthReminderDays}
            onChange={(e) => change({ monthReminderDays: number(e.target.value) })}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
