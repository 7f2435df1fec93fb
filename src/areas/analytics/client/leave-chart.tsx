/** Leave requests by the month they start in, stacked by status, over the last 12 months and the next 3. */

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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
import { type AnalyticsReply, leaveStatuses } from '../schemas';

export function LeaveChart({ leave }: { leave: AnalyticsReply['leave'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { months, from, to } = leave;
  const data = months.map((m) => ({ ...m, label: f.shortMonth(m.month) }));
  const status = (s: (typeof leaveStatuses)[number]) => t(`leave.status.${s}`);
  const totals = Object.fromEntries(
    leaveStatuses.map((s) => [s, months.reduce((sum, m) => sum + m[s], 0)]),
  ) as Record<(typeof leaveStatuses)[number], number>;
  const all = leaveStatuses.reduce((sum, s) => sum + totals[s], 0);
  const busiest = months.reduce((top, m) => (total(m) > total(top) ? m : top), months[0]!);
  const summary = t(busiest ? 'analytics.leaveSummaryBusiest' : 'analytics.leaveSummary', {
    from: f.month(from),
    to: f.month(to),
    requests: t('analytics.requests', { count: all }),
    list: leaveStatuses.map((s) => `${f.number(totals[s])} ${status(s)}`).join(', '),
    month: busiest ? f.month(busiest.month) : '',
    most: busiest ? f.number(total(busiest)) : '',
  });
  return (
    <ChartCard
      title={t('analytics.leaveTitle')}
      description={t('analytics.leaveDescription', { from: f.month(from), to: f.month(to) })}
      summary={summary}
      empty={all === 0}
      table={
        <DataTable
          caption={t('analytics.leaveCaption')}
          columns={[t('attendance.month'), ...leaveStatuses.map(status), t('analytics.total')]}
          rows={months.map((m) => [
            f.month(m.month),
            ...leaveStatuses.map((s) => f.number(m[s])),
            f.number(total(m)),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 0, right: 8, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis dataKey="label" minTickGap={8} {...axisProps} />
          <YAxis allowDecimals={false} width={40} tickFormatter={f.compact} {...axisProps} />
          <Tooltip {...tooltipProps} />
          <Legend {...legendProps} />
          {leaveStatuses.map((s, i) => (
            <Bar
              key={s}
              dataKey={s}
              name={status(s)}
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
