/** Times and dates as the attendance screens show them, in the organisation's time zone. */
import { useEffect, useState } from 'react';
import { localDate } from '../../../shared/calendar';

/** The current instant, refreshed every `ms` (spec §9: the clock refreshes every second). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

export const currentMonth = (timeZone: string) => localDate(new Date(), timeZone).slice(0, 7);

/** `09:02 AM`, or N/A when there is no time. */
export function formatTime(iso: string | null, timeZone: string): string {
  if (!iso) return 'N/A';
  return new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', timeZone });
}

/** `Mon` for a yyyy-mm-dd date (a calendar date: no time zone applies). */
export const weekdayOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
