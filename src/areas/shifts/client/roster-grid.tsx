/**
 * The roster's days (issue 42): a grid of people × days (arrow keys move between cells with one tab stop, Home and
 * End to a row's ends, Enter opens the cell's assignment for hr), and on a phone a list per day. Each cell is the
 * day's rostered shift, a day off, or the organisation's working day where nothing is rostered.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useMe } from '../../../client/components/layout/use-me';
import { cn } from '../../../client/lib/cn';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { toBs } from '../../../shared/bs';
import { formatClock, parseClock, weekday } from '../../../shared/calendar';
import type { RosterReply, ShiftType } from '../contract';

export type RosterPerson = RosterReply['people'][number];

/** A cell: a rostered shift, a rostered day off, or no roster (the organisation's working day or weekly off). */
export type RosterCell =
  | { kind: 'shift'; type: ShiftType }
  | { kind: 'off' }
  | { kind: 'default'; working: boolean };

/** Colours for the shift types in turn (each with its text colour, light and dark). */
const palette = [
  'bg-sky-100 text-sky-950 dark:bg-sky-900/60 dark:text-sky-50',
  'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  'bg-violet-100 text-violet-950 dark:bg-violet-900/60 dark:text-violet-50',
  'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50',
  'bg-rose-100 text-rose-950 dark:bg-rose-900/60 dark:text-rose-50',
  'bg-teal-100 text-teal-950 dark:bg-teal-900/60 dark:text-teal-50',
];

/** Short names for the month's narrow cells: the first letter, or more where two types would share one. */
export function shortNames(types: readonly ShiftType[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const length of [1, 2, 3]) {
    const cut = (name: string) => Array.from(name.trim()).slice(0, length).join('').toLocaleUpperCase();
    const seen = new Map<string, number>();
    for (const t of types) seen.set(cut(t.name), (seen.get(cut(t.name)) ?? 0) + 1);
    for (const t of types)
      if (!names.has(t._id) && seen.get(cut(t.name)) === 1) names.set(t._id, cut(t.name));
  }
  types.forEach((t, i) => {
    if (!names.has(t._id)) names.set(t._id, String(i + 1));
  });
  return names;
}

/** What the grid reads: each person's cell of a date, the types' colours and short names, and a cell in words. */
export function useRosterCells(reply: RosterReply) {
  const { t } = useTranslation();
  const f = useFormat();
  const organisation = useMe().data?.organisation;
  const byId = new Map(reply.shift_types.map((s) => [s._id, s]));
  const colour = new Map(reply.shift_types.map((s, i) => [s._id, palette[i % palette.length]!]));
  const short = shortNames(reply.shift_types);
  const days = new Map(
    reply.people.map((p) => [p.employee._id, new Map(p.days.map((d) => [d.date, d.shift_type_id]))]),
  );
  const times = (start: string, end: string) =>
    t(end <= start ? 'shifts.timesNextDay' : 'shifts.times', { start: f.hhmm(start), end: f.hhmm(end) });
  const workStart = organisation?.workStart ?? '09:00';
  const workEnd = formatClock((parseClock(workStart) + (organisation?.workDayMinutes ?? 480)) % 1440);
  const cellOf = (employeeId: string, date: string): RosterCell => {
    const id = days.get(employeeId)?.get(date);
    if (id === undefined)
      return { kind: 'default', working: (organisation?.workingDays ?? []).includes(weekday(date)) };
    const type = id === null ? undefined : byId.get(id);
    return type ? { kind: 'shift', type } : { kind: 'off' };
  };
  /** The cell in words: `Morning · 06:00 AM – 02:00 PM`, `Off`, `Working day · 09:00 AM – 05:00 PM`. */
  const textOf = (cell: RosterCell) =>
    cell.kind === 'shift'
      ? `${cell.type.name} · ${times(cell.type.start_time, cell.type.end_time)}`
      : cell.kind === 'off' || !cell.working
        ? t('shifts.roster.off')
        : t('shifts.workingDay', { times: times(workStart, workEnd) });
  /** The cell as a week's wider cell shows it: what, then when. */
  const linesOf = (cell: RosterCell): [string, string | null] =>
    cell.kind === 'shift'
      ? [cell.type.name, times(cell.type.start_time, cell.type.end_time)]
      : cell.kind === 'off' || !cell.working
        ? [t('shifts.roster.off'), null]
        : [t('shifts.roster.workingDay'), times(workStart, workEnd)];
  const classOf = (cell: RosterCell) =>
    cell.kind === 'shift'
      ? colour.get(cell.type._id)
      : cell.kind === 'off' || !cell.working
        ? 'bg-muted text-muted-foreground'
        : 'text-muted-foreground';
  return { cellOf, textOf, linesOf, classOf, short, times, workingTimes: times(workStart, workEnd) };
}

