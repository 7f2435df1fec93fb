/** /admin/dashboard (spec §2): the organisation at a glance, counts from the server, and quick actions. */
import {
  CalendarCheck,
  CalendarClock,
  Clock,
  List,
  RefreshCw,
  UserCheck,
  UserMinus,
  UserPlus,
  Users,
  UserX,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { DashboardStats } from '../schemas';
import { useOverviewStats } from './overview-api';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

type Stat = Exclude<keyof DashboardStats, 'today'>;
const headcount: { key: Stat; icon: Icon }[] = [
  { key: 'total', icon: Users },
  { key: 'active', icon: UserCheck },
  { key: 'onLeaveToday', icon: UserMinus },
  { key: 'terminated', icon: UserX },
];
const today: { key: Stat; icon: Icon }[] = [
  { key: 'presentToday', icon: CalendarCheck },
  { key: 'lateToday', icon: Clock },
  { key: 'pendingLeave', icon: CalendarClock },
];

const actions = [
  { to: '/admin/employee/create-new-employee', label: 'overview.addEmployee', icon: UserPlus },
  { to: '/admin/leave', label: 'overview.reviewLeave', icon: CalendarClock },
  { to: '/admin/employee/view-all-employee', label: 'overview.viewEmployees', icon: List },
  { to: '/admin/attendance', label: 'nav.attendance', icon: Clock },
] as const;

export function OverviewPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const stats = useOverviewStats();
  return (
    <main className="space-y-6">
      <PageHeader
        title={t('nav.dashboard')}
        description={stats.data && t('overview.overviewFor', { date: f.longDate(stats.data.today) })}
        actions={
          <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
            <RefreshCw className={stats.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />{' '}
            {t('common.refresh')}
          </Button>
        }
      />
      {queryStatus(stats)}
      {stats.data && (
        <>
          <StatList id="headcount" label={t('overview.headcount')} items={headcount} stats={stats.data} />
          <StatList id="today" label={t('overview.today')} items={today} stats={stats.data} />
        </>
      )}
      <Card role="region" aria-labelledby="quick-actions">
        <CardHeader>
          <CardTitle id="quick-actions">{t('overview.quickActions')}</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map((a) => (
            <Button key={a.to} asChild variant="outline" className="h-12 justify-start">
              <Link to={a.to}>
                <a.icon className="h-4 w-4 text-primary" aria-hidden /> {t(a.label)}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>
    </main>
  );
}

function StatList({
  id,
  label,
  items,
  stats,
}: {
  id: string;
  label: string;
  items: typeof headcount;
  stats: DashboardStats;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section aria-labelledby={`stats-${id}`}>
      <h2
        id={`stats-${id}`}
        className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {label}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ key, icon: Icon }) => (
          <Card key={key} className="p-4">
            <dt className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
              {t(`overview.${key}`)}
              <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
            </dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{f.number(Number(stats[key]))}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
