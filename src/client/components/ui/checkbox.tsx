/**
 * A checkbox: the browser's own, in the theme's colour. Native, so it costs the sign-in page nothing to load
 * (scripts/check-bundle.ts) and works with every assistive technology and form without extra wiring.
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Checkbox({
  className,
  onCheckedChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className={cn('h-4 w-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed', className)}
      onChange={(e) => onCheckedChange?.(e.target.checked)}
      {...props}
    />
  );
}
