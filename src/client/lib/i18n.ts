/**
 * The language and calendar in force (rules §9), and the i18next instance every screen translates with.
 * Before sign-in it is this browser's choice (the sign-in page's switch) or the browser's own language; once
 * signed in, the person's saved choices, each unset one following the organisation's default.
 */
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import type { MeReply } from '../../shared/auth';
import { devanagariDigits } from '../../shared/calendar-names';
import type { Catalogue } from '../../shared/i18n';
import { formatParam, loadCatalogue } from '../../shared/i18n';
import { defaultDigits, isLanguage, type Language, type Locale, resolveLocale } from '../../shared/locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

const KEY = 'language';
/** What this browser chose on the sign-in page, if it chose. */
export const chosenLanguage = (): Language | undefined => {
  const stored = localStorage.getItem(KEY);
  return isLanguage(stored) ? stored : undefined;
};
const browserLanguage = (): Language => (navigator.language.toLowerCase().startsWith('ne') ? 'ne' : 'en');

const first = chosenLanguage() ?? browserLanguage();
let locale: Locale = {
  language: first,
  calendar: 'gregorian',
  digits: defaultDigits(first),
};
const listeners = new Set<() => void>();
/**
 * How a refusal's date is written: lib/format.ts says so as it loads (`writeDatesWith`), so the sign-in route,
 * which shows no date, does without the calendars.
 */
let dateOf = (iso: string, _locale: Locale) => iso;
export const writeDatesWith = (write: typeof dateOf) => {
  dateOf = write;
};
/**
 * How a refusal names a leave type (`{{type, leaveType}}`): by the label hr gave it in the reader's language, which
 * arrives with `me` (the app shell says so: `nameLeaveTypesWith`); without one, by the catalogue's words.
 */
let leaveTypeOf = (_name: string, _language: Language): string | undefined => undefined;
export const nameLeaveTypesWith = (name: typeof leaveTypeOf) => {
  leaveTypeOf = name;
};
const digitsOf = (value: number) =>
  locale.digits === 'devanagari' ? devanagariDigits(String(value)) : String(value);
/**
 * i18next's formatter module: numbers in the person's digits; a refusal's parameter its template names a format
 * for (`{{days, days}}`, `{{start, date}}`) in the language's words and the person's calendar (`formatParam`);
 * anything else as it is.
 */
export const paramFormatter = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, format: string | undefined, language: string) => {
    if (!format) return typeof value === 'number' ? digitsOf(value) : value;
    const words = i18next.getResource(language, 'translation', 'errorWords') as Catalogue['errorWords'];
    return formatParam(words, language, value, format, {
      number: digitsOf,
      date: (iso) => dateOf(iso, locale),
      leaveType: (name) => leaveTypeOf(name, language as Language),
    });
  },
};

async function loadLanguage(language: Language) {
  if (!i18next.hasResourceBundle(language, 'translation'))
    i18next.addResourceBundle(language, 'translation', await loadCatalogue(language));
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  document.title = i18next.t('app.documentTitle');
}

/** Loads the first language before anything renders, so no screen shows untranslated keys. */
export async function startI18n() {
  await i18next.use(paramFormatter).init({
    lng: locale.language,
    resources: {},
    // Every value put into a text passes the formatter: a number (a count, a page) in the person's digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  await loadLanguage(locale.language);
}

/** Applies a locale at once, without a reload; its language's catalogue loads first when it is new. */
export async function applyLocale(next: Locale) {
  if (next.language !== i18next.language) await loadLanguage(next.language);
  if (next.language === locale.language && next.calendar === locale.calendar && next.digits === locale.digits)
    return;
  locale = next;
  for (const listener of listeners) listener();
}

/** The sign-in page's switch: remembered in this browser until the person saves a choice of their own. */
export async function chooseLanguage(language: Language) {
  rememberLanguage(language);
  await applyLocale({ ...locale, language, digits: defaultDigits(language) });
}

/**
 * A language saved in Settings is this browser's choice too (the sign-in page opens in it after signing out);
 * "Organisation default" forgets the browser's choice, so the organisation's language applies.
 */
export function rememberLanguage(language: Language | null) {
  if (language) localStorage.setItem(KEY, language);
  else localStorage.removeItem(KEY);
}

/**
 * The locale of a signed-in person: their saved choices; a language they never saved is the one this browser
 * chose on the sign-in page, else the organisation's.
 */
export const localeOf = ({ preferences, organisation }: Pick<MeReply, 'preferences' | 'organisation'>) =>
  resolveLocale({ ...preferences, language: preferences.language ?? chosenLanguage() ?? null }, organisation);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const currentLocale = () => locale;
export const useLocale = () => useSyncExternalStore(subscribe, currentLocale);

const onLanguage = (listener: () => void) => {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
};
/**
 * `t` for a component, which renders again when the language (or the digits its counts are written in) changes.
 * i18next's own React binding would add
 * 7 KB gzip to the sign-in route for this and a `Trans` component we do not need (bundle budget,
 * scripts/check-bundle.ts).
 */
export function useTranslation() {
  useSyncExternalStore(onLanguage, () => i18next.language);
  useLocale();
  return { t: i18next.t, i18n: i18next };
}

export { i18next };
