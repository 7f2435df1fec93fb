/**
 * A single-date picker: a button showing the long date (or "Pick a date") that opens a calendar in a popover.
 * Values are calendar dates, `yyyy-mm-dd`, as the API takes them; lay it out in a `Field`, which labels it.
 */
import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Days before this date (yyyy-mm-dd) cannot be picked. */
  min?: string;
  disabled?: boolean;
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
  disabled,
  invalid,
  placeholder = 'Pick a date',
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  const earliest = min ? parseISO(min) : undefined;
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
          {selected ? format(selected, 'PPP') : placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a date">
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected ?? earliest}
          disabled={earliest ? { before: earliest } : undefined}
          autoFocus
          onSelect={(date) => {
            onChange(date ? format(date, 'yyyy-MM-dd') : undefined);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
