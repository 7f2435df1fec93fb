/**
 * The calendar's days: a grid of weeks (arrow keys move between days, Home and End to the week's ends), an
 * agenda on phones, and the chosen day's people. An entry is "Off" to a colleague; its type and status to the
 * person, their manager and hr, with a link to where the request is decided.
 */
import { AlertTriangle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCan, useMe } from '../../../client/components/layout/use-me';
import { usePartText } from '../../../client/components/requests/leave-lines';
import { Button } from '../../../client/components/ui/button';
import { Pagination } from '../../../client/components/ui/pagination';
import { cn } from '../../../client/lib/cn';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { toBs } from '../../../shared/bs';
import { addDays } from '../../../shared/calendar';
import {
  type CalendarEntry,
  type CalendarQuery,
  type CalendarReply,
  SHOWN_PER_DAY,
} from '../calendar-schemas';
import { useTeamCalendar } from './calendar-api';
import { MyShiftLine } from './my-shift-line';

/** The day's entries of a range's reply: the first few the server sent for it. */
const onDay = (entries: CalendarEntry[], date: string) =>
  entries.filter((e) => e.start_date <= date && e.end_date >= date).slice(0, SHOWN_PER_DAY);

function useDayNumber() {
  const f = useFormat();
  const bs = useLocale().calendar === 'bs';
  return (iso: string) => f.digits(bs ? (toBs(iso)?.day ?? Number(iso.slice(8))) : Number(iso.slice(8)));
}

/**
 * Where an entry's request is decided or seen: one's own leave page, the leave list of whoever reads everyone's
 * (hr), a manager's inbox.
 */
function useRequestLink() {
  const me = useMe().data?.user;
  const everyone = useCan()('read:leave', 'any');
  return (entry: CalendarEntry) =>
    !entry.request_id
      ? null
      : entry.employee._id === me?._id
        ? '/leave'
        : everyone
          ? '/admin/leave'
          : entry.status === 'pending'
            ? '/approval'
            : '/approvals/history';
}

function EntryChip({ entry, compact }: { entry: CalendarEntry; compact?: boolean }) {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
  const pending = entry.status === 'pending';
  const part = usePartText()(entry);
  // A colleague sees only that it is part of a day; the details say which part.
  const what = entry.leave_type
    ? [typeName(entry.leave_type), t(pending ? 'teamCalendar.pending' : 'teamCalendar.approved'), part]
        .filter(Boolean)
        .join(' · ')
    : part === null
      ? t('teamCalendar.off')
      : t(entry.start_part === 'hours' ? 'teamCalendar.offPart' : 'teamCalendar.offHalf');
  return (
    <span
      className={cn(
        'block truncate rounded px-1.5 py-0.5 text-xs',
        pending
          ? 'border border-dashed border-amber-600 text-foreground dark:border-amber-400'
          : 'bg-primary/10 text-foreground',
      )}
    >
      <span className="font-medium">{entry.employee.name}</span>
      {compact ? (
        <span className="sr-only">, {what}</span>
      ) : (
        <span className="text-muted-foreground"> · {what}</span>
      )}
      {compact && pending && <span aria-hidden> ({t('teamCalendar.pending')})</span>}
    </span>
  );
}

