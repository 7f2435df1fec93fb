import { ScrollArea as S } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A scrolling region with a slim scrollbar. The viewport takes focus, so keyboard users can scroll it even when
 * it holds no buttons; give it an `aria-label`.
 */
export function ScrollArea({
  className,
  children,
  'aria-label': label,
  type = 'auto',
  ...props
}: ComponentProps<typeof S.Root>) {
  return (
    <S.Root type={type} className={cn('relative overflow-hidden', className)} {...props}>
      <S.Viewport
        tabIndex={0}
        aria-label={label}
        role="region"
        className="h-full w-full rounded-[inherit] focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
      </S.Viewport>
      <S.Scrollbar orientation="vertical" className="flex w-2.5 touch-none p-0.5 select-none">
        <S.Thumb className="relative flex-1 rounded-full bg-border" />
      </S.Scrollbar>
    </S.Root>
  );
}
