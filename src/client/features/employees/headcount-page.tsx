/** /admin/employee: totals, the newest employees and headcount per department, from the server. */
import { List, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { queryStatus } from '../../components/ui/status';
import { useEmployeeStats } from './employees-api';
import { StatusBadge } from './status-badge';

export function HeadcountPage() {
  const stats = useEmployeeStats();
  return (
    <main className="space-y-6">
      <PageHeader
        title="Employees"
        actions={
          <>
            <Button asChild>
              <Link to="/admin/employee/create-new-employee">
                <UserPlus className="h-4 w-4" aria-hidden /> Add Employee
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/employee/view-all-employee">
                <List className="h-4 w-4" aria-hidden /> View All
              </Link>
            </Button>
          </>
        }
      />
      {queryStatus(stats)}
      {stats.data && (
        <>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Headcount">
            <Stat label="Total employees" value={stats.data.total} />
            <Stat label="Active (incl. on leave)" value={stats.data.active} />
            <Stat label="On leave today" value={stats.data.onLeave} />
            <Stat label="Terminated" value={stats.data.terminated} />
          </ul>
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <CardHeader>
                <CardTitle>Recent employees</CardTitle>
              </CardHeader>
              <CardContent>
                {stats.data.recent.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No employees yet.</p>
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
                            {e.firstName} {e.lastName}
                          </Link>
                          <span className="block truncate text-sm text-muted-foreground">
                            {e.employmentDetails.designation || '—'} · joined{' '}
                            {e.employmentDetails.dateOfJoining}
                          </span>
                        </span>
                        <StatusBadge status={e.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Headcount by department</CardTitle>
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
  return (
    <li>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-3xl font-bold">{value.toLocaleString()}</p>
      </Card>
    </li>
  );
}

/** Active headcount per department as horizontal bars, scaled to the largest department. */
function DepartmentBars({ departments }: { departments: { department: string; headcount: number }[] }) {
  if (!departments.length) return <p className="text-sm text-muted-foreground">No active employees.</p>;
  const max = Math.max(...departments.map((d) => d.headcount));
  return (
    <ul className="space-y-3">
      {departments.map((d) => (
        <Bar key={d.department} label={d.department} value={d.headcount} max={max}>
          {d.headcount}
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
  return (
    <li className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-3 text-sm">
      <span className="truncate" title={label}>
        {label}
      </span>
      <span
        className="h-3 rounded-full bg-muted"
        role="img"
        aria-label={`${label}: ${value} ${value === 1 ? 'employee' : 'employees'}`}
      >
        <span className="block h-3 rounded-full bg-primary" style={{ width: `${(value / max) * 100}%` }} />
      </span>
      <span className="text-right font-medium tabular-nums" aria-hidden>
        {children}
      </span>
    </li>
  );
}
