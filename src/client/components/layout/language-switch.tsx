/**
 * The sign-in page's language choice, before anyone is signed in (rules §9): remembered in this browser, and
 * used after sign-in until the person saves a language of their own in Settings.
 */

import { languageNames, languages } from '../../../shared/locale';
import { chooseLanguage, useLocale, useTranslation } from '../../lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <select
      aria-label={t('settings.language')}
      value={language}
      onChange={(e) => void chooseLanguage(e.target.value as (typeof languages)[number])}
      className="h-9 rounded-md border border-border bg-card px-2 text-sm"
    >
      {languages.map((l) => (
        <option key={l} value={l} lang={l}>
          {languageNames[l]}
        </option>
      ))}
    </select>
  );
}
