/** Form controls bound to the employee form (react-hook-form context): label, control, hint and error, linked. */
import type { ComponentProps, ReactNode } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import type { EmployeeFormValues, FieldName } from './form-model';

export const fieldId = (name: string) => `employee-${name.replaceAll('.', '-')}`;

export function FieldShell(props: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = fieldId(props.name);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {props.children}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** aria wiring shared by every control: invalid, required, and which texts describe it. */
export function useFieldState(name: FieldName, hint?: string) {
  const { formState } = useFormContext<EmployeeFormValues>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const id = fieldId(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

export function TextField({
  name,
  label,
  required,
  hint,
  ...input
}: { name: FieldName; label: string; required?: boolean; hint?: string } & ComponentProps<'input'>) {
  const { register } = useFormContext<EmployeeFormValues>();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} error={error}>
      <Input id={id} aria-required={required || undefined} {...aria} {...input} {...register(name)} />
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
}: {
  name: FieldName;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty choice of an optional select. */
  placeholder?: string;
  required?: boolean;
  hint?: string;
}) {
  const { register, control } = useFormContext<EmployeeFormValues>();
  // Controlled by the form's value: options that arrive later (the managers) still show the saved choice.
  const value = useWatch({ control, name }) as string | null | undefined;
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} error={error}>
      <NativeSelect
        id={id}
        aria-required={required || undefined}
        {...aria}
        {...register(name)}
        value={value ?? ''}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}
