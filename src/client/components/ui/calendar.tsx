/**
 * A Gregorian month calendar (react-day-picker v10) styled with the theme tokens, so it reads well in light and
 * dark, in the person's language and digits. Weeks start on Sunday (spec §9); the organisation's weekends and
 * holidays are marked, in words too. A month and a year select jump further than the arrows; the keys are the ARIA
 * date picker's (react-day-picker's): Page Up and Page Down a month, with Shift a year.
 */
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { gregorianMonths } from '../../../shared/calendar-names';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useMe } from '../layout/use-me';

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? (
    <ChevronLeft className="h-4 w-4" aria-hidden />
  ) : (
    <ChevronRight className="h-4 w-4" aria-hidden />
  );
}

export function Calendar({ className, classNames, ...props }: DayPickerProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const organisation = useMe().data?.organisation;
  const holidays = new Map((organisation?.holidays ?? []).map((h) => [h.date, h.name]));
  const workingDays = organisation?.workingDays ?? [0, 1, 2, 3, 4, 5, 6];
  const iso = (date: Date) => format(date, 'yyyy-MM-dd');
  const caption = (date: Date) => f.monthCaption(date.getFullYear(), date.getMonth() + 1);
  const dayName = (date: Date) =>
    f.locale.language === 'en'
      ? format(date, 'd MMMM yyyy, EEEE')
      : `${f.digits(date.getDate())} ${caption(date)}, ${f.weekdayLong(iso(date))}`;
  /**
   * A day button's name starts with the number it shows ("25 November 2026, Wednesday"), so what is seen is
   * what is heard (axe's label-content-name-mismatch; react-day-picker's default reads "Wednesday, November 25th").
   */
  const labels: DayPickerProps['labels'] = {
    labelDayButton: (date, modifiers) =>
      [
        dayName(date),
        modifiers.holiday && t('calendar.holiday', { name: holidays.get(iso(date)) ?? '' }),
        !modifiers.holiday && modifiers.weekend && t('calendar.weekend'),
        modifiers.today && t('calendar.today'),
        modifiers.selected && t('calendar.selected'),
      ]
        .filter(Boolean)
        .join(', '),
    labelNext: () => t('calendar.nextMonth'),
    labelMonthDropdown: () => t('calendar.month'),
    labelYearDropdown: () => t('calendar.year'),
    labelPrevious: () => t('calendar.previousMonth'),
  };
  return (
    <DayPicker
      weekStartsOn={0}
      showOutsideDays={false}
      className={cn('text-foreground', className)}
      classNames={{
        root: 'relative w-fit',
        months: 'flex flex-col gap-4',
        month: 'space-y-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous:
          'inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted disabled:opacity-40',
        button_next:
          'inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted disabled:opacity-40',
        month_caption: 'flex h-9 items-center justify-center',
        caption_label: 'text-sm font-semibold',
        dropdowns: 'relative z-10 flex gap-1',
        // The select shows its own value: react-day-picker's copy beside it (for its own stylesheet) is left out.
        dropdown_root: '[&>span]:hidden',
        dropdown:
          'h-8 cursor-pointer rounded-md border border-input bg-background px-1 text-sm font-semibold',
        month_grid: 'border-collapse',
        weekdays: '',
        weekday: 'h-8 w-9 text-xs font-medium text-muted-foreground',
        week: '',
        day: 'h-9 w-9 p-0 text-center text-sm',
        day_button: cn(
          'inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md',
          'hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        ),
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:no-underline',
        disabled: '',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron }}
      labels={labels}
      formatters={{
        formatCaption: caption,
        formatWeekdayName: (date) => f.weekday(iso(date)),
        formatDay: (date) => f.digits(date.getDate()),
        formatMonthDropdown: (date) => gregorianMonths[f.locale.language].long[date.getMonth()] as string,
        formatYearDropdown: (date) => f.digits(date.getFullYear()),
      }}
      modifiers={{
        holiday: (date) => holidays.has(iso(date)),
        weekend: (date) => !workingDays.includes(date.getDay()),
      }}
      modifiersClassNames={{ holiday: 'text-destructive', weekend: 'text-destructive' }}
      {...props}
    />
  );
}
