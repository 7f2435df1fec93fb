/**
 * A labelled text or number box: a `Field` holding one `Input`, for forms kept in state rather than in
 * react-hook-form (the form kit's `TextField` registers with a form). The Field labels and describes the Input.
 */
import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { Input } from './input';

type Boxed = Pick<FieldProps, 'id' | 'name' | 'label' | 'hint' | 'className'>;
type InputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'onChange' | 'value'>;

/** A text box whose value is a string. */
export function InputField({
  id,
  name,
  label,
  hint,
  className,
  onValueChange,
  ...input
}: Boxed & InputProps & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Field id={id} name={name} label={label} hint={hint} className={className}>
      <Input {...input} onChange={(e) => onValueChange(e.target.value)} />
    </Field>
  );
}

/** A box for an amount of money as typed ("1,25,000.50"), with the keypad for decimals; the caller reads it. */
export function MoneyField(
  props: Boxed & Omit<InputProps, 'inputMode'> & { value: string; onValueChange: (value: string) => void },
) {
  return <InputField autoComplete="off" {...props} inputMode="decimal" />;
}

/** A number box: an empty box is 0. `inputClassName` sizes the box itself. */
export function NumberField({
  id,
  name,
  label,
  hint,
  className,
  inputClassName,
  onValueChange,
  ...input
}: Boxed &
  Omit<InputProps, 'type'> & {
    value: number;
    inputClassName?: string;
    onValueChange: (value: number) => void;
  }) {
  return (
    <Field id={id} name={name} label={label} hint={hint} className={className}>
      <Input
        type="number"
        className={inputClassName}
        {...input}
        onChange={(e) => onValueChange(e.target.value === '' ? 0 : Number(e.target.value))}
      />
    </Field>
  );
}
