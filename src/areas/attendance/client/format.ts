/** Times and months as the attendance screens show them, in the organisation's time zone and months. */
import { useEffect, useState } from 'react';
import { useMe, useTimeZone } from '../../../client/components/layout/use-me';
import { useFormat } from '../../../client/lib/format';
import { localDate } from '../../../shared/calendar';
import { periodsOf } from '../../../shared/periods';

/** The current instant, refreshed every `ms` (spec §9: the clock refreshes every second). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * The organisation's attendance months (Gregorian, or Bikram Sambat: rules §9): which one is current, and a
 * month as it reads, `2026-11` or `Mangsir 2083`.
 */
export function useMonths() {
  const f = useFormat();
  const timeZone = useTimeZone();
  const calendar = useMe().data?.organisation.periodCalendar ?? 'gregorian';
  return {
    current: () => periodsOf(calendar).monthOf(localDate(new Date(), timeZone)),
    /** In the reader's calendar: `November 2026`, `Mangsir 2083`, or `Kartik–Mangsir 2083` to a BS reader. */
    label: (month: string) => f.periodMonth(month, calendar),
  };
}
