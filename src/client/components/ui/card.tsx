import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '../../lib/cn';

/** A card's title is a page's second level, or the third inside a group with a heading of its own (Settings). */
export const CardHeadingLevel = createContext<2 | 3>(2);

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-border bg-card shadow-sm', className)} {...props} />;
}
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}
export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  const Heading = useContext(CardHeadingLevel) === 3 ? 'h3' : 'h2';
  return <Heading className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