export function MonthGrid(props: {
  reply: CalendarReply;
  month: { first: string; last: string } | null;
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  /** A day opened from the phone's agenda, to see everyone off that day. */
  onOpenDay: (date: string) => void;
}) {
  const f = useFormat();
  const { days, entries } = props.reply;
  const grid = useRef<HTMLTableElement>(null);
  const focusing = useRef(false);
  useEffect(() => {
    if (!focusing.current) return;
    focusing.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${props.selected}"]`)?.focus();
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const move = (event: KeyboardEvent, date: string) => {
    const index = days.findIndex((d) => d.date === date) % 7;
    const by: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -index,
      End: 6 - index,
    };
    if (!(event.key in by)) return;
    event.preventDefault();
    const next = addDays(date, by[event.key]!);
    // Past the shown days the view follows (the page moves to the next month or week).
    focusing.current = true;
    props.onSelect(next);
  };

  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border border-border sm:block">
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table: arrow keys move between days
          role="grid"
          aria-labelledby="calendar-title"
          className="w-full table-fixed border-collapse"
        >
          <thead>
            <tr className="border-b border-border bg-muted/50">
              {f.weekdayNames.short.map((name, i) => (
                <th
                  key={name}
                  scope="col"
                  className="px-2 py-1.5 text-left text-xs font-medium text-muted-foreground"
                >
                  <abbr title={f.weekdayNames.long[i]} className="no-underline">
                    {name}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date} className="border-b border-border last:border-b-0">
                {week.map((day) => (
                  <DayCell
                    key={day.date}
                    day={day}
                    off={onDay(entries, day.date)}
                    outside={Boolean(
                      props.month && (day.date < props.month.first || day.date > props.month.last),
                    )}
                    today={day.date === props.today}
                    chosen={day.date === props.selected}
                    onSelect={() => props.onSelect(day.date)}
                    onMove={(event) => move(event, day.date)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Agenda reply={props.reply} month={props.month} onOpenDay={props.onOpenDay} />
    </>
  );
}

/** One day of the grid: its number, holiday, cover warning and the first few people off. */
function DayCell(props: {
  day: CalendarReply['days'][number];
  off: CalendarEntry[];
  outside: boolean;
  today: boolean;
  chosen: boolean;
  onSelect: () => void;
  onMove: (event: KeyboardEvent) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const dayNumber = useDayNumber();
  const { day, off } = props;
  const short = day.cover && day.cover.present < day.cover.minimum;
  const said = [
    f.longDate(day.date),
    day.holiday,
    off.length
      ? t('teamCalendar.offCount', { count: off.length, n: f.number(off.length) })
      : t('teamCalendar.nobodyOff'),
    short &&
      t('teamCalendar.belowCover', {
        present: f.number(day.cover!.present),
        minimum: f.number(day.cover!.minimum),
      }),
  ];
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the ARIA grid (see MonthGrid)
      role="gridcell"
      data-date={day.date}
      tabIndex={props.chosen ? 0 : -1}
      aria-selected={props.chosen}
      aria-current={props.today ? 'date' : undefined}
      onClick={props.onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          props.onSelect();
        } else props.onMove(e);
      }}
      className={cn(
        'h-28 cursor-pointer space-y-1 border-r border-border p-1.5 text-left align-top outline-none last:border-r-0',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        !day.working && 'bg-muted/60',
        props.outside && 'text-muted-foreground',
        props.chosen && 'bg-accent',
      )}
    >
      {/* Named by its content: the whole day in words for a screen reader, then what is seen. */}
      <span className="sr-only">{said.filter(Boolean).join(', ')}</span>
      <div aria-hidden className="flex items-center justify-between gap-1 text-xs">
        <span
          className={cn(
            'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1',
            props.today && 'bg-primary font-semibold text-primary-foreground',
          )}
        >
          {dayNumber(day.date)}
        </span>
        {short && <AlertTriangle className="h-3.5 w-3.5 text-destructive" />}
      </div>
      <div aria-hidden className="mt-1 space-y-1">
        {day.holiday && (
          <span className="block truncate text-xs font-medium text-primary">{day.holiday}</span>
        )}
        {off.map((e) => (
          <EntryChip key={`${e.employee._id}-${e.start_date}`} entry={e} compact />
        ))}
        {day.off > off.length && (
          <span className="block text-xs text-muted-foreground">
            {t('teamCalendar.more', { n: f.number(day.off - off.length) })}
          </span>
        )}
      </div>
    </td>
  );
}

/**
 * On a phone: the days with someone off or a holiday, one after another; a day with more people off than it shows
 * opens the day's list (DayDetails).
 */
function Agenda({
  reply,
  month,
  onOpenDay,
}: {
  reply: CalendarReply;
  month: { first: string; last: string } | null;
  onOpenDay: (date: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const days = reply.days.filter(
    (d) => (!month || (d.date >= month.first && d.date <= month.last)) && (d.holiday || d.off),
  );
  return (
    <div className="sm:hidden">
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('teamCalendar.nobodyOffInView')}</p>
      ) : (
        <ul
          aria-label={t('teamCalendar.agenda')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {days.map((d) => {
            const shown = onDay(reply.entries, d.date);
            return (
              <li key={d.date} className="space-y-1 p-3 text-sm">
                <p id={`agenda-${d.date}`} className="font-medium">
                  {f.longDate(d.date)}
                </p>
                {d.holiday && <p className="text-primary">{d.holiday}</p>}
                {shown.map((e) => (
                  <EntryChip key={`${e.employee._id}-${e.start_date}`} entry={e} />
                ))}
                {d.off > shown.length && (
                  <Button
                    variant="link"
                    className="h-auto p-0 text-xs"
                    aria-describedby={`agenda-${d.date}`}
                    onClick={() => onOpenDay(d.date)}
                  >
                    {t('teamCalendar.more', { n: f.number(d.off - shown.length) })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The chosen day: its holiday, cover, and everyone off, a page at a time, each with a link to their request where
 * the viewer may open it. Its page starts again at 1 for another day or filter (the caller keys it by them). Beside
 * the month's grid on a wider screen; on a phone only once `opened` from the agenda, and then focused.
 */
export function DayDetails({ query, date, opened }: { query: CalendarQuery; date: string; opened: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const link = useRequestLink();
  const [page, setPage] = useState(1);
  // The day alone: everyone off that day, not only the few the month's cell shows.
  const alone = useTeamCalendar({ ...query, from: date, to: date, page });
  const day = alone.data?.days[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const loaded = Boolean(day);
  useEffect(() => {
    if (!opened || !loaded || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [opened, loaded]);
  if (!day || !alone.data) return null;
  const off = alone.data.entries;
  const pages = Math.max(1, Math.ceil(day.off / alone.data.pageSize));
  const short = day.cover && day.cover.present < day.cover.minimum;
  return (
    <section
      aria-labelledby="day-title"
      aria-live="polite"
      className={cn('space-y-2 rounded-lg border border-border bg-card p-4', !opened && 'hidden sm:block')}
    >
      <h3 id="day-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {f.longDate(date)}
      </h3>
      {day.holiday && <p className="text-sm text-primary">{day.holiday}</p>}
      <MyShiftLine date={date} />
      {!day.working && !day.holiday && (
        <p className="text-sm text-muted-foreground">{t('teamCalendar.nonWorking')}</p>
      )}
      {day.cover && (
        <p className={cn('text-sm', short ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {t(short ? 'teamCalendar.belowCover' : 'teamCalendar.cover', {
            present: f.number(day.cover.present),
            minimum: f.number(day.cover.minimum),
          })}
        </p>
      )}
      {off.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('teamCalendar.nobodyOff')}</p>
      ) : (
        <>
          {pages > 1 && (
            <p className="text-sm text-muted-foreground">
              {t('teamCalendar.offCount', { count: day.off, n: f.number(day.off) })}
            </p>
          )}
          <ul className="space-y-1">
            {off.map((e) => {
              const to = link(e);
              return (
                <li
                  key={`${e.employee._id}-${e.start_date}`}
                  className="flex flex-wrap items-center gap-2 text-sm"
                >
                  <EntryChip entry={e} />
                  <span className="text-muted-foreground">{f.dateRange(e.start_date, e.end_date)}</span>
                  {to && (
                    <Link to={to} className="text-primary hover:underline">
                      {t('teamCalendar.openRequest', { name: e.employee.name })}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          {pages > 1 && (
            <Pagination page={page} pages={pages} onPage={setPage} label={t('teamCalendar.dayPages')} />
          )}
        </>
      )}
    </section>
  );
}
