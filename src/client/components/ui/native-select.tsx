import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The select of every form and filter: the browser's own, styled like Input, keyboard and screen-reader friendly
 * everywhere, and it works with react-hook-form's `register` as is. Lay it out in a `Field`, which labels it.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full cursor-pointer rounded-md border border-border bg-card px-3 py-2 text-sm text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
