/**
 * The form kit, the one way to build a form: react-hook-form validated by the shared zod schema of the call
 * (`useZodForm`), a `Form` that hands the form to its fields and names their ids, and fields laid out by `Field`
 * (label, control, hint, error). `fieldsFor<Values>()` gives text and select fields whose `name` must be a field
 * of the form, so a typo does not compile.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { say } from '../../lib/messages';
import { DateInput } from './date-input';
import { type ControlProps, Field, type Refusal } from './field';
import { Input } from './input';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

/**
 * A form checked by `schema` on submit, then on every change of a field that was refused. The submit handler
 * gets the schema's output. `Values` (what the inputs hold) is the schema's input unless given: a schema that
 * first reshapes the inputs (`z.preprocess`) names them. A form that moves the focus itself (to a tab) turns
 * `shouldFocusError` off.
 */
export function useZodForm<S extends z.ZodType, Values extends FieldValues = z.input<S> & FieldValues>(
  schema: S,
  defaultValues: DefaultValues<Values>,
  { shouldFocusError = true }: { shouldFocusError?: boolean } = {},
) {
  return useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>,
    defaultValues,
    shouldFocusError,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

const FormIdContext = createContext('form');

/** The id of a field of the form `formId`: `employee-emergencyContact-name`. */
const fieldIdOf = (formId: string, name: string) => `${formId}-${name.replaceAll('.', '-')}`;

/** Hands `form` to the fields inside and names their ids; for a form that submits its own way. */
export function FormScope<In extends FieldValues, Out>({
  form,
  id,
  children,
}: {
  form: UseFormReturn<In, unknown, Out>;
  id: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <FormIdContext.Provider value={id}>{children}</FormIdContext.Provider>
    </FormProvider>
  );
}

export function Form<In extends FieldValues, Out>({
  form,
  id,
  onSubmit,
  onInvalid,
  children,
  ...rest
}: {
  form: UseFormReturn<In, unknown, Out>;
  id: string;
  onSubmit: SubmitHandler<Out>;
  /** After a submit the schema refused (the fields show their errors whatever this does). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  children: ReactNode;
} & Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid' | 'id'>) {
  return (
    <FormScope form={form} id={id}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...rest}>
        {children}
      </form>
    </FormScope>
  );
}

/**
 * The first problem the schema found, as a refusal (dotted path and sentence), for forms whose fields show
 * refusals through `RefusalProvider` rather than the kit's fields.
 */
export function firstRefusal(errors: FieldErrors): Refusal | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    // A field's own error has a type (and a message); anything else holds the errors of nested fields.
    if ('type' in value) {
      if (typeof value.message === 'string' && value.message)
        return { field: key || undefined, message: say(value.message) };
      continue;
    }
    const nested = firstRefusal(value as FieldErrors);
    if (nested) return { field: nested.field ? `${key}.${nested.field}` : key, message: nested.message };
  }
  return null;
}

/** Every problem the schema found, one per field (its first), for a form that shows them all at once. */
export function allRefusals(errors: FieldErrors): Refusal[] {
  const found: Refusal[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    if ('type' in value) {
      if (typeof value.message === 'string' && value.message)
        found.push({ field: key || undefined, message: say(value.message) });
      continue;
    }
    for (const nested of allRefusals(value as FieldErrors))
      found.push({ field: nested.field ? `${key}.${nested.field}` : key, message: nested.message });
  }
  return found;
}

/**
 * The id and the validation message of the field `name` of the surrounding form; a field holding a list (a
 * site's networks) shows its items' first problem. The shared schemas' messages are refusals (`says`): said in
 * the person's language here (`firstRefusal`).
 */
export function useFieldState(name: string) {
  const { formState } = useFormContext();
  const formId = useContext(FormIdContext);
  const refusal = firstRefusal({ [name]: get(formState.errors, name) });
  return { id: fieldIdOf(formId, name), error: refusal?.message };
}

interface Labelled {
  label: string;
  required?: boolean;
  hint?: string;
}

function TextField({
  name,
  label,
  required,
  hint,
  ...input
}: { name: string } & Labelled & ComponentProps<'input'>) {
  const { register } = useFormContext();
  const { id, error } = useFieldState(name);
  return (
    <Field id={id} name={name} label={label} required={required} hint={hint} error={error}>
      <Input {...input} {...register(name)} />
    </Field>
  );
}

/** A kit box for an amount of money as typed ("1,25,000.50"), as `MoneyField` (input-field.tsx) is outside a form. */
function MoneyField(props: { name: string } & Labelled & Omit<ComponentProps<'input'>, 'inputMode'>) {
  return <TextField autoComplete="off" {...props} inputMode="decimal" />;
}

function TextAreaField({
  name,
  label,
  required,
  hint,
  ...input
}: { name: string } & Labelled & ComponentProps<'textarea'>) {
  const { register } = useFormContext();
  const { id, error } = useFieldState(name);
  return (
    <Field id={id} name={name} label={label} required={required} hint={hint} error={error}>
      <Textarea {...input} {...register(name)} />
    </Field>
  );
}

function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  /** The empty choice of an optional select. */
  placeholder?: string;
} & Labelled) {
  const { register, control } = useFormContext();
  // Controlled by the form's value: options that arrive later (the managers) still show the saved choice.
  const value = useWatch({ control, name }) as string | null | undefined;
  const { id, error } = useFieldState(name);
  return (
    <Field id={id} name={name} label={label} required={required} hint={hint} error={error}>
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

/**
 * A field whose control is not a plain input (a date picker, a Radix select): `children` draws it from the
 * form's value and `onChange`, with the label's id and aria to put on the element that takes focus.
 */
function ControlledField({
  name,
  label,
  required,
  hint,
  children,
}: {
  name: string;
  children: (field: ControllerRenderProps, control: ControlProps) => ReactNode;
} & Labelled) {
  const { control } = useFormContext();
  const { id, error } = useFieldState(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={id} name={name} label={label} required={required} hint={hint} error={error}>
          {(aria) => children(field, aria)}
        </Field>
      )}
    />
  );
}

