/** Times and months as the attendance screens show them, in the organisation's time zone and months. */
import { useEffect, useState } from 'react';

/** The current instant, refreshed every `ms` (spec §9: the clock refreshes every second). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
