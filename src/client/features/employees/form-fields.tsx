/** Form controls bound to the employee form (react-hook-form context), laid out by the shared Field. */
import type { ComponentProps } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import type { EmployeeFormValues, FieldName } from './form-model';

export const fieldId = (name: string) => `employee-${name.replaceAll('.', '-')}`;

/** The id and the validation message of a field of the employee form. */
export function useFieldState(name: FieldName) {
  const { formState } = useFormContext<EmployeeFormValues>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return { id: fieldId(name), error };
}

export function TextField({
  name,
  label,
  required,
  hint,
  ...input
}: { name: FieldName; label: string; required?: boolean; hint?: string } & ComponentProps<'input'>) {
  const { register } = useFormContext<EmployeeFormValues>();
  const { id, error } = useFieldState(name);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Input {...input} {...register(name)} />
    </Field>
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
  const { id, error } = useFieldState(name);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <NativeSelect {...register(name)} value={value ?? ''}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
