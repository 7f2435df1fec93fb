import { Popover as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

/** A popover is a dialog to assistive technology: it needs a name (`aria-label`). */
export function PopoverContent({
  className,
  align = 'start',
  ...props
}: ComponentProps<typeof P.Content> & { 'aria-label': string }) {
  return (
    <P.Portal>
      <P.Content
        align={align}
        sideOffset={6}
        className={cn(
          'z-50 rounded-md border border-border bg-card p-3 text-foreground shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </P.Portal>
  );
}
