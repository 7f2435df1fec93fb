import { Clock } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { useTranslation } from '../../../client/lib/i18n';
import { ClockToggle } from './clock-toggle';
import { LiveClock } from './live-clock';

/** The dashboard's time clock: the live clock and the Clock In / Clock Out button. */
export function TimeClockCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="h-5 w-5 text-primary" aria-hidden /> {t('attendance.timeClock')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-4">
        <LiveClock />
        <ClockToggle where="dashboard" />
      </CardContent>
    </Card>
  );
}
