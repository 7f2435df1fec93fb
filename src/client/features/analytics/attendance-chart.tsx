/** Attendance rate (line, left axis) and late arrivals (bars, right axis) per working day of the last 30 days. */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsReply } from '../../../shared/analytics';
import { dailyAttendanceRate } from '../../../shared/analytics';
import { ChartCard, DataTable } from './chart-card';
import { axisProps, colours, gridProps, legendProps, tooltipProps } from './chart-theme';
import { dayLabel, longDay, percent } from './format';

export function AttendanceChart({ attendance }: { attendance: AnalyticsReply['attendance'] }) {
  const { days, from, to } = attendance;
  const data = days.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const attended = days.reduce((s, d) => s + d.attended, 0);
  const expected = days.reduce((s, d) => s + d.expected, 0);
  const late = days.reduce((s, d) => s + d.late, 0);
  const rated = days.filter((d) => d.rate !== null);
  const lowest = rated.reduce<(typeof days)[number] | undefined>(
    (low, d) => (!low || d.rate! < low.rate! ? d : low),
    undefined,
  );
  const summary =
    `Attendance rate and late arrivals on ${days.length} working days from ${longDay(from)} to ${longDay(to)}: ` +
    `overall rate ${percent(dailyAttendanceRate(attended, expected))}` +
    (lowest ? `, lowest ${percent(lowest.rate)} on ${longDay(lowest.date)}` : '') +
    `; ${late} late ${late === 1 ? 'arrival' : 'arrivals'} in all.`;
  return (
    <ChartCard
      title="Attendance, last 30 days"
      description={`Working days from ${longDay(from)} to ${longDay(to)}`}
      summary={summary}
      empty={days.length === 0 || (expected === 0 && attended === 0)}
      table={
        <DataTable
          caption="Attendance per working day"
          columns={['Date', 'Expected', 'Present', 'Late', 'Rate']}
          rows={days.map((d) => [longDay(d.date), d.expected, d.attended, d.late, percent(d.rate)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ left: 0, right: 0, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis dataKey="label" minTickGap={16} {...axisProps} />
          <YAxis yAxisId="rate" domain={[0, 100]} unit="%" width={48} {...axisProps} />
          <YAxis yAxisId="late" orientation="right" allowDecimals={false} width={36} {...axisProps} />
          <Tooltip
            {...tooltipProps}
            formatter={(value, name) =>
              name === 'Attendance rate' ? [percent(value as number), name] : [value, name]
            }
          />
          <Legend {...legendProps} />
          <Bar
            yAxisId="late"
            dataKey="late"
            name="Late arrivals"
            fill={colours.late}
            maxBarSize={18}
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="rate"
            dataKey="rate"
            name="Attendance rate"
            stroke={colours.primary}
            strokeWidth={2}
            dot={{ r: 2, fill: colours.primary }}
            connectNulls
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
