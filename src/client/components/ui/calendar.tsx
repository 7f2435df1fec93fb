/**
 * A month calendar (react-day-picker v10) styled with the theme tokens, so it reads well in light and dark.
 * Weeks start on Sunday (spec §9).
 */
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { cn } from '../../lib/cn';

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? (
    <ChevronLeft className="h-4 w-4" aria-hidden />
  ) : (
    <ChevronRight className="h-4 w-4" aria-hidden />
  );
}

/**
 * A day button's name starts with the number it shows ("25 November 2026, Wednesday"), so what is seen is what
 * is heard (axe's label-content-name-mismatch; react-day-picker's default reads "Wednesday, November 25th").
 */
const labels: DayPickerProps['labels'] = {
  labelDayButton: (date, modifiers) =>
    [format(date, 'd MMMM yyyy, EEEE'), modifiers.today && 'today', modifiers.selected && 'selected']
      .filter(Boolean)
      .join(', '),
};

export function Calendar({ className, classNames, ...props }: DayPickerProps) {
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
      {...props}
    />
  );
}
