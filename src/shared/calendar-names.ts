/**
 * Month and weekday names in each language (rules §9), written out rather than asked of `Intl`: browsers differ
 * in the locales they carry (Debian's Chromium has no Nepali at all), and a date must read the same everywhere.
 */
import type { Language } from './locale.js';

/** Nepali writes a Gregorian month's name in full, short or not. */
const nepaliMonths = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

export const gregorianMonths: Record<Language, { long: string[]; short: string[] }> = {
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  ne: { long: nepaliMonths, short: nepaliMonths },
};

/** Sunday first. */
export const weekdays: Record<Language, { long: string[]; short: string[] }> = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  ne: {
    long: ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'],
    short: ['आइत', 'सोम', 'मंगल', 'बुध', 'बिही', 'शुक्र', 'शनि'],
  },
};

const DEVANAGARI = '०१२३४५६७८९';
/** Latin digits in a text written as Devanagari ones. */
export const devanagariDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)] as string);