/** A date (`yyyy-mm-dd`, '' when empty) typed or picked in the person's calendar: `DateInput`. */
function DateField({
  name,
  label,
  required,
  hint,
  min,
  max,
  picker,
}: { name: string; min?: string; max?: string; picker?: boolean } & Labelled) {
  return (
    <ControlledField name={name} label={label} required={required} hint={hint}>
      {(field, control) => (
        <DateInput
          {...control}
          ref={field.ref}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={min}
          max={max}
          required={required}
          picker={picker}
        />
      )}
    </ControlledField>
  );
}

/** The kit's fields, typed to the form whose values are `Values`. */
export function fieldsFor<Values extends FieldValues>() {
  return {
    DateField: DateField as (
      props: { name: Path<Values>; min?: string; max?: string; picker?: boolean } & Labelled,
    ) => ReactNode,
    ControlledField: ControlledField as (
      props: Omit<Parameters<typeof ControlledField>[0], 'name'> & { name: Path<Values> },
    ) => ReactNode,
    MoneyField: MoneyField as (
      props: { name: Path<Values> } & Labelled & Omit<ComponentProps<'input'>, 'name' | 'inputMode'>,
    ) => ReactNode,
    TextAreaField: TextAreaField as (
      props: { name: Path<Values> } & Labelled & Omit<ComponentProps<'textarea'>, 'name'>,
    ) => ReactNode,
    TextField: TextField as (
      props: { name: Path<Values> } & Labelled & Omit<ComponentProps<'input'>, 'name'>,
    ) => ReactNode,
    SelectField: SelectField as (
      props: Parameters<typeof SelectField>[0] & { name: Path<Values> },
    ) => ReactNode,
  };
}
