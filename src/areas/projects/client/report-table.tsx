/**
 * The project report's rows (issue 43): approved hours and billable hours of each project, person, activity or
 * client, with a project's budget used and a person's utilisation, and the totals.
 */
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { hideOnPhone, Table, TableRow } from '../../../client/components/ui/table';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { ProjectReportQuery, ReportRow } from '../contract';
import { useProjectReport } from './admin-api';
import { decimalHours } from './admin-hours';

const cell = 'py-2 pr-3';
const number = `${cell} text-right tabular-nums`;

export function ReportTable({ query, valid }: { query: ProjectReportQuery; valid: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const report = useProjectReport(query, valid);
  const group = report.data?.group_by ?? query.group_by;
  const hours = (minutes: number | null) => (minutes === null ? '—' : decimalHours(f, minutes));
  const label = (row: ReportRow) =>
    group === 'client' && row.key === '' ? t('projectAdmin.noClient') : row.label;
  const budget = group === 'project';
  const utilisation = group === 'person';
  const coded = budget || utilisation;
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t(`projectAdmin.byGroup.${group}`)}</CardTitle>
        {report.data && (
          <p className="text-sm text-muted-foreground">
            {t('projectAdmin.approvedIn', { period: f.dateRange(report.data.from, report.data.to) })}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {!valid ? (
          <p className="text-sm text-muted-foreground">{t('projectAdmin.fixPeriod')}</p>
        ) : !ready(report) ? (
          queryStatus(report)
        ) : report.data.rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('projectAdmin.noApprovedTime')}</p>
        ) : (
          <Table
            label={t(`projectAdmin.byGroup.${group}`)}
            columns={[
              { label: t(`projectAdmin.groups.${group}`) },
              coded && { label: t('projectAdmin.code'), wide: true },
              { label: t('projectAdmin.hours'), numeric: true },
              { label: t('projectAdmin.billableHours'), numeric: true },
              budget && { label: t('projectAdmin.budgetHours'), numeric: true, wide: true },
              budget && { label: t('projectAdmin.budgetUsed'), numeric: true },
              utilisation && { label: t('projectAdmin.availableHours'), numeric: true, wide: true },
              utilisation && { label: t('projectAdmin.utilisation'), numeric: true },
            ]}
          >
            {report.data.rows.map((row) => (
              <TableRow key={row.key}>
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {label(row)}
                </th>
                {coded && <td className={`${cell} font-mono ${hideOnPhone}`}>{row.code ?? '—'}</td>}
                <td className={number}>{hours(row.minutes)}</td>
                <td className={number}>{hours(row.billable_minutes)}</td>
                {budget && <td className={`${number} ${hideOnPhone}`}>{hours(row.budget_minutes)}</td>}
                {budget && <td className={number}>{f.percent(row.used_percent)}</td>}
                {utilisation && (
                  <td className={`${number} ${hideOnPhone}`}>{hours(row.available_minutes)}</td>
                )}
                {utilisation && <td className={number}>{f.percent(row.utilisation_percent)}</td>}
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <th scope="row" className={`${cell} text-left`}>
                {t('projectAdmin.total')}
              </th>
              {coded && <td className={`${cell} ${hideOnPhone}`} />}
              <td className={number}>{hours(report.data.totals.minutes)}</td>
              <td className={number}>{hours(report.data.totals.billable_minutes)}</td>
              {coded && (
                <>
                  <td className={`${cell} ${hideOnPhone}`} />
                  <td className={cell} />
                </>
              )}
            </TableRow>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
