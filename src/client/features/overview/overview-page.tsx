/** /admin/dashboard (spec §2): the organisation at a glance, counts from the server, and quick actions. */
import { format, parseISO } from 'date-fns';
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
import type { DashboardStats } from '../../../shared/dashboard';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { queryStatus } from '../../components/ui/status';
import { useOverviewStats } from './overview-api';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const headcount: { key: keyof DashboardStats; label: string; icon: Icon }[] = [
  { key: 'total', label: 'Total employees', icon: Users },
  { key: 'active', label: 'Active (incl. on leave)', icon: UserCheck },
  { key: 'onLeaveToday', label: 'On leave today', icon: UserMinus },
  { key: 'terminated', label: 'Terminated', icon: UserX },
];
const today: { key: keyof DashboardStats; label: string; icon: Icon }[] = [
  { key: 'presentToday', label: 'Present today', icon: CalendarCheck },
  { key: 'lateToday', label: 'Late today', icon: Clock },
  { key: 'pendingLeave', label: 'Pending leave requests', icon: CalendarClock },
];

const actions = [
  { to: '/admin/employee/create-new-employee', label: 'Add Employee', icon: UserPlus },
  { to: '/admin/leave', label: 'Review Leave', icon: CalendarClock },
  { to: '/admin/employee/view-all-employee', label: 'View Employees', icon: List },
  { to: '/admin/attendance', label: 'Attendance', icon: Clock },
];

export function OverviewPage() {
  const stats = useOverviewStats();
  return (
    <main className="space-y-6">
      <PageHeader
        title="Dashboard"
        description={stats.data && `Overview for ${format(parseISO(stats.data.today), 'EEEE, MMMM d, yyyy')}`}
        actions={
          <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
            <RefreshCw className={stats.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />{' '}
            Refresh
          </Button>
        }
      />
      {queryStatus(stats)}
      {stats.data && (
        <>
          <StatList label="Headcount" items={headcount} stats={stats.data} />
          <StatList label="Today" items={today} stats={stats.data} />
        </>
      )}
      <Card role="region" aria-labelledby="quick-actions">
        <CardHeader>
          <CardTitle id="quick-actions">Quick actions</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map((a) => (
            <Button key={a.to} asChild variant="outline" className="h-12 justify-start">
              <Link to={a.to}>
                <a.icon className="h-4 w-4 text-primary" aria-hidden /> {a.label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>
    </main>
  );
}

function StatList({
  label,
  items,
  stats,
}: {
  label: string;
  items: typeof headcount;
  stats: DashboardStats;
}) {
  const id = `stats-${label.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ key, label: name, icon: Icon }) => (
          <Card key={key} className="p-4">
            <dt className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
              {name}
              <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
            </dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{Number(stats[key]).toLocaleString()}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
