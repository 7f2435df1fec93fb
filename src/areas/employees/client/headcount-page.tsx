/** /admin/employee: totals, the newest employees and headcount per department, from the server. */
import { List, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Avatar } from '../../../client/components/ui/avatar';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus } from '../../../client/components/ui/status';
import { useStatusOf } from '../../../client/lib/employee-status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useEmployeeStats } from './employees-api';
import { StatusBadge } from './status-badge';

export function HeadcountPage() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const stats = useEmployeeStats();
  const statusOf = useStatusOf();
  return (
    <main className="space-y-6">
      <PageHeader
        title={t('nav.employees')}
        actions={
          <>
            <Button asChild>
              <Link to="/admin/employee/create-new-employee">
                <UserPlus className="h-4 w-4" aria-hidden /> {t('overview.addEmployee')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/employee/view-all-employee">
                <List className="h-4 w-4" aria-hidden /> {t('employees.viewAll')}
              </Link>
            </Button>
          </>
        }
      />
      {queryStatus(stats)}
      {stats.data && (
        <>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={t('overview.headcount')}>
            <Stat label={t('overview.total')} value={stats.data.total} />
            <Stat label={t('overview.active')} value={stats.data.active} />
            <Stat label={t('overview.onLeaveToday')} value={stats.data.onLeave} />
            <Stat label={t('overview.terminated')} value={stats.data.terminated} />
          </ul>
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <CardHeader>
                <CardTitle>{t('employees.recent')}</CardTitle>
              </CardHeader>
              <CardContent>
                {stats.data.recent.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('employees.noneYet')}</p>
                ) : (
                  <ul className="divide-y divide-border">
                    {stats.data.recent.map((e) => (
                      <li key={e._id} className="flex items-center gap-3 py-3">
                        <Avatar first={e.firstName} last={e.lastName} />
                        <span className="min-w-0 flex-1">
                          <Link
                            to={`/admin/employee/${e._id}`}
                            className="block truncate font-medium underline-offset-4 hover:underline"
                          >
                            {`${e.firstName} ${e.lastName}`}
                          </Link>
                          <span className="block truncate text-sm text-muted-foreground">
                            {/* Someone still to join has the day in their badge, not a "joined" in the past. */}
                            {statusOf(e).joins
                              ? orgName('designation', e.employmentDetails.designation) || '—'
                              : t('employees.joinedOn', {
                                  designation: orgName('designation', e.employmentDetails.designation) || '—',
                                  date: f.date(e.employmentDetails.dateOfJoining),
                                })}
                          </span>
                        </span>
                        <StatusBadge person={e} />
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t('employees.byDepartment')}</CardTitle>
              </CardHeader>
              <CardContent>
                <DepartmentBars departments={stats.data.departments} />
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </main>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const f = useFormat();
  return (
    <li>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-3xl font-bold">{f.number(value)}</p>
      </Card>
    </li>
  );
}

/** Active headcount per department as horizontal bars, scaled to the largest department. */
function DepartmentBars({ departments }: { departments: { department: string; headcount: number }[] }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  if (!departments.length) return <p className="text-sm text-muted-foreground">{t('employees.noActive')}</p>;
  const max = Math.max(...departments.map((d) => d.headcount));
  return (
    <ul className="space-y-3">
      {departments.map((d) => (
        <Bar key={d.department} label={orgName('department', d.department)} value={d.headcount} max={max}>
          {f.number(d.headcount)}
        </Bar>
      ))}
    </ul>
  );
}

function Bar({
  label,
  value,
  max,
  children,
}: {
  label: string;
  value: number;
  max: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-3 text-sm">
      <span className="truncate" title={label}>
        {label}
      </span>
      <span
        className="h-3 rounded-full bg-muted"
        role="img"
        aria-label={`${label}: ${t('employees.count', { count: value })}`}
      >
        <span className="block h-3 rounded-full bg-primary" style={{ width: `${(value / max) * 100}%` }} />
      </span>
      <span className="text-right font-medium tabular-nums" aria-hidden>
        {children}
      </span>
    </li>
  );
}
