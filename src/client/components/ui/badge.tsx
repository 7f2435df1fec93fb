import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-muted text-foreground',
  green: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100',
  purple: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
} as const;
export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
