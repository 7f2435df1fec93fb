/**
 * The open state of a `FormDialog` that sends one call: opening or closing it forgets the call's last refusal and
 * puts the form back to `values` (`clear` resets what the form does not hold: a chosen file); `sent` says the call
 * worked, closes the dialog and empties it the same way.
 */
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';

export function useFormDialog<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  call: { reset: () => void },
  values: In,
  clear?: () => void,
) {
  const [open, setOpen] = useState(false);
  const empty = () => {
    form.reset(values);
    clear?.();
  };
  return {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      call.reset();
      empty();
    },
    sent: (message: string) => {
      toast.success(message);
      setOpen(false);
      empty();
    },
  };
}
