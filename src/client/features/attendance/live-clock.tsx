import { useTimeZone } from '../../components/layout/use-me';
import { zoneNote } from '../../lib/format';
import { useNow } from './format';

/** The current time in the organisation's time zone, refreshed every second. Not announced to screen readers each tick. */
export function LiveClock({ className }: { className?: string }) {
  const timeZone = useTimeZone();
  const now = useNow(1000);
  return (
    <div className={className}>
      <span className="sr-only">Current time: </span>
      <time
        dateTime={now.toISOString()}
        className="block font-mono text-4xl font-bold tabular-nums tracking-tight"
      >
        {now.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone })}
      </time>
      <span className="block text-sm text-muted-foreground">
        {now.toLocaleDateString('en-US', {
          weekday: 'long',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone,
        })}
        {zoneNote(timeZone)}
      </span>
    </div>
  );
}
