/**
 * One labelled control, the only way forms and filters lay one out: the label, the control, a hint and an
 * error, linked for assistive technology. The control (one element: an input, a select, a textarea, a date
 * picker's button) gets its id, `aria-describedby`, `aria-invalid` and `aria-required` from here; a control
 * inside other elements (an input with buttons beside it) takes them from a render function instead.
 */
import { Slot } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Label } from './label';

/**
 * A refused save, shown once: each problem beside the Field whose id its `field` names (a dotted path:
 * `leaveTypes.2` belongs to the Field `leaveTypes`), and those no Field on the form shows by `RefusalMessage`.
 * A save may have several problems (three wrong fields): every one is shown at once.
 */
export interface Refusal {
  field?: string;
  message: string;
}
const RefusalContext = createContext<{ refusals: readonly Refusal[]; fields: Set<string> } | null>(null);
const names = (field: string | undefined, id: string) => field === id || Boolean(field?.startsWith(`${id}.`));

/** The problems of a refused call (an `ApiError` names each one's field), or those found before sending. */
function refusalsOf(error: Error | Refusal | readonly Refusal[] | null): readonly Refusal[] {
  if (!error) return [];
  if (error instanceof ApiError) return error.problems;
  if (error instanceof Error) return [{ message: error.message }];
  return Array.isArray(error) ? error : [error as Refusal];
}

/** `error` is a refused call, a refusal found before sending (`firstRefusal`), or all of them (`allRefusals`). */
export function RefusalProvider({
  error,
  children,
}: {
  error: Error | Refusal | readonly Refusal[] | null;
  children: ReactNode;
}) {
  const fields = useRef(new Set<string>()).current;
  const refusals = refusalsOf(error);
  return <RefusalContext.Provider value={{ refusals, fields }}>{children}</RefusalContext.Provider>;
}

/** The refusals no Field of the form shows (they name no field, or one drawn otherwise). */
export function RefusalMessage() {
  const context = useContext(RefusalContext);
  const unshown = (context?.refusals ?? []).filter(
    (refusal) => ![...context!.fields].some((id) => names(refusal.field, id)),
  );
  if (unshown.length === 0) return null;
  return (
    <div role="alert" className="space-y-1 text-sm font-medium text-destructive">
      {unshown.map((refusal) => (
        <p key={`${refusal.field}:${refusal.message}`}>{refusal.message}</p>
      ))}
    </div>
  );
}

export interface FieldProps {
  id: string;
  /** The request field this control fills, when it is not `id`: a refusal naming it is shown here. */
  name?: string;
  label: ReactNode;
  /** Marks the label with a red asterisk and the control as required. */
  required?: boolean;
  hint?: ReactNode;
  /** The sentence saying what is wrong; announced when it appears. */
  error?: string;
  className?: string;
  children: ReactElement | ((control: ControlProps) => ReactNode);
}

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export function Field({ id, name = id, label, required, hint, error: own, className, children }: FieldProps) {
  const context = useContext(RefusalContext);
  // The set lives as long as the form: a Field joins it once, not again on every render.
  const fields = context?.fields;
  useLayoutEffect(() => {
    fields?.add(name);
    return () => void fields?.delete(name);
  }, [fields, name]);
  const error = own ?? context?.refusals.find((refusal) => names(refusal.field, name))?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control: ControlProps = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
