/**
 * A project's approved hours per week of the report's period (issue 43), billable hours beside them, drawn with the
 * analytics charts' frame: a spoken summary, the figures as a table, an empty state. The report's project filter
 * chooses the project (the reader's first until then).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, DataTable } from '../../../client/components/charts/chart-card';
import {
  axisProps,
  colours,
  gridProps,
  legendProps,
  tooltipProps,
} from '../../../client/components/charts/chart-theme';
import { queryStatus } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { ProjectSummary } from '../contract';
import { useProjectChart } from './admin-api';
import { decimalHours } from './admin-hours';
import { projectLabel } from './project-label';

export function ReportChart({
  from,
  to,
  valid,
  project: shown,
}: {
  from: string;
  to: string;
  valid: boolean;
  project: Pick<ProjectSummary, '_id'> | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const projectId = shown?._id;
  const chart = useProjectChart(
    { project_id: projectId ?? '', from, to, bucket: 'week' },
    valid && projectId !== undefined,
  );
  const points = chart.data?.points ?? [];
  const data = points.map((p) => ({
    label: f.dayMonth(p.start),
    hours: p.minutes / 60,
    billable: p.billable_minutes / 60,
  }));
  const total = points.reduce((sum, p) => sum + p.minutes, 0);
  const project = chart.data?.project;
  const title = t('projectAdmin.chartTitle');
  if (!projectId) return null;
  return (
    <ChartCard
      title={title}
      description={project ? projectLabel(project) : undefined}
      // Neither "no approved time" nor an empty frame before the figures are in, nor after they failed.
      status={
        valid ? (
          queryStatus(chart)
        ) : (
          <p className="text-sm text-muted-foreground">{t('projectAdmin.fixPeriod')}</p>
        )
      }
      summary={t('projectAdmin.chartSummary', {
        name: project?.name ?? '',
        weeks: f.number(points.length),
        hours: decimalHours(f, total),
        from: f.date(from),
        to: f.date(to),
      })}
      empty={total === 0}
      emptyText={t('projectAdmin.noApprovedTime')}
      table={
        <DataTable
          caption={title}
          columns={[t('projectAdmin.weekOf'), t('projectAdmin.hours'), t('projectAdmin.billableHours')]}
          rows={points.map((p) => [
            f.date(p.start),
            decimalHours(f, p.minutes),
            decimalHours(f, p.billable_minutes),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 0, right: 0, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} vertical={false} />
          <XAxis dataKey="label" minTickGap={16} {...axisProps} />
          <YAxis width={48} tickFormatter={f.compact} {...axisProps} />
          <Tooltip
            {...tooltipProps}
            formatter={(value, name) => [decimalHours(f, Number(value) * 60), name]}
          />
          <Legend {...legendProps} />
          <Bar
            dataKey="hours"
            name={t('projectAdmin.hours')}
            fill={colours.primary}
            maxBarSize={24}
            radius={[3, 3, 0, 0]}
          />
          <Bar
            dataKey="billable"
            name={t('projectAdmin.billableHours')}
            fill={colours.approved}
            maxBarSize={24}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
