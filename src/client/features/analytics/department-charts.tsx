/** Active headcount and average salary per department, as horizontal bars (long names stay readable on phones). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DepartmentFigures } from '../../../shared/analytics';
import { ChartCard, DataTable } from './chart-card';
import { axisProps, colours, gridProps, tooltipProps } from './chart-theme';
import { averageMoney, compactNumber } from './format';

const heightFor = (n: number) => Math.max(160, n * 40 + 48);
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

export function HeadcountChart({ departments }: { departments: DepartmentFigures[] }) {
  const total = departments.reduce((sum, d) => sum + d.headcount, 0);
  const summary = `Bar chart of active employees by department, ${people(total)} in ${departments.length} departments: ${departments
    .map((d) => `${d.department} ${d.headcount}`)
    .join(', ')}.`;
  return (
    <ChartCard
      title="Headcount by department"
      description="Active employees"
      summary={summary}
      empty={departments.length === 0}
      height={heightFor(departments.length)}
      table={
        <DataTable
          caption="Headcount by department"
          columns={['Department', 'Headcount']}
          rows={departments.map((d) => [d.department, d.headcount])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={departments}
          layout="vertical"
          margin={{ left: 8, right: 16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid {...gridProps} horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axisProps} />
          <YAxis type="category" dataKey="department" width={110} {...axisProps} />
          <Tooltip {...tooltipProps} formatter={(value) => [value, 'Headcount']} />
          <Bar
            dataKey="headcount"
            name="Headcount"
            fill={colours.primary}
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
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
  const paid = departments
    .filter((d): d is DepartmentFigures & { averageSalary: number } => d.averageSalary !== null)
    .sort((a, b) => b.averageSalary - a.averageSalary);
  const top = paid[0];
  const bottom = paid.at(-1);
  const summary =
    top && bottom
      ? `Bar chart of the average monthly salary by department in ${currency}: highest ${top.department} ${averageMoney(top.averageSalary, currency)}, lowest ${bottom.department} ${averageMoney(bottom.averageSalary, currency)}.`
      : '';
  return (
    <ChartCard
      title="Average salary by department"
      description={`Monthly, active employees, in ${currency}`}
      summary={summary}
      empty={paid.length === 0}
      height={heightFor(paid.length)}
      table={
        <DataTable
          caption="Average salary by department"
          columns={['Department', `Average salary (${currency})`]}
          rows={paid.map((d) => [d.department, averageMoney(d.averageSalary, currency)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={paid} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} horizontal={false} />
          <XAxis type="number" tickFormatter={compactNumber} {...axisProps} />
          <YAxis type="category" dataKey="department" width={110} {...axisProps} />
          <Tooltip
            {...tooltipProps}
            formatter={(value) => [averageMoney(Number(value), currency), 'Average salary']}
          />
          <Bar
            dataKey="averageSalary"
            name="Average salary"
            fill={colours.primary}
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
