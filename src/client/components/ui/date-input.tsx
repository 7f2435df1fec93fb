/**
 * A date to type or pick, `yyyy-mm-dd` in and out: the browser's own date input for a person who reads
 * Gregorian dates, the Bikram Sambat month grid (`DatePicker`) for one who reads BS (rules §9). Lay it out in a
 * `Field`, which labels it; an empty value is ''. `picker` asks for the app's picker in either calendar (a dialog's
 * one day, where the browser's `mm/dd/yyyy` box reads as a machine's).
 */
import type { Ref } from 'react';
import { useFormat } from '../../lib/format';
import { DatePicker } from './date-picker';
import { Input } from './input';

export interface DateInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  required?: boolean;
  /** The app's picker (its month grid) for a Gregorian reader too, not the browser's input. */
  picker?: boolean;
  ref?: Ref<HTMLInputElement & HTMLButtonElement>;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export function DateInput({ value, onChange, required, picker, ...props }: DateInputProps) {
  const { locale } = useFormat();
  if (locale.calendar !== 'bs' && !picker)
    return (
      <Input
        type="date"
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...props}
      />
    );
  // A button takes no aria-required (axe's aria-allowed-attr): the Field's label says the date is required.
  const { id = '', 'aria-required': _required, ...rest } = props;
  return (
    <DatePicker
      id={id}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      clearable={!required}
      {...rest}
    />
  );
}
