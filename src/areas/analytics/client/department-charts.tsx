/** Active headcount and average salary per department, as horizontal bars (long names stay readable on phones). */

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, DataTable } from '../../../client/components/charts/chart-card';
import { axisProps, colours, gridProps, tooltipProps } from '../../../client/components/charts/chart-theme';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { DepartmentFigures } from '../schemas';

const heightFor = (n: number) => Math.max(160, n * 40 + 48);

export function HeadcountChart({ departments }: { departments: DepartmentFigures[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const total = departments.reduce((sum, d) => sum + d.headcount, 0);
  const summary = t('analytics.headcountSummary', {
    people: t('analytics.people', { count: total }),
    departments: f.number(departments.length),
    list: departments.map((d) => `${d.department} ${f.number(d.headcount)}`).join(', '),
  });
  return (
    <ChartCard
      title={t('employees.byDepartment')}
      description={t('analytics.activeEmployees')}
      summary={summary}
      empty={departments.length === 0}
      height={heightFor(departments.length)}
      table={
        <DataTable
          caption={t('employees.byDepartment')}
          columns={[t('profile.department'), t('analytics.headcount')]}
          rows={departments.map((d) => [d.department, f.number(d.headcount)])}
        />
      }
    >
      <DepartmentBars
        data={departments}
        dataKey="headcount"
        name={t('analytics.headcount')}
        format={f.number}
        xAxis={{ allowDecimals: false }}
      />
    </ChartCard>
  );
}

export function SalaryChart({
  departments,
  currency,
}: {
  departments: DepartmentFigures[];
  currency: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const average = (amount: number) => f.money(amount, currency, 1);
  const paid = departments
    .filter((d): d is DepartmentFigures & { averageSalary: number } => d.averageSalary !== null)
    .sort((a, b) => b.averageSalary - a.averageSalary);
  const top = paid[0];
  const bottom = paid.at(-1);
  const summary =
    top && bottom
      ? t('analytics.salarySummary', {
          currency,
          top: `${top.department} ${average(top.averageSalary)}`,
          bottom: `${bottom.department} ${average(bottom.averageSalary)}`,
        })
      : '';
  return (
    <ChartCard
      title={t('analytics.salaryTitle')}
      description={t('analytics.salaryDescription', { currency })}
      summary={summary}
      empty={paid.length === 0}
      height={heightFor(paid.length)}
      table={
        <DataTable
          caption={t('analytics.salaryTitle')}
          columns={[t('profile.department'), t('analytics.averageSalaryIn', { currency })]}
          rows={paid.map((d) => [d.department, average(d.averageSalary)])}
        />
      }
    >
      <DepartmentBars
        data={paid}
        dataKey="averageSalary"
        name={t('analytics.averageSalary')}
        format={average}
        xAxis={{ tickFormatter: f.compact }}
      />
    </ChartCard>
  );
}

/** One figure per department as a horizontal bar, with the figure written out in the tooltip. */
function DepartmentBars({
  data,
  dataKey,
  name,
  format,
  xAxis,
}: {
  data: DepartmentFigures[];
  dataKey: 'headcount' | 'averageSalary';
  name: string;
  format: (value: number) => string;
  xAxis: { allowDecimals?: boolean; tickFormatter?: (value: number) => string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid {...gridProps} horizontal={false} />
        <XAxis type="number" {...xAxis} {...axisProps} />
        <YAxis type="category" dataKey="department" width={110} {...axisProps} />
        <Tooltip {...tooltipProps} formatter={(value) => [format(Number(value)), name]} />
        <Bar dataKey={dataKey} name={name} fill={colours.primary} radius={[0, 4, 4, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}
