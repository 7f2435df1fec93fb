/** A month of the organisation's periods, and a day, as its reader reads them (one calendar per screen). */
import { bsMonthNames, toBs } from './bs.js';
import { monthRange } from './calendar.js';
import { devanagariDigits, gregorianMonths } from './calendar-names.js';
import type { CalendarSystem, Locale } from './locale.js';

/**
 * A month `yyyy-mm` of a calendar as `November 2026` or `Mangsir 2083`, in the reader's language and digits. One
 * calendar per screen: a reader of BS sees a Gregorian month as the BS months its days fall in (`Kartik–Mangsir
 * 2083`, `Chaitra 2082–Baisakh 2083`), never a Gregorian month name beside BS dates.
 */
export function monthLabel(month: string, calendar: CalendarSystem, locale: Locale) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const digits = (text: string) => (locale.digits === 'devanagari' ? devanagariDigits(text) : text);
  const bsNames = bsMonthNames[locale.language];
  if (calendar === 'gregorian' && locale.calendar === 'bs') {
    const { first, last } = monthRange(month);
    const [from, to] = [toBs(first), toBs(last)];
    if (from && to) {
      const start = bsNames[from.month - 1];
      const end = bsNames[to.month - 1];
      if (from.month === to.month && from.year === to.year) return digits(`${start} ${from.year}`);
      return digits(
        from.year === to.year ? `${start}–${end} ${to.year}` : `${start} ${from.year}–${end} ${to.year}`,
      );
    }
  }
  const names = calendar === 'bs' ? bsNames : gregorianMonths[locale.language].long;
  return digits(`${names[m - 1]} ${year}`);
}

/**
 * A day `yyyy-mm-dd` as `Dec 7, 2026` (spec §9) or `Mangsir 21, 2083`, `मंसिर २१, २०८३` with BS, in the reader's
 * digits: the screens' `f.date` and the notices' sentences (bell, page and e-mail) write it this one way.
 */
export function dateLabel(iso: string, locale: Locale) {
  const digits = (text: string) => (locale.digits === 'devanagari' ? devanagariDigits(text) : text);
  const bs = locale.calendar === 'bs' ? toBs(iso) : undefined;
  if (bs) return digits(`${bsMonthNames[locale.language][bs.month - 1]} ${bs.day}, ${bs.year}`);
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return digits(`${gregorianMonths[locale.language].short[month - 1]} ${day}, ${year}`);
}
