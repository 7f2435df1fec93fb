/**
 * A Bikram Sambat month grid (rules §9): the picker of a person who reads dates in BS. Weeks start on Sunday;
 * the organisation's weekends and holidays are marked (in words for screen readers, not only by colour). Days
 * are buttons in a grid with one tab stop: the arrow keys move a day or a week, Page Up and Page Down a month,
 * Shift with them a year (the ARIA date picker's keys), and focus follows into the next month; a month and a year
 * select jump further in one go. Values stay Gregorian `yyyy-mm-dd`.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  addBsMonths,
  type BsDate,
  bsMonthLength,
  bsMonthNames,
  bsYearConfirmed,
  bsYearRange,
  fromBs,
  toBs,
} from '../../../shared/bs';
import { addDays, weekday } from '../../../shared/calendar';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

export interface BsCalendarProps {
  selected?: string;
  /** Days before this date cannot be picked. */
  min?: string;
  /** Days after this date cannot be picked. */
  max?: string;
  /** The first day shown when nothing is selected (today, in the organisation's zone). */
  today: string;
  workingDays: number[];
  holidays: { date: string; name: string }[];
  onSelect: (date: string) => void;
}

export function BsCalendar({ selected, min, max, today, workingDays, holidays, onSelect }: BsCalendarProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const [focused, setFocused] = useState(
    selected ?? (min && min > today ? min : max && max < today ? max : today),
  );
  const grid = useRef<HTMLTableElement>(null);
  const range = bsYearRange();
  const years = Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i);
  const moved = useRef(false);
  const shown = toBs(focused) as BsDate;
  const first = fromBs({ ...shown, day: 1 }) as string;
  const length = bsMonthLength(shown.year, shown.month) ?? 30;
  const days = Array.from({ length }, (_, i) => addDays(first, i));
  const blanks = weekday(first);
  const weeks: (string | null)[][] = [];
  const cells = [...Array<null>(blanks).fill(null), ...days];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const last = weeks.at(-1) as (string | null)[];
  while (last.length < 7) last.push(null);

  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const move = (date: string | undefined) => {
    if (!date || !toBs(date)) return;
    moved.current = true;
    setFocused(date);
  };
  /** The focused day moved to another month (its day kept where the month has it), within the known years. */
  const month = (by: number) => {
    const next = addBsMonths(shown.year, shown.month, by);
    if (next.year < range.first || next.year > range.last) return undefined;
    const day = Math.min(shown.day, bsMonthLength(next.year, next.month) ?? 29);
    return fromBs({ ...next, day });
  };
  /** Where a key moves the focused day, or undefined for a key the grid leaves alone. */
  const target = (key: string, shift: boolean): string | undefined => {
    const days: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (key in days) return addDays(focused, days[key] as number);
    if (key === 'PageUp' || key === 'PageDown') return month((key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1));
    if (key === 'Home') return addDays(focused, -weekday(focused));
    if (key === 'End') return addDays(focused, 6 - weekday(focused));
    return undefined;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = target(event.key, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div className="w-fit text-foreground">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
          aria-label={t('calendar.previousMonth')}
          onClick={() => setFocused(month(-1) ?? focused)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </button>
        <span className="flex flex-col items-center text-center" aria-live="polite">
          <span className="flex gap-1">
            <select
              aria-label={t('calendar.month')}
              className="h-8 cursor-pointer rounded-md border border-input bg-background px-1 text-sm font-semibold"
              value={shown.month}
              onChange={(e) => setFocused(month(Number(e.target.value) - shown.month) ?? focused)}
            >
              {bsMonthNames[f.locale.language].map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label={t('calendar.year')}
              className="h-8 cursor-pointer rounded-md border border-input bg-background px-1 text-sm font-semibold"
              value={shown.year}
              onChange={(e) => setFocused(month((Number(e.target.value) - shown.year) * 12) ?? focused)}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {f.digits(year)}
                </option>
              ))}
            </select>
          </span>
          {/* Days of a year hr has not confirmed against the official calendar may still move (decision 028). */}
          {bsYearConfirmed(shown.year) === false && (
            <span className="text-xs text-destructive">
              {t('bsCalendar.pickerUnconfirmed', { year: f.digits(shown.year) })}
            </span>
          )}
        </span>
        <button
          type="button"
          className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
          aria-label={t('calendar.nextMonth')}
          onClick={() => setFocused(month(1) ?? focused)}
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <table ref={grid} className="mt-3 border-collapse" aria-label={f.bsMonth(shown.year, shown.month)}>
        <thead>
          <tr>
            {f.weekdayNames.short.map((name, day) => (
              <th key={name} scope="col" className="h-8 w-9 text-xs font-medium text-muted-foreground">
                <abbr title={f.weekdayNames.long[day]} className="no-underline">
                  {name}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeks.map((row) => (
            <tr key={row.find(Boolean)}>
              {row.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its place in the week
                if (!date) return <td key={`blank-${i}`} className="h-9 w-9" />;
                const bs = toBs(date) as BsDate;
                const holiday = holidays.find((h) => h.date === date);
                const off = !workingDays.includes(weekday(date));
                const disabled = Boolean((min && date < min) || (max && date > max));
                const label = [
                  `${f.digits(bs.day)} ${f.bsMonth(bs.year, bs.month)}, ${f.weekdayLong(date)}`,
                  holiday && t('calendar.holiday', { name: holiday.name }),
                  !holiday && off && t('calendar.weekend'),
                  date === today && t('calendar.today'),
                  date === selected && t('calendar.selected'),
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} className="h-9 w-9 p-0 text-center text-sm">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={disabled}
                      aria-label={label}
                      aria-pressed={date === selected}
                      title={holiday?.name}
                      onClick={() => onSelect(date)}
                      onFocus={() => setFocused(date)}
                      className={cn(
                        'relative inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted',
                        'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
                        (off || holiday) && 'text-destructive',
                        date === today && 'font-bold underline underline-offset-4',
                        date === selected &&
                          'bg-primary text-primary-foreground no-underline hover:bg-primary',
                      )}
                    >
                      {f.digits(bs.day)}
                      {holiday && (
                        <span className="absolute bottom-1 h-1 w-1 rounded-full bg-current" aria-hidden />
                      )}
                    </button>
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
