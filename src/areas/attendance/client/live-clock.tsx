import { useTimeZone } from '../../../client/components/layout/use-me';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { zoneNote } from '../../../client/lib/zone';
import { localDate } from '../../../shared/calendar';
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
        {f.longDate(localDate(now, timeZone))}
        {zoneNote(timeZone)}
      </span>
    </div>
  );
}
