/**
 * A chart's frame: title, the chart as one image with a spoken summary, the same figures as a real table under
 * "Show as table", and an empty state. Analytics' charts and the projects' chart share it. Recharts' own keyboard layer is off: the table is the accessible way in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

export function ChartCard({
  title,
  description,
  summary,
  empty,
  emptyText,
  controls,
  status,
  height = 288,
  table,
  children,
}: {
  title: string;
  description?: string;
  /** What the chart shows, in a sentence or two, for screen readers. */
  summary: string;
  empty: boolean;
  /** What the empty state says; "No data yet." unless given. */
  emptyText?: string;
  /** What chooses what the chart shows (the projects' chart: which project), under the description. */
  controls?: ReactNode;
  /** Shown instead of the chart and its empty state while its figures load, when they failed, or cannot be asked. */
  status?: ReactNode;
  height?: number;
  table: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        {controls}
      </CardHeader>
      <CardContent>
        {status ? (
          status
        ) : empty ? (
          <p className="flex items-center justify-center rounded-lg border border-dashed border-border py-12 text-sm text-muted-foreground">
            {emptyText ?? t('analytics.noData')}
          </p>
        ) : (
          <>
            <div role="img" aria-label={summary} className="w-full" style={{ height }}>
              {children}
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-primary">
                {t('analytics.showTable')}
              </summary>
              <section
                className="mt-2 max-h-80 overflow-auto"
                aria-label={t('analytics.tableOf', { title })}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
                tabIndex={0}
              >
                {table}
              </section>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A plain data table: a caption, column headers, and the first cell of each row as its header. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-card">
        <tr className="border-b border-border">
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={i === 0 ? 'py-2 pr-4 font-semibold' : 'py-2 pr-4 text-right font-semibold'}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b border-border last:border-0">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {row[0]}
            </th>
            {row.slice(1).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row keep their column order
              <td key={i} className="py-1.5 pr-4 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
