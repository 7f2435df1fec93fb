/**
 * A table of records: it scrolls sideways on a narrow screen, its header names the columns (a number's column is
 * right-aligned; a column without a label holds a row's actions), and each `TableRow` is ruled off from the next.
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column {
  label?: ReactNode;
  numeric?: boolean;
  /** Left out on a phone (give its cells `hideOnPhone` too), so the columns needed to act stay on screen. */
  wide?: boolean;
}

/** A column's cells left out on a phone, as its `wide` head is. */
export const hideOnPhone = 'hidden sm:table-cell';

export function Table({
  columns,
  className = 'overflow-x-auto',
  label,
  children,
}: {
  /** `false` leaves a column out (one shown only sometimes). */
  columns: (Column | false)[];
  /** The scrolling box's classes. */
  className?: string;
  /** Names the scrolling box, which can then be focused to scroll it by keyboard (axe scrollable-region-focusable). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className}
      aria-label={label}
      // Focusable when named: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={label ? 0 : undefined}
    >
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            {columns
              .filter((column) => column !== false)
              .map(({ label, numeric, wide }, i) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions, fixed for the table.
                  key={i}
                  className={cn(
                    label === undefined ? 'py-2' : cn('py-2 pr-3 font-medium', numeric && 'text-right'),
                    wide && hideOnPhone,
                  )}
                >
                  {label}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border last:border-0', className)} {...props} />;
}
