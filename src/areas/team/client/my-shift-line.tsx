/**
 * The calendar day's own shift (issue 42): the reader's rostered shift and its times, or their rostered day off;
 * nothing on a day without a roster (the working day says nothing new) or while it is read.
 */
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useMyShiftOn } from './calendar-api';

export function MyShiftLine({ date }: { date: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const mine = useMyShiftOn(date).data?.days[0];
  if (mine?.source !== 'roster') return null;
  const shift = mine.shift;
  return (
    <p className="text-sm font-medium">
      {shift
        ? t('teamCalendar.myShiftOn', {
            name: shift.name,
            times: t(shift.end_time <= shift.start_time ? 'shifts.timesNextDay' : 'shifts.times', {
              start: f.hhmm(shift.start_time),
              end: f.hhmm(shift.end_time),
            }),
          })
        : t('teamCalendar.myDayOff')}
    </p>
  );
}
