/**
 * /calendar (rules §13): who is off when, a month or a week at a time, in the reader's calendar. Approved and
 * pending leave look different and say so in words; the days move with the arrow keys, and the chosen day's
 * people are listed below. On a phone the month is an agenda of the days that have something on them.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { addDays, localDate, weekday } from '../../../shared/calendar';
import { periodsOf } from '../../../shared/periods';
import type { CalendarScope } from '../calendar-schemas';
import { useLeaveTypeNames, useTeamCalendar } from './calendar-api';
import { DayDetails, MonthGrid } from './month-grid';
import { SubscribeCard } from './subscribe-card';

type View = 'month' | 'week';

/** The days a view shows around `anchor`: whole weeks, Sunday first. */
function rangeOf(view: View, anchor: string, calendar: 'gregorian' | 'bs') {
  if (view === 'week') {
    const from = addDays(anchor, -weekday(anchor));
    return { from, to: addDays(from, 6), month: null };
  }
  const periods = periodsOf(calendar);
  const month = periods.monthOf(anchor);
  const { first, last } = periods.rangeOf(month)!;
  return {
    from: addDays(first, -weekday(first)),
    to: addDays(last, 6 - weekday(last)),
    month: { key: month, first, last },
  };
}

export function CalendarPage() {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
  const f = useFormat();
  const locale = useLocale();
  const can = useCan();
  const today = localDate(new Date(), useTimeZone());
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState(today);
  /** The chosen day was opened from the phone's agenda: its list shows there too. */
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<CalendarScope>('team');
  const [leaveType, setLeaveType] = useState('');
  const deciders = can('approve:leave');
  const types = useLeaveTypeNames(deciders);
  const range = rangeOf(view, anchor, locale.calendar);
  const query = { scope, leave_type: leaveType };
  const calendar = useTeamCalendar({ from: range.from, to: range.to, ...query });

  const step = (direction: 1 | -1) => {
    const next =
      view === 'week'
        ? addDays(anchor, 7 * direction)
        : direction === 1
          ? addDays(range.month!.last, 1)
          : addDays(range.month!.first, -1);
    setAnchor(next);
    setSelected(next);
  };
  const [year, month] = (range.month?.key ?? '').split('-').map(Number) as [number, number];
  const title = range.month
    ? locale.calendar === 'bs'
      ? f.bsMonth(year, month)
      : f.monthCaption(year, month)
    : f.dateRange(range.from, range.to);

  return (
    <main className="space-y-6">
      <PageHeader title={t('teamCalendar.title')} description={t('teamCalendar.description')} />
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="inline-flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('teamCalendar.view')}</legend>
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'outline' : 'ghost'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(`teamCalendar.${v}`)}
            </Button>
          ))}
        </fieldset>
        <Field id="calendar-scope" label={t('teamCalendar.show')} className="min-w-40 space-y-1">
          <NativeSelect value={scope} onChange={(e) => setScope(e.target.value as CalendarScope)}>
            <option value="team">{t('teamCalendar.scopes.team')}</option>
            <option value="department">{t('teamCalendar.scopes.department')}</option>
            {can('read:leave', 'any') && (
              <option value="everyone">{t('teamCalendar.scopes.everyone')}</option>
            )}
          </NativeSelect>
        </Field>
        {deciders && (
          <Field id="calendar-type" label={t('teamCalendar.leaveType')} className="min-w-40 space-y-1">
            <NativeSelect value={leaveType} onChange={(e) => setLeaveType(e.target.value)}>
              <option value="">{t('teamCalendar.allTypes')}</option>
              {types.data?.map((name) => (
                <option key={name} value={name}>
                  {typeName(name)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      </div>
      <section aria-labelledby="calendar-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="calendar-title" className="text-lg font-semibold" aria-live="polite">
            {title}
          </h2>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => step(-1)}
              aria-label={t(`teamCalendar.previous.${view}`)}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setAnchor(today);
                setSelected(today);
              }}
            >
              {t('teamCalendar.today')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => step(1)}
              aria-label={t(`teamCalendar.next.${view}`)}
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        {!ready(calendar) ? (
          queryStatus(calendar)
        ) : (
          <>
            <MonthGrid
              reply={calendar.data}
              month={range.month}
              today={today}
              selected={selected}
              onSelect={(date) => {
                setSelected(date);
                setOpened(false);
                // Moving past the days shown brings the view along.
                if (date < range.from || date > range.to) setAnchor(date);
              }}
              onOpenDay={(date) => {
                setSelected(date);
                setOpened(true);
              }}
            />
            <DayDetails
              key={`${selected} ${scope} ${leaveType}`}
              query={{ ...query, from: selected, to: selected }}
              date={selected}
              opened={opened}
            />
          </>
        )}
      </section>
      <SubscribeCard />
    </main>
  );
}
