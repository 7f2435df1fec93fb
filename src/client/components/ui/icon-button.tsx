/** A button showing only an icon: its name (and, when given, its tooltip) says what it does. */
import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export function IconButton({
  icon: Icon,
  label,
  variant = 'ghost',
  size = 'icon',
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label' | 'asChild'> & { icon: LucideIcon; label: string }) {
  return (
    <Button type="button" variant={variant} size={size} aria-label={label} {...props}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
