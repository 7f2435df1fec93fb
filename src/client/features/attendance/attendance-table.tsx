/** A plain, responsive table for the attendance screens: scrolls sideways on a phone instead of squeezing. */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function AttendanceTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
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
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-3 font-medium sm:px-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 sm:px-4', className)} {...props} />;
}
