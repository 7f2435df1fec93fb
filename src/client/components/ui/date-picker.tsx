/**
 * A single-date picker: a button showing the date (or "Pick a date") that opens a month grid in a popover:
 * Gregorian, or Bikram Sambat for a person who reads dates in BS (rules §9). Values are Gregorian calendar
 * dates, `yyyy-mm-dd`, as the API takes them; lay it out in a `Field`, which labels it.
 */
import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { type Ref, useState } from 'react';
import { localDate } from '../../../shared/calendar';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useMe, useTimeZone } from '../layout/use-me';
import { BsCalendar } from './bs-calendar';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Days before this date (yyyy-mm-dd) cannot be picked. */
  min?: string;
  /** Days after this date cannot be picked. */
  max?: string;
  /** Offers Clear, for a date that may be left empty. */
  clearable?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  invalid?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
}

export function DatePicker({
  id,
  value,
  onChange,
  min,
  max,
  clearable,
  disabled,
  invalid,
  placeholder,
  ...aria
}: DatePickerProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const organisation = useMe().data?.organisation;
  const today = localDate(new Date(), useTimeZone());
  const [open, setOpen] = useState(false);
  const pick = (date: string | undefined) => {
    onChange(date);
    setOpen(false);
  };
  const selected = value ? parseISO(value) : undefined;
  const earliest = min ? parseISO(min) : undefined;
  const latest = max ? parseISO(max) : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          {...aria}
          aria-invalid={invalid || aria['aria-invalid'] || undefined}
          className={cn(
            'w-full justify-start font-normal aria-[invalid=true]:border-destructive',
            !selected && 'text-muted-foreground',
          )}
        >
          <CalendarDays className="h-4 w-4" aria-hidden />
          {value ? f.pickedDate(value) : (placeholder ?? t('calendar.pickDate'))}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t('calendar.chooseDate')}>
        {f.locale.calendar === 'bs' ? (
          <BsCalendar
            selected={value}
            min={min}
            max={max}
            today={today}
            workingDays={organisation?.workingDays ?? [1, 2, 3, 4, 5]}
            holidays={organisation?.holidays ?? []}
            onSelect={pick}
          />
        ) : (
          <Calendar
            mode="single"
            captionLayout="dropdown"
            startMonth={new Date(Number(today.slice(0, 4)) - 100, 0)}
            endMonth={new Date(Number(today.slice(0, 4)) + 10, 11)}
            selected={selected}
            defaultMonth={selected ?? earliest}
            disabled={[earliest && { before: earliest }, latest && { after: latest }].filter(
              (d) => d !== undefined,
            )}
            autoFocus
            onSelect={(date) => pick(date ? format(date, 'yyyy-MM-dd') : undefined)}
          />
        )}
        {clearable && value && (
          <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={() => pick(undefined)}>
            {t('calendar.clear')}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
