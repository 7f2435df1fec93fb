/**
 * The week's grid: a row per project and activity, a column per day, hours in each cell (typed as 7.5 or 7:30),
 * each row's total, and below them each day's logged, attended and expected time, a day logged beyond its
 * attendance marked. Days off, holidays and approved leave are named in their column's head. The arrow keys move
 * between cells (left and right once the caret is at the text's end); Tab goes along the rows. On a phone the
 * grid scrolls sideways in its named box, the rows' names staying in view.
 */
import { AlertTriangle, StickyNote, Trash2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { IconButton } from '../../../client/components/ui/icon-button';
import { cn } from '../../../client/lib/cn';
import { type Format, useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { Timesheet, TimesheetDay } from '../contract';
import { projectLabel } from './project-label';
import { type DraftRow, dayMinutes, rowKey, rowMinutes, rowName } from './timesheet-draft';
import { hoursText } from './timesheet-hours';

export interface GridProps {
  week: Timesheet;
  rows: DraftRow[];
  /** Cells whose text is not hours (`row:date`). */
  bad: Set<string>;
  /** Absent: the week is read only. */
  onHours?: (row: number, date: string, text: string) => void;
  onNotes?: (row: number) => void;
  onRemove?: (row: number) => void;
}

/** A day's minutes logged beyond its attendance (none when it has no finished attendance). */
export const overAttended = (day: TimesheetDay, logged: number) =>
  day.attended_minutes !== null && logged > day.attended_minutes;

export function TimesheetGrid({ week, rows, bad, onHours, onNotes, onRemove }: GridProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const editable = Boolean(onHours);
  const range = f.dateRange(week.week_start, week.week_end);
  const dayName = (date: string) => `${f.weekdayLong(date)}, ${f.dayMonth(date)}`;
  const hours = (minutes: number) => hoursText(minutes, f.text) || f.text('0:00');
  const logged = week.days.map((day) => dayMinutes(rows, day.date));
  const total = logged.reduce((a, b) => a + b, 0);

  /** Arrow keys between cells: up and down by row, left and right by day once the caret is at an end. */
  const move = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const to = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: atStart || input.value === '' ? [row, col - 1] : null,
      ArrowRight: atEnd || input.value === '' ? [row, col + 1] : null,
    }[event.key];
    if (!to) return;
    const next = input
      .closest('table')
      ?.querySelector<HTMLInputElement>(`input[data-cell="${to[0]}:${to[1]}"]`);
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.select();
  };

  return (
    <section
      aria-label={t('timesheet.scroll')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable), read only too
      tabIndex={0}
      // relative: what is read aloud only (the caption, the cells' labels) stays inside the box, not at the page's edge
      className="relative overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{t('timesheet.grid', { range })}</caption>
        <thead>
          <tr className="border-b border-border align-bottom text-left">
            <th scope="col" className={cn(sticky, 'w-56 py-2 pr-3 font-medium text-muted-foreground')}>
              {t('timesheet.rowHead')}
            </th>
            {week.days.map((day) => (
              <th key={day.date} scope="col" className="w-24 px-1 py-2 text-right font-medium">
                <span className="block">{f.weekday(day.date)}</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {f.dayMonth(day.date)}
                </span>
                <DayMarks day={day} f={f} />
              </th>
            ))}
            <th scope="col" className="w-20 px-2 py-2 text-right font-medium">
              {t('timesheet.total')}
            </th>
            {editable && (
              <th scope="col" className="w-24 py-2">
                <span className="sr-only">{t('timesheet.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const name = rowName(row);
            return (
              <tr key={rowKey(row)} className="border-b border-border align-top">
                <th scope="row" className={cn(sticky, 'py-2 pr-3 text-left font-normal')}>
                  <span className="block font-medium">{projectLabel(row.project)}</span>
                  <span className="block text-muted-foreground">{row.activity.name}</span>
                  {!editable && <ReadNotes row={row} dayName={dayName} />}
                </th>
                {week.days.map((day, c) => {
                  const text = row.hours[day.date] ?? '';
                  const note = row.notes[day.date];
                  const invalid = bad.has(`${r}:${day.date}`);
                  return (
                    <td key={day.date} className={cn('relative px-1 py-1.5', !day.working && 'bg-muted/40')}>
                      {onHours ? (
                        <input
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          data-cell={`${r}:${c}`}
                          aria-label={
                            t('timesheet.hoursOf', { row: name, day: dayName(day.date) }) +
                            (note ? ` (${t('timesheet.hasNote')})` : '')
                          }
                          aria-invalid={invalid || undefined}
                          aria-describedby="timesheet-hours-hint"
                          value={text}
                          onChange={(event) => onHours(r, day.date, event.target.value)}
                          onKeyDown={(event) => move(event, r, c)}
                          onFocus={(event) => event.target.select()}
                          className={cn(
                            'h-9 w-full rounded-md border border-border bg-card px-2 text-right tabular-nums',
                            'aria-[invalid=true]:border-destructive aria-[invalid=true]:text-destructive',
                          )}
                        />
                      ) : (
                        <span className="block py-1.5 pr-2 text-right tabular-nums">{text}</span>
                      )}
                      {note && (
                        <span
                          aria-hidden
                          className="absolute top-2 left-2 h-1.5 w-1.5 rounded-full bg-primary"
                        />
                      )}
                    </td>
                  );
                })}
                <td className="px-2 py-2.5 text-right font-medium tabular-nums">{hours(rowMinutes(row))}</td>
                {editable && (
                  <td className="py-1.5 text-right whitespace-nowrap">
                    <IconButton
                      icon={StickyNote}
                      label={t('timesheet.notesOf', { row: name })}
                      onClick={() => onNotes?.(r)}
                    />
                    <IconButton
                      icon={Trash2}
                      label={t('timesheet.removeRow', { row: name })}
                      onClick={() => onRemove?.(r)}
                    />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="text-sm">
          <FootRow label={t('timesheet.logged')} editable={editable} total={hours(total)} strong>
            {week.days.map((day, i) => {
              const over = overAttended(day, logged[i] ?? 0);
              return (
                <td
                  key={day.date}
                  className={cn('px-1 py-2 text-right tabular-nums', over && 'text-destructive')}
                >
                  {over && <AlertTriangle className="mr-1 inline h-3.5 w-3.5" aria-hidden />}
                  {hours(logged[i] ?? 0)}
                  {over && <span className="sr-only"> ({t('timesheet.overAttended')})</span>}
                </td>
              );
            })}
          </FootRow>
          <FootRow label={t('timesheet.attended')} editable={editable}>
            {week.days.map((day) => (
              <td key={day.date} className="px-1 py-2 text-right text-muted-foreground tabular-nums">
                {day.attended_minutes === null ? t('timesheet.notAttended') : hours(day.attended_minutes)}
              </td>
            ))}
          </FootRow>
          <FootRow label={t('timesheet.expected')} editable={editable} total={hours(week.expected_minutes)}>
            {week.days.map((day) => (
              <td key={day.date} className="px-1 py-2 text-right text-muted-foreground tabular-nums">
                {hours(day.expected_minutes)}
              </td>
            ))}
          </FootRow>
        </tfoot>
      </table>
    </section>
  );
}

/** The first column stays in view while the days scroll under it. */
const sticky = 'sticky left-0 z-10 bg-card';

function FootRow({
  label,
  total,
  editable,
  strong,
  children,
}: {
  label: string;
  total?: string;
  editable: boolean;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className={cn(strong ? 'border-t-2 border-border font-medium' : 'text-muted-foreground')}>
      <th scope="row" className={cn(sticky, 'py-2 pr-3 text-left font-medium')}>
        {label}
      </th>
      {children}
      <td className="px-2 py-2 text-right tabular-nums">{total}</td>
      {editable && <td />}
    </tr>
  );
}

/** What a column's day is besides a working day: a day off, a holiday, approved leave. */
function DayMarks({ day, f }: { day: TimesheetDay; f: Format }) {
  const { t } = useTranslation();
  const marks: string[] = [];
  if (day.holiday) marks.push(t('timesheet.holiday', { name: day.holiday }));
  else if (!day.working) marks.push(t('timesheet.dayOff'));
  if (day.leave)
    marks.push(
      t(`timesheet.leavePart.${day.leave.part}`, {
        type: day.leave.type,
        from: day.leave.start_time ? f.hhmm(day.leave.start_time) : '',
        to: day.leave.end_time ? f.hhmm(day.leave.end_time) : '',
      }),
    );
  return marks.map((mark) => (
    <span key={mark} className="mt-1 block text-xs font-normal break-words text-primary">
      {mark}
    </span>
  ));
}

/** A read-only week's notes, under their row's name. */
function ReadNotes({ row, dayName }: { row: DraftRow; dayName: (date: string) => string }) {
  const notes = Object.entries(row.notes).sort(([a], [b]) => a.localeCompare(b));
  if (notes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {notes.map(([date, note]) => (
        <li key={date} className="break-words">
          {dayName(date)}: {note}
        </li>
      ))}
    </ul>
  );
}
