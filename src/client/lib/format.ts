/**
 * Formatting shared by every screen, in the person's language, digits and calendar (rules §9): numbers and
 * money through `Intl`; dates Gregorian ("Mar 8, 2027", spec §9) or Bikram Sambat ("Mangsir 9, 2083",
 * "मंसिर ९, २०८३"). Values stay Gregorian `yyyy-mm-dd` and ISO instants; only what is shown changes.
 */
import { format as formatDateFns, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { bsDateText, bsMonthNames, toBs } from '../../shared/bs';
import { localDate, weekday } from '../../shared/calendar';
import { devanagariDigits, gregorianMonths, weekdays } from '../../shared/calendar-names';
import type { CalendarSystem, Locale } from '../../shared/locale';
import { dateLabel, monthLabel } from '../../shared/month-label';
import { i18next, useLocale, writeDatesWith } from './i18n';
import { zoneNote } from './zone';

export const fullName = (u: { firstName: string; middleName?: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

export function makeFormat(locale: Locale) {
  const { language } = locale;
  const bs = locale.calendar === 'bs';
  /** Numbers are grouped as each language writes them (Nepali in lakhs: 1,00,000), then given its digits. */
  const numberTag = language === 'ne' ? 'en-IN' : 'en-US';
  const digits = locale.digits === 'devanagari' ? devanagariDigits : (text: string) => text;
  const n = (value: number) => digits(String(value));
  const bsMonth = bsMonthNames[language];
  const months = gregorianMonths[language];
  const days = weekdays[language];
  const parts = (iso: string) => iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  /** A day as month name, day and year, in the person's calendar. */
  const named = (iso: string, names: { long: string[]; short: string[] }, style: 'long' | 'short') => {
    const b = bs ? toBs(iso) : undefined;
    if (b) return { month: bsMonth[b.month - 1] as string, day: b.day, year: b.year };
    const [year, month, day] = parts(iso);
    return { month: names[style][month - 1] as string, day, year };
  };
  /** hh:mm (and :ss) in the organisation's zone: `09:02 AM` in English, `०९:०२` (24-hour) in Nepali. */
  const clockOf = (instant: Date, timeZone: string, seconds: boolean) =>
    digits(
      instant.toLocaleTimeString('en-US', {
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        ...(language === 'ne' ? { hourCycle: 'h23' } : {}),
        timeZone,
      }),
    );

  const f = {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      digits(new Intl.NumberFormat(numberTag, options).format(value)),
    /** `NPR 50,000.00`; N/A when there is no amount. */
    money: (amount: number | null | undefined, currency: string, fractionDigits = 2) =>
      amount === null || amount === undefined
        ? i18next.t('common.notAvailable')
        : `${currency} ${f.number(amount, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`,
    percent: (rate: number | null) =>
      rate === null ? '—' : `${f.number(rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`,
    /** `150K`, for axis ticks. */
    compact: (value: number) => f.number(value, { notation: 'compact' }),
    /** `Mar 8, 2027` (spec §9), or `Mangsir 9, 2083` with BS. */
    date: (iso: string) => dateLabel(iso, locale),
    dateRange: (start: string, end: string) =>
      start === end ? f.date(start) : `${f.date(start)} - ${f.date(end)}`,
    /** `Mar 8`, or `Mangsir 9`. */
    dayMonth: (iso: string) => {
      const d = named(iso, months, 'short');
      return `${d.month} ${n(d.day)}`;
    },
    /** `Wednesday, November 25, 2026`, or `Wednesday, Mangsir 9, 2083`. */
    longDate: (iso: string) => {
      const d = named(iso, months, 'long');
      return `${f.weekdayLong(iso)}, ${d.month} ${n(d.day)}, ${n(d.year)}`;
    },
    /** What a date picker's button shows: `November 25th, 2026` (as before languages), else the long date. */
    pickedDate: (iso: string) =>
      language === 'en' && !bs ? formatDateFns(parseISO(iso), 'PPP') : f.longDate(iso),
    /** The week's day names, Sunday first, long and short. */
    weekdayNames: days,
    weekdayLong: (iso: string) => days.long[weekday(iso.slice(0, 10))] as string,
    /** `Mon`. */
    weekday: (iso: string) => days.short[weekday(iso.slice(0, 10))] as string,
    /** A Gregorian month `yyyy-mm` as `Nov 2026`; a BS reader sees the BS months its days fall in. */
    month: (month: string) => {
      if (bs) return monthLabel(month, 'gregorian', locale);
      const [year, m] = parts(`${month}-01`);
      return `${months.short[m - 1]} ${n(year)}`;
    },
    /** A Gregorian month `yyyy-mm` as `Nov 26`, for axis ticks; a BS reader sees the BS month of its middle. */
    shortMonth: (month: string) => {
      const b = bs ? toBs(`${month}-15`) : undefined;
      const [year, m] = b ? [b.year, b.month] : parts(`${month}-01`);
      return `${(b ? bsMonth : months.short)[m - 1]} ${n(year % 100).padStart(2, n(0))}`;
    },
    /**
     * A month `yyyy-mm` of the organisation's periods (`calendar`) as the reader reads it: `November 2026`,
     * `Mangsir 2083`, and for a BS reader a Gregorian month as the BS months it spans (`Kartik–Mangsir 2083`).
     */
    periodMonth: (month: string, calendar: CalendarSystem) => monthLabel(month, calendar, locale),
    /** A Gregorian month's long name and year, `November 2026` (a calendar's caption). */
    monthCaption: (year: number, month: number) => `${months.long[month - 1]} ${n(year)}`,
    /** A BS month as `Mangsir 2083`. */
    bsMonth: (year: number, month: number) => `${bsMonth[month - 1]} ${n(year)}`,
    /**
     * A leave year (named `label` in the organisation's period calendar, from `from` to `to`) as a year of the
     * reader's calendar: a BS reader sees the BS years its days fall in (`2083`, `2082/83`), never a Gregorian
     * year beside BS dates; anyone else its name.
     */
    leaveYear: (label: number, from: string, to: string) => {
      const [first, last] = bs ? [toBs(from), toBs(to)] : [];
      if (!first || !last) return n(label);
      return first.year === last.year
        ? n(first.year)
        : `${n(first.year)}/${digits(String(last.year % 100).padStart(2, '0'))}`;
    },
    /** A number in the person's digits, without grouping (a year, a day of the month). */
    digits: n,
    /** `2026-11-25` as it is, in the person's digits; with BS the BS date, `2083-08-09`. */
    isoDate: (iso: string) => {
      const b = bs ? toBs(iso) : undefined;
      return digits(b ? bsDateText(b) : iso);
    },
    /** Digits in a text (an id, a month `2026-11`) written in the person's digits. */
    text: digits,
    /** A wall-clock time `hh:mm` (a leave's hours, a correction's) in the same style as `time`: `02:30 PM`, `१४:३०`. */
    hhmm: (hhmm: string) => {
      const [h = 0, m = 0] = hhmm.split(':').map(Number);
      if (language === 'ne') return digits(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
      const half = h < 12 ? 'AM' : 'PM';
      return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${half}`;
    },
    /** `09:02 AM` in the organisation's zone, or N/A. */
    time: (iso: string | null, timeZone: string) =>
      iso ? clockOf(new Date(iso), timeZone, false) : i18next.t('common.notAvailable'),
    /** A length of time in whole minutes, `8 h 30 min` (`8 घण्टा ३० मिनेट`). */
    duration: (minutes: number) => {
      const whole = Math.max(Math.round(minutes), 0);
      const [h, m] = [Math.floor(whole / 60), whole % 60];
      return i18next.t(m ? 'common.hoursMinutes' : 'common.hours', { h: n(h), m: n(m) });
    },
    /** `09:02:07 AM`, the live clock. */
    clock: (now: Date, timeZone: string) => clockOf(now, timeZone, true),
    /** `Nov 25, 2026, 9:02 AM` in the organisation's zone, saying so when it is not the browser's. */
    instant: (iso: string, timeZone: string) => {
      const at = new Date(iso);
      const day = localDate(at, timeZone);
      const time =
        language === 'ne'
          ? clockOf(at, timeZone, false)
          : at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
      return `${f.date(day)}, ${time}${zoneNote(timeZone)}`;
    },
  };
  return f;
}
export type Format = ReturnType<typeof makeFormat>;
writeDatesWith((iso, locale) => makeFormat(locale).date(iso));

/** The formatter for the person's locale; components using it follow a change of language or calendar. */
export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => makeFormat(locale), [locale]);
}
