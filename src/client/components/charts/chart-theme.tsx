/**
 * Colours and shared props of the charts. Everything comes from CSS variables, so the charts follow the light
 * and dark themes; series colours keep at least 3:1 against the card in both.
 */
import type { CSSProperties } from 'react';

/** Series colours, set on the page's wrapper for each theme. */
export const seriesVariables =
  '[--chart-late:#b45309] [--chart-approved:#15803d] [--chart-rejected:#b91c1c] [--chart-cancelled:#64748b] ' +
  'dark:[--chart-late:#fbbf24] dark:[--chart-approved:#4ade80] dark:[--chart-rejected:#f87171] dark:[--chart-cancelled:#94a3b8]';

export const colours = {
  primary: 'var(--primary)',
  late: 'var(--chart-late)',
  pending: 'var(--chart-late)',
  approved: 'var(--chart-approved)',
  rejected: 'var(--chart-rejected)',
  cancelled: 'var(--chart-cancelled)',
} as const;

export const axisProps = {
  stroke: 'var(--border)',
  tick: { fill: 'var(--muted-foreground)', fontSize: 12 },
  tickLine: { stroke: 'var(--border)' },
} as const;

export const gridProps = { stroke: 'var(--border)', strokeDasharray: '3 3' } as const;

export const tooltipProps = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
    fontSize: 13,
  } satisfies CSSProperties,
  labelStyle: { color: 'var(--foreground)', fontWeight: 600 } satisfies CSSProperties,
  cursor: { fill: 'var(--muted)' },
} as const;

export const legendProps = {
  wrapperStyle: { fontSize: 13, color: 'var(--foreground)' } satisfies CSSProperties,
  // In the order the series are drawn, not alphabetical.
  itemSorter: null,
  formatter: (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>,
};
