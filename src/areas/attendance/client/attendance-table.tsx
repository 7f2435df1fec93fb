/**
 * A plain, responsive table for the attendance screens. On a phone, columns marked `hideOnPhone` (in the head and
 * in their cells) are left out so the ones needed to act (status, actions) stay on screen; what still does not
 * fit scrolls sideways.
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../client/lib/cn';

export { hideOnPhone } from '../../../client/components/ui/table';

export function AttendanceTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: (string | { label: string; className: string })[];
  children: ReactNode;
}) {
  return (
    // Focusable, so keyboard users can scroll it when a narrow screen makes it scroll.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      // relative: screen-reader-only text inside is positioned within the scroller, not past the page's edge.
      className="relative overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {head.map((h) => {
              const { label, className } = typeof h === 'string' ? { label: h, className: '' } : h;
              return (
                <th key={label} scope="col" className={cn('px-2 py-3 font-medium sm:px-4', className)}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-2 py-3 sm:px-4', className)} {...props} />;
}
