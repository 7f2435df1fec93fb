import { Check } from 'lucide-react';
import { Checkbox as C } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Checkbox({ className, ...props }: ComponentProps<typeof C.Root>) {
  return (
    <C.Root
      className={cn(
        'flex h-4 w-4 shrink-0 items-center justify-center rounded-sm border border-primary',
        'data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
    >
      <C.Indicator>
        <Check className="h-3 w-3" aria-hidden />
      </C.Indicator>
    </C.Root>
  );
}
