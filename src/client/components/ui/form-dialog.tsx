/**
 * A form in a dialog, the one way to build one: the title and description, a kit form (`Form`) holding the fields
 * given as children, the refusal shown beside the field it names or else once above the buttons, and
 * `DialogActions` whose submit is disabled and relabelled while the call runs (the dialog stays open meanwhile).
 * Closing returns the focus as every dialog does (`DialogContent`).
 */
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';
import { type Refusal, RefusalMessage, RefusalProvider } from './field';
import { Form } from './form';

export function FormDialog<In extends FieldValues, Out>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  form,
  id,
  onSubmit,
  onInvalid,
  refusal,
  action,
  pendingAction,
  pending,
  cancel,
  done,
  after,
  formClassName = 'mt-4 space-y-4',
  children,
}: {
  /** Whether it is open; without it, a dialog with a `trigger` opens by it and one without is open while mounted. */
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  className?: string;
  form: UseFormReturn<In, unknown, Out>;
  /** The form's id (its fields' ids start with it). */
  id: string;
  onSubmit: SubmitHandler<Out>;
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** The refused call, or a refusal found before sending. */
  refusal: Error | Refusal | null;
  action: string;
  pendingAction: string;
  pending: boolean;
  cancel?: string;
  /** Shown instead of the form once it did its work (a reset link sent), with a Close button. */
  done?: ReactNode;
  /** Below the buttons: a part of the dialog with its own action (a payroll line's adjustment). */
  after?: ReactNode;
  formClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open ?? (trigger ? undefined : true)}
      onOpenChange={(next) => (next || !pending) && onOpenChange(next)}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent title={title} description={description} className={className}>
        {done ? (
          <>
            {done}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <Form form={form} id={id} className={formClassName} onSubmit={onSubmit} onInvalid={onInvalid}>
              <RefusalProvider error={refusal}>
                {children}
                <RefusalMessage />
              </RefusalProvider>
            </Form>
            <DialogActions
              form={id}
              action={action}
              pendingAction={pendingAction}
              pending={pending}
              cancel={cancel}
            />
            {after}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
