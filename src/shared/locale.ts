/**
 * Languages, calendars and digits (rules §9). A person's choices are saved on the server; each one left unset
 * follows the organisation's default. Storage and the API stay Gregorian and in English whatever is chosen.
 * No zod here: the sign-in page needs these (./preferences.ts holds the schemas).
 */

export const languages = ['en', 'ne'] as const;
export type Language = (typeof languages)[number];
/** Each language's name in itself, as a language switch lists them. */
export const languageNames: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

/** How dates are shown: Gregorian, or Bikram Sambat (BS). */
export const calendars = ['gregorian', 'bs'] as const;
export type CalendarSystem = (typeof calendars)[number];

/** Latin 0–9 or Devanagari ०–९. */
export const digitStyles = ['latin', 'devanagari'] as const;
export type DigitStyle = (typeof digitStyles)[number];

/** A person's saved choices; null follows the organisation's default. */
export interface Preferences {
  language: Language | null;
  calendar: CalendarSystem | null;
  digits: DigitStyle | null;
}

/** Digits when a person has not chosen: Devanagari with Nepali, Latin otherwise. */
export const defaultDigits = (language: Language): DigitStyle => (language === 'ne' ? 'devanagari' : 'latin');

export interface Locale {
  language: Language;
  calendar: CalendarSystem;
  digits: DigitStyle;
}

/** The choices in force: the person's, else the organisation's, and Devanagari digits with Nepali. */
export function resolveLocale(
  mine: Partial<Preferences> | undefined,
  organisation: { language: Language; calendar: CalendarSystem },
): Locale {
  const language = mine?.language ?? organisation.language;
  return {
    language,
    calendar: mine?.calendar ?? organisation.calendar,
    digits: mine?.digits ?? defaultDigits(language),
  };
}

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);
