import { useTimeZone } from '../../components/layout/use-me';
import { useFormat, zoneNote } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useNow } from './format';

/** The current time in the organisation's time zone, refreshed every second. Not announced to screen readers each tick. */
export function LiveClock({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const now = useNow(1000);
  return (
    <div className={className}>
      <span className="sr-only">{t('attendance.currentTime')} </span>
      <time
        dateTime={now.toISOString()}
        className="block font-mono text-4xl font-bold tabular-nums tracking-tight"
      >
        {f.clock(now, timeZone)}
      </time>
      <span className="block text-sm text-muted-foreground">
        {f.longDate(now.toLocaleDateString('en-CA', { timeZone }))}
        {zoneNote(timeZone)}
      </span>
    </div>
  );
}
