/**
 * A table of records: it scrolls sideways on a narrow screen, its header names the columns (a number's column is
 * right-aligned; a column without a label holds a row's actions), and each `TableRow` is ruled off from the next.
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column {
  label?: ReactNode;
  numeric?: boolean;
}

export function Table({
  columns,
  className = 'overflow-x-auto',
  children,
}: {
  /** `false` leaves a column out (one shown only sometimes). */
  columns: (Column | false)[];
  /** The scrolling box's classes. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            {columns
              .filter((column) => column !== false)
              .map(({ label, numeric }, i) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions, fixed for the table.
                  key={i}
                  className={
                    label === undefined ? 'py-2' : cn('py-2 pr-3 font-medium', numeric && 'text-right')
                  }
                >
                  {label}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border last:border-0', className)} {...props} />;
}