export function useDayNumber() {
  const f = useFormat();
  const bs = useLocale().calendar === 'bs';
  return (iso: string) => f.digits(bs ? (toBs(iso)?.day ?? Number(iso.slice(8))) : Number(iso.slice(8)));
}

export function RosterGrid(props: {
  reply: RosterReply;
  dates: string[];
  today: string;
  /** Narrow cells (a month): short names, the legend says which is which. */
  compact: boolean;
  labelledBy: string;
  /** Opens the assignment of a person's day (hr); without it a cell only shows. */
  onOpen?: (person: RosterPerson, date: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const dayNumber = useDayNumber();
  const { cellOf, textOf, linesOf, classOf, short } = useRosterCells(props.reply);
  const { people } = props.reply;
  const [at, setAt] = useState({ row: 0, col: Math.max(props.dates.indexOf(props.today), 0) });
  const row = Math.min(at.row, people.length - 1);
  const col = Math.min(at.col, props.dates.length - 1);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });
  const onKey = (event: KeyboardEvent, person: RosterPerson, date: string) => {
    if ((event.key === 'Enter' || event.key === ' ') && props.onOpen) {
      event.preventDefault();
      props.onOpen(person, date);
      return;
    }
    const last = { row: people.length - 1, col: props.dates.length - 1 };
    const next: Record<string, { row: number; col: number }> = {
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      Home: event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 },
      End: event.ctrlKey ? last : { row, col: last.col },
    };
    const to = next[event.key];
    if (!to) return;
    event.preventDefault();
    moved.current = true;
    setAt({
      row: Math.max(0, Math.min(to.row, last.row)),
      col: Math.max(0, Math.min(to.col, last.col)),
    });
  };

  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border sm:block">
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table: arrow keys move between cells
        role="grid"
        aria-labelledby={props.labelledBy}
        aria-rowcount={people.length + 1}
        className={cn('w-full border-collapse text-xs', !props.compact && 'table-fixed')}
      >
        <thead>
          <tr className="border-b border-border bg-muted/50">
            <th
              scope="col"
              className={cn(
                'sticky left-0 z-10 bg-card px-2 py-1.5 text-left font-medium',
                !props.compact && 'w-40',
              )}
            >
              {t('shifts.roster.person')}
            </th>
            {props.dates.map((date) => (
              <th
                key={date}
                scope="col"
                className={cn(
                  'px-1 py-1.5 text-center font-medium text-muted-foreground',
                  date === props.today && 'text-primary',
                )}
              >
                <abbr title={f.longDate(date)} className="block no-underline">
                  <span className="block">{f.weekday(date)}</span>
                  <span className="block text-sm text-foreground">{dayNumber(date)}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((person, r) => (
            <tr key={person.employee._id} className="border-b border-border last:border-b-0">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-48 truncate bg-card px-2 py-1 text-left font-medium"
              >
                {person.employee.name}
              </th>
              {props.dates.map((date, c) => {
                const cell = cellOf(person.employee._id, date);
                const text = textOf(cell);
                return (
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the ARIA grid (see RosterGrid)
                    role="gridcell"
                    data-date={date}
                    tabIndex={r === row && c === col ? 0 : -1}
                    aria-current={date === props.today ? 'date' : undefined}
                    onClick={() => {
                      setAt({ row: r, col: c });
                      props.onOpen?.(person, date);
                    }}
                    onKeyDown={(e) => onKey(e, person, date)}
                    className={cn(
                      'border-l border-border p-0.5 align-top outline-none',
                      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                      props.onOpen && 'cursor-pointer',
                    )}
                  >
                    <span className="sr-only">{`${person.employee.name}, ${f.longDate(date)}: ${text}`}</span>
                    <span
                      aria-hidden
                      className={cn(
                        'block rounded px-1 py-1 text-center',
                        props.compact ? 'min-w-7' : 'flex min-h-10 flex-col justify-center',
                        classOf(cell),
                      )}
                    >
                      {props.compact
                        ? cell.kind === 'shift'
                          ? short.get(cell.type._id)
                          : cell.kind === 'off' || !cell.working
                            ? '–'
                            : '·'
                        : linesOf(cell).map((line) => (
                            <span key={line} className="block truncate">
                              {line}
                            </span>
                          ))}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: each day and everyone's shift that day, a person's day opening its assignment for hr. */
export function RosterList(props: {
  reply: RosterReply;
  dates: string[];
  today: string;
  onOpen?: (person: RosterPerson, date: string) => void;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  const { cellOf, textOf, classOf } = useRosterCells(props.reply);
  return (
    <div className="space-y-4 sm:hidden">
      {props.dates.map((date) => (
        <section
          key={date}
          aria-labelledby={`roster-day-${date}`}
          className="rounded-lg border border-border"
        >
          <h3
            id={`roster-day-${date}`}
            className="border-b border-border bg-muted/50 px-3 py-2 text-sm font-medium"
          >
            {f.longDate(date)}
            {date === props.today && <span className="text-primary"> · {t('shifts.today')}</span>}
          </h3>
          <ul className="divide-y divide-border text-sm">
            {props.reply.people.map((person) => {
              const cell = cellOf(person.employee._id, date);
              const body = (
                <>
                  <span className="min-w-0 flex-1 font-medium">{person.employee.name}</span>
                  <span className={cn('max-w-[60%] rounded px-1.5 py-0.5 text-right text-xs', classOf(cell))}>
                    {textOf(cell)}
                  </span>
                </>
              );
              return (
                <li key={person.employee._id}>
                  {props.onOpen ? (
                    <button
                      type="button"
                      className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => props.onOpen?.(person, date)}
                    >
                      {body}
                    </button>
                  ) : (
                    <div className="flex min-h-11 items-center justify-between gap-2 px-3 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Which colour and short name is which shift type, and what an empty or dashed cell means. */
export function RosterLegend({ reply }: { reply: RosterReply }) {
  const { t } = useTranslation();
  const { classOf, short, times, workingTimes } = useRosterCells(reply);
  const types = reply.shift_types.filter(
    (s) => !s.archived || reply.people.some((p) => p.days.some((d) => d.shift_type_id === s._id)),
  );
  return (
    <section aria-labelledby="roster-legend" className="text-xs">
      <h3 id="roster-legend" className="mb-1 font-medium">
        {t('shifts.roster.legend')}
      </h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {types.map((s) => (
          <li key={s._id} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className={cn('rounded px-1.5 py-0.5 font-medium', classOf({ kind: 'shift', type: s }))}
            >
              {short.get(s._id)}
            </span>
            {s.name} · {times(s.start_time, s.end_time)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="rounded bg-muted px-1.5 py-0.5 text-muted-foreground">
            –
          </span>
          {t('shifts.roster.off')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="rounded px-1.5 py-0.5 text-muted-foreground">
            ·
          </span>
          {t('shifts.roster.defaultDay', { times: workingTimes })}
        </li>
      </ul>
    </section>
  );
}
