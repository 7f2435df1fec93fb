/** /admin/analytics (rules §7): departments, attendance and leave as charts, from one call. */

import { seriesVariables } from '../../../client/components/charts/chart-theme';
import { PageHeader } from '../../../client/components/layout/page-header';
import { queryStatus } from '../../../client/components/ui/status';
import { cn } from '../../../client/lib/cn';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { DepartmentFigures } from '../schemas';
import { useAnalytics } from './analytics-api';
import { AttendanceChart } from './attendance-chart';
import { HeadcountChart, SalaryChart } from './department-charts';
import { LeaveChart } from './leave-chart';

export function AnalyticsPage() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const analytics = useAnalytics();
  /** Each department as the reader reads it (issue 44). */
  const named = (departments: DepartmentFigures[]) =>
    departments.map((d) => ({ ...d, department: orgName('department', d.department) }));
  return (
    <main className={cn('space-y-6', seriesVariables)}>
      <PageHeader title={t('nav.analytics')} description={t('analytics.description')} />
      {queryStatus(analytics)}
      {analytics.data && (
        <>
          <AttendanceChart attendance={analytics.data.attendance} />
          <div className="grid gap-6 xl:grid-cols-2">
            <HeadcountChart departments={named(analytics.data.departments)} />
            <SalaryChart departments={named(analytics.data.departments)} currency={analytics.data.currency} />
          </div>
          <LeaveChart leave={analytics.data.leave} />
        </>
      )}
    </main>
  );
}
