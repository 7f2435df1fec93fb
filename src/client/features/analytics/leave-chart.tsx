/** Leave requests by the month they start in, stacked by status, over the last 12 months and the next 3. */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type AnalyticsReply, leaveStatuses } from '../../../shared/analytics';
import { capitalise } from '../../lib/format';
import { ChartCard, DataTable } from './chart-card';
import { axisProps, colours, gridProps, legendProps, tooltipProps } from './chart-theme';
import { monthLabel, shortMonth } from './format';

export function LeaveChart({ leave }: { leave: AnalyticsReply['leave'] }) {
  const { months, from, to } = leave;
  const data = months.map((m) => ({ ...m, label: shortMonth(m.month) }));
  const totals = Object.fromEntries(
    leaveStatuses.map((s) => [s, months.reduce((sum, m) => sum + m[s], 0)]),
  ) as Record<(typeof leaveStatuses)[number], number>;
  const all = leaveStatuses.reduce((sum, s) => sum + totals[s], 0);
  const busiest = months.reduce((top, m) => (total(m) > total(top) ? m : top), months[0]!);
  const summary =
    `Stacked bar chart of leave requests by month of start, ${monthLabel(from)} to ${monthLabel(to)}: ${all} requests, ` +
    `${leaveStatuses.map((s) => `${totals[s]} ${s}`).join(', ')}` +
    (busiest ? `; busiest month ${monthLabel(busiest.month)} with ${total(busiest)}.` : '.');
  return (
    <ChartCard
      title="Leave requests by month"
      description={`By status and month of start, ${monthLabel(from)} to ${monthLabel(to)}`}
      summary={summary}
      empty={all === 0}
      table={
        <DataTable
          caption="Leave requests by month and status"
          columns={['Month', ...leaveStatuses.map(capitalise), 'Total']}
          rows={months.map((m) => [monthLabel(m.month), ...leaveStatuses.map((s) => m[s]), total(m)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 0, right: 8, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis dataKey="label" minTickGap={8} {...axisProps} />
          <YAxis allowDecimals={false} width={36} {...axisProps} />
          <Tooltip {...tooltipProps} />
          <Legend {...legendProps} />
          {leaveStatuses.map((s, i) => (
            <Bar
              key={s}
              dataKey={s}
              name={capitalise(s)}
              stackId="leave"
              fill={colours[s]}
              maxBarSize={32}
              radius={i === leaveStatuses.length - 1 ? [3, 3, 0, 0] : 0}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

const total = (m: AnalyticsReply['leave']['months'][number]) =>
  m.pending + m.approved + m.rejected + m.cancelled;
