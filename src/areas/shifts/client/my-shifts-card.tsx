/**
 * The dashboard's "My shifts" (issue 42): the person's next seven days on the roster, each with its shift and
 * times (a night shift ends the next day) or a day off. Shown only to someone rostered in those days: a person on
 * the organisation's working day has nothing new to read here.
 */
import { CalendarClock } from 'lucide-react';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { addDays, localDate } from '../../../shared/calendar';
import type { ShiftDay } from '../contract';
import { useMyShifts } from './shifts-api';

const DAYS = 7;

export function MyShiftsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const from = localDate(new Date(), useTimeZone());
  const shifts = useMyShifts(from, addDays(from, DAYS - 1));
  const days = shifts.data?.days ?? [];
  // Loading, failing or not rostered: the dashboard's other cards say what matters; this one stays away.
  if (!days.some((d) => d.source === 'roster')) return null;
  const shiftOf = (day: ShiftDay) => {
    if (!day.shift) return t('shifts.dayOff');
    const { name, start_time: start, end_time: end } = day.shift;
    const times = t(end <= start ? 'shifts.timesNextDay' : 'shifts.times', {
      start: f.hhmm(start),
      end: f.hhmm(end),
    });
    return name ? `${name} · ${times}` : t('shifts.workingDay', { times });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="h-5 w-5" aria-hidden /> {t('shifts.mine')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border text-sm">
          {days.map((day) => (
            <li key={day.date} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium">
                {day.date === from ? t('shifts.today') : `${f.weekday(day.date)} ${f.dayMonth(day.date)}`}
              </span>
              <span className={day.shift ? '' : 'text-muted-foreground'}>{shiftOf(day)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
