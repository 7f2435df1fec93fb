import { cn } from '../../lib/cn';

export const initials = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';

/** The person's photo when there is one (`src`), else their initials. Decorative: the name is always beside it. */
export function Avatar({
  first,
  last,
  src,
  className,
}: {
  first: string;
  last: string;
  src?: string | null;
  className?: string;
}) {
  const shape = cn('inline-flex h-9 w-9 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" className={cn(shape, 'object-cover')} />;
  return (
    <span
      aria-hidden
      className={cn(
        shape,
        'items-center justify-center bg-primary text-sm font-semibold text-primary-foreground',
      )}
    >
      {initials(first, last)}
    </span>
  );
}
