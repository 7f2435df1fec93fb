/**
 * A person's preferences, applied at once (no save button). Language, calendar and digits are saved on the
 * server and follow the person (rules §9); "Organisation default" clears a choice. Dark mode is this browser's;
 * notifications are NotificationsCard's.
 */
import type { ReactNode } from 'react';
import { useMe } from '../../../client/components/layout/use-me';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { SwitchRow } from '../../../client/components/ui/switch-row';
import {
  applyLocale,
  chosenLanguage,
  localeOf,
  rememberLanguage,
  useTranslation,
} from '../../../client/lib/i18n';
import { setTheme, useTheme } from '../../../client/lib/theme';
import { digitStyles, languageNames, languages, type Preferences } from '../../../shared/locale';
import type { UpdatePreferencesBody } from '../../../shared/preferences';
import { CalendarOptions } from './calendar-options';
import { useSavePreferences } from './settings-api';

export function PreferencesCard() {
  const { t } = useTranslation();
  const me = useMe().data;
  const save = useSavePreferences();
  const theme = useTheme();
  const choose = (patch: UpdatePreferencesBody) => {
    if (!me) return;
    if (patch.language !== undefined) rememberLanguage(patch.language);
    // Shown at once; the server's answer (a refreshed `me`) confirms it, or a refusal says why not.
    void applyLocale(localeOf({ ...me, preferences: { ...me.preferences, ...patch } }));
    save.mutate(patch);
  };
  const organisation = me?.organisation;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.personal')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('settings.personalHint')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {me && organisation && (
          <div className="grid gap-4 sm:grid-cols-3">
            <Choice
              id="pref-language"
              label={t('settings.language')}
              // This browser's sign-in choice is in force until the person saves one.
              value={me.preferences.language ?? chosenLanguage() ?? null}
              orgDefault={languageNames[organisation.language]}
              disabled={save.isPending}
              onChange={(language) => choose({ language: language as Preferences['language'] })}
            >
              {languages.map((l) => (
                <option key={l} value={l} lang={l}>
                  {languageNames[l]}
                </option>
              ))}
            </Choice>
            <Choice
              id="pref-calendar"
              label={t('settings.calendar')}
              value={me.preferences.calendar}
              orgDefault={t(`settings.calendars.${organisation.calendar}`)}
              disabled={save.isPending}
              onChange={(calendar) => choose({ calendar: calendar as Preferences['calendar'] })}
            >
              <CalendarOptions />
            </Choice>
            <Choice
              id="pref-digits"
              label={t('settings.digits')}
              value={me.preferences.digits}
              orgDefault={t(
                `settings.digitStyles.${localeOf({ ...me, preferences: { ...me.preferences, digits: null } }).digits}`,
              )}
              disabled={save.isPending}
              onChange={(digits) => choose({ digits: digits as Preferences['digits'] })}
            >
              {digitStyles.map((d) => (
                <option key={d} value={d}>
                  {t(`settings.digitStyles.${d}`)}
                </option>
              ))}
            </Choice>
          </div>
        )}
        {save.error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {save.error.message}
          </p>
        )}
        <SwitchRow
          id="pref-dark"
          label={t('settings.darkMode')}
          checked={theme === 'dark'}
          onChange={(on) => setTheme(on ? 'dark' : 'light')}
        />
        {me && (
          <SwitchRow
            id="pref-share-contact"
            label={t('settings.shareContact')}
            hint={t('settings.shareContactHint')}
            checked={me.preferences.shareContact}
            disabled={save.isPending}
            onChange={(shareContact) => save.mutate({ shareContact })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** One saved choice: "Organisation default (…)" (null) or one of the options. */
function Choice(props: {
  id: string;
  label: string;
  value: string | null;
  orgDefault: string;
  disabled: boolean;
  onChange: (value: string | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Field id={props.id} label={props.label} className="space-y-1">
      <NativeSelect
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        <option value="">{t('settings.organisationDefault', { value: props.orgDefault })}</option>
        {props.children}
      </NativeSelect>
    </Field>
  );
}
