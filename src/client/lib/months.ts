/**
 * The organisation's months (Gregorian, or Bikram Sambat: rules §9), as attendance and payroll count them: which
 * one is current in the organisation's time zone, and a month as it reads, `November 2026` or `Mangsir 2083`.
 */

import { localDate } from '../../shared/calendar';
import { periodsOf } from '../../shared/periods';
import { useMe, useTimeZone } from '../components/layout/use-me';
import { useFormat } from './format';

export function useOrganisationMonths() {
  const f = useFormat();
  const timeZone = useTimeZone();
  const organisation = useMe().data?.organisation;
  const calendar = organisation?.periodCalendar ?? 'gregorian';
  const periods = periodsOf(calendar);
  return {
    /** False until the organisation's calendar is known (the months are Gregorian until then). */
    known: organisation !== undefined,
    calendar,
    periods,
    today: () => localDate(new Date(), timeZone),
    current: () => periods.monthOf(localDate(new Date(), timeZone)),
    /** In the reader's calendar: `November 2026`, `Mangsir 2083`, or `Kartik–Mangsir 2083` to a BS reader. */
    label: (month: string) => f.periodMonth(month, calendar),
  };
}
