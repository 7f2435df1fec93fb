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
import { ChartCard, DataTable } from '../../../client/components/charts/chart-card';
import {
  axisProps,
  colours,
  gridProps,
  legendProps,
  tooltipProps,
} from '../../../client/components/charts/chart-theme';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { AnalyticsReply } from '../schemas';
import { dailyAttendanceRate } from '../schemas';

export function AttendanceChart({ attendance }: { attendance: AnalyticsReply['attendance'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { days, from, to } = attendance;
  const data = days.map((d) => ({ ...d, label: f.dayMonth(d.date) }));
  const attended = days.reduce((s, d) => s + d.attended, 0);
  const expected = days.reduce((s, d) => s + d.expected, 0);
  const late = days.reduce((s, d) => s + d.late, 0);
  const rated = days.filter((d) => d.rate !== null);
  const lowest = rated.reduce<(typeof days)[number] | undefined>(
    (low, d) => (!low || d.rate! < low.rate! ? d : low),
    undefined,
  );
  const summary = [
    t('analytics.attendanceSummary', {
      days: f.number(days.length),
      from: f.date(from),
      to: f.date(to),
      rate: f.percent(dailyAttendanceRate(attended, expected)),
    }),
    lowest ? t('analytics.lowest', { rate: f.percent(lowest.rate), date: f.date(lowest.date) }) : '',
    t('analytics.lateInAll', { count: late }),
  ].join('');
  const rateName = t('analytics.attendanceRate');
  return (
    <ChartCard
      title={t('analytics.attendanceTitle')}
      description={t('analytics.workingDaysFrom', { from: f.date(from), to: f.date(to) })}
      summary={summary}
      empty={days.length === 0 || (expected === 0 && attended === 0)}
      table={
        <DataTable
          caption={t('analytics.perDay')}
          columns={[
            t('attendance.date'),
            t('analytics.expected'),
            t('attendance.present'),
            t('attendance.late'),
            t('analytics.rate'),
          ]}
          rows={days.map((d) => [
            f.date(d.date),
            f.number(d.expected),
            f.number(d.attended),
            f.number(d.late),
            f.percent(d.rate),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ left: 0, right: 0, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis dataKey="label" minTickGap={16} {...axisProps} />
          <YAxis yAxisId="rate" domain={[0, 100]} unit="%" width={48} {...axisProps} />
          <YAxis
            yAxisId="late"
            orientation="right"
            allowDecimals={false}
            width={40}
            tickFormatter={f.compact}
            {...axisProps}
          />
          <Tooltip
            {...tooltipProps}
            formatter={(value, name) =>
              name === rateName ? [f.percent(value as number), name] : [value, name]
            }
          />
          <Legend {...legendProps} />
          <Bar
            yAxisId="late"
            dataKey="late"
            name={t('attendance.lateArrivals')}
            fill={colours.late}
            maxBarSize={18}
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="rate"
            dataKey="rate"
            name={rateName}
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
