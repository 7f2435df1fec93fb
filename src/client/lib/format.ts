/**
 * Formatting shared by every screen, in the person's language, digits and calendar (rules §9): numbers and
 * money through `Intl`; dates Gregorian ("Mar 8, 2027", spec §9) or Bikram Sambat ("Mangsir 9, 2083",
 * "मंसिर ९, २०८३"). Values stay Gregorian `yyyy-mm-dd` and ISO instants; only what is shown changes.
 */
import { format as formatDateFns, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { bsMonthNames, toBs } from '../../shared/bs';
import type { Locale } from '../../shared/locale';
import { i18next, useLocale } from './i18n';
import { zoneNote } from './zone';

export const fullName = (u: { firstName: string; middleName?: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

export { browserTimeZone, zoneNote } from './zone';

/** A calendar date as a UTC instant, so no time zone moves it. */
const utc = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

export function makeFormat(locale: Locale) {
  const tag = `${locale.language === 'ne' ? 'ne-NP' : 'en-US'}-u-nu-${locale.digits === 'devanagari' ? 'deva' : 'latn'}`;
  const bs = locale.calendar === 'bs';
  const months = bsMonthNames[locale.language];
  const plain = new Intl.NumberFormat(tag, { useGrouping: false });
  const n = (value: number) => plain.format(value);
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
  const short = dates({ month: 'short', day: 'numeric', year: 'numeric' });
  const dayMonth = dates({ month: 'short', day: 'numeric' });
  const monthYear = dates({ month: 'short', year: 'numeric' });
  const monthShortYear = dates({ month: 'short', year: '2-digit' });
  const weekday = dates({ weekday: 'short' });
  const long = dates({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

  const f = {
    locale,
    tag,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(tag, options).format(value),
    /** `NPR 50,000.00`; N/A when there is no amount. */
    money: (amount: number | null | undefined, currency: string, fractionDigits = 2) =>
      amount === null || amount === undefined
        ? i18next.t('common.notAvailable')
        : `${currency} ${f.number(amount, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`,
    percent: (rate: number | null) =>
      rate === null ? '—' : `${f.number(rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`,
    /** `150K`, for axis ticks. */
    compact: (value: number) => f.number(value, { notation: 'compact' }),
    /** `Mar 8, 2027`, or `Mangsir 9, 2083` with BS. */
    date: (iso: string) => {
      const b = bs ? toBs(iso) : undefined;
      return b ? `${months[b.month - 1]} ${n(b.day)}, ${n(b.year)}` : short.format(utc(iso));
    },
    dateRange: (start: string, end: string) =>
      start === end ? f.date(start) : `${f.date(start)} - ${f.date(end)}`,
    /** `Mar 8`, or `Mangsir 9`. */
    dayMonth: (iso: string) => {
      const b = bs ? toBs(iso) : undefined;
      return b ? `${months[b.month - 1]} ${n(b.day)}` : dayMonth.format(utc(iso));
    },
    /** What a date picker's button shows: `November 25th, 2026` (as before languages), else the long date. */
    pickedDate: (iso: string) =>
      locale.language === 'en' && !bs ? formatDateFns(parseISO(iso), 'PPP') : f.longDate(iso),
    /** `Wednesday, November 25, 2026`, or `Wednesday, Mangsir 9, 2083`. */
    longDate: (iso: string) =>
      bs && toBs(iso) ? `${f.weekdayLong(iso)}, ${f.date(iso)}` : long.format(utc(iso)),
    weekdayLong: (iso: string) => dates({ weekday: 'long' }).format(utc(iso)),
    /** `Mon`. */
    weekday: (iso: string) => weekday.format(utc(iso)),
    /** A Gregorian month `yyyy-mm` as `Nov 2026`. */
    month: (month: string) => monthYear.format(utc(`${month}-01`)),
    /** A Gregorian month `yyyy-mm` as `Nov 26`, for axis ticks. */
    shortMonth: (month: string) => monthShortYear.format(utc(`${month}-01`)),
    /** A BS month as `Mangsir 2083`. */
    bsMonth: (year: number, month: number) => `${months[month - 1]} ${n(year)}`,
    bsMonthName: (month: number) => months[month - 1] as string,
    /** A number in the person's digits, without grouping (a year, a day of the month). */
    digits: n,
    /** `2026-11-25` as it is, in the person's digits; with BS the BS date, `2083-08-09`. */
    isoDate: (iso: string) => {
      const b = bs ? toBs(iso) : undefined;
      return b
        ? [b.year, b.month, b.day].map((p, i) => (i ? n(p).padStart(2, n(0)) : n(p))).join('-')
        : f.text(iso);
    },
    /** Digits in a text (an id, a month `2026-11`) written in the person's digits. */
    text: (value: string) => value.replace(/\d/g, (d) => n(Number(d))),
    /** `09:02 AM` in the organisation's zone, or N/A. */
    time: (iso: string | null, timeZone: string) =>
      iso
        ? new Date(iso).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', timeZone })
        : i18next.t('common.notAvailable'),
    /** `09:02:07 AM`, the live clock. */
    clock: (now: Date, timeZone: string) =>
      now.toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }),
    /** `Nov 25, 2026, 9:02 AM` in the organisation's zone, saying so when it is not the browser's. */
    instant: (iso: string, timeZone: string) => {
      const day = new Date(iso).toLocaleDateString('en-CA', { timeZone });
      const time = new Date(iso).toLocaleTimeString(tag, { hour: 'numeric', minute: '2-digit', timeZone });
      return `${f.date(day)}, ${time}${zoneNote(timeZone)}`;
    },
  };
  return f;
}
export type Format = ReturnType<typeof makeFormat>;

/** The formatter for the person's locale; components using it follow a change of language or calendar. */
export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => makeFormat(locale), [locale]);
}
