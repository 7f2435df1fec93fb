/**
 * The organisation's country profile (issue 40), on hr's settings page: which profile it is on, what a profile
 * sets (identity numbers, working week, fiscal and leave year, calendar, currency, time zone), and applying one
 * after a confirmation (one audited change on the server).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { Field, RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { bsMonthNames } from '../../../shared/bs';
import { localDate } from '../../../shared/calendar';
import { gregorianMonths } from '../../../shared/calendar-names';
import {
  type CountryCode,
  countryCodes,
  countryProfiles,
  fiscalYearName,
} from '../../../shared/country-profiles';
import type { Settings } from '../schemas';
import { useApplyCountryProfile } from './settings-api';

export function CountryProfileCard({ saved }: { saved: Settings }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  const [chosen, setChosen] = useState<CountryCode>(saved.country);
  const [asking, setAsking] = useState(false);
  const apply = useApplyCountryProfile();
  const profile = countryProfiles[chosen];
  const name = (code: CountryCode) => t(`settings.country.names.${code}`);
  const start = profile.fiscalYear;
  const startMonth = (start.calendar === 'bs' ? bsMonthNames[language] : gregorianMonths[language].long)[
    start.startMonth - 1
  ];
  const facts: [string, string][] = [
    [t('settings.country.identity'), profile.identity.map((i) => t(`profile.${i.field}`)).join(', ')],
    [t('settings.country.workingWeek'), profile.workingDays.map((d) => f.weekdayNames.long[d]).join(', ')],
    [t('settings.country.fiscalYear'), `${startMonth} (${t(`settings.calendars.${start.calendar}`)})`],
    [
      t('settings.country.fiscalYearNow'),
      f.text(fiscalYearName(localDate(new Date(), saved.timeZone), profile)),
    ],
    [t('settings.country.calendar'), t(`settings.calendars.${profile.calendar}`)],
    [t('settings.country.currency'), profile.currency],
    [t('settings.country.timeZone'), profile.timeZone],
  ];
  const confirm = () =>
    apply.mutate(chosen, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('settings.country.applied'));
      },
      onError: () => setAsking(false),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.country.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('settings.country.hint')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>{t('settings.country.current', { name: name(saved.country) })}</p>
        <RefusalProvider error={apply.error}>
          <Field id="country" label={t('settings.country.label')}>
            <NativeSelect value={chosen} onChange={(e) => setChosen(e.target.value as CountryCode)}>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {name(code)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <RefusalMessage />
        </RefusalProvider>
        <dl className="grid gap-2 text-sm sm:grid-cols-2" aria-label={t('settings.country.title')}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex justify-end">
          <Button type="button" onClick={() => setAsking(true)}>
            {t('settings.country.apply')}
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('settings.country.confirmTitle', { name: name(chosen) })}
        description={t('settings.country.confirmBody')}
        action={t('settings.country.apply')}
        pendingAction={t('settings.country.applying')}
        pending={apply.isPending}
        onAction={confirm}
        destructive={false}
      />
    </Card>
  );
}
