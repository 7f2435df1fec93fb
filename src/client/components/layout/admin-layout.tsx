/** The admin area (spec §2): a sidebar titled HRIS Admin beside the page; on small screens a menu button opens it. */
import {
  BarChart3,
  CalendarDays,
  ChevronDown,
  Clock,
  Gauge,
  LayoutDashboard,
  Menu,
  ScrollText,
  Settings,
  TrendingUp,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

const items = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  {
    to: '/admin/employee',
    label: 'Employees',
    icon: Users,
    children: [
      { to: '/admin/employee/create-new-employee', label: 'Add New Employee' },
      { to: '/admin/employee/view-all-employee', label: 'View All Employees' },
    ],
  },
  { to: '/admin/leave', label: 'Leave', icon: CalendarDays },
  { to: '/admin/attendance', label: 'Attendance', icon: Clock },
  { to: '/admin/performance', label: 'Performance', icon: TrendingUp },
  { to: '/admin/payroll', label: 'Payroll', icon: Wallet },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/audit', label: 'Audit Log', icon: ScrollText },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  );

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [employeesOpen, setEmployeesOpen] = useState(pathname.startsWith('/admin/employee'));
  return (
    <nav aria-label="Admin" className="space-y-1">
      <p className="flex items-center gap-2 px-3 pb-3 text-lg font-bold">
        <Gauge className="h-5 w-5 text-primary" aria-hidden /> HRIS Admin
      </p>
      {items.map((item) =>
        item.children ? (
          <div key={item.to}>
            <div className="flex items-center gap-1">
              <NavLink to={item.to} end className={(s) => cn(linkClass(s), 'flex-1')} onClick={onNavigate}>
                <item.icon className="h-4 w-4" aria-hidden /> {item.label}
              </NavLink>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9"
                aria-label={`${employeesOpen ? 'Collapse' : 'Expand'} ${item.label}`}
                aria-expanded={employeesOpen}
                onClick={() => setEmployeesOpen(!employeesOpen)}
              >
                <ChevronDown
                  className={cn('h-4 w-4 transition-transform', employeesOpen && 'rotate-180')}
                  aria-hidden
                />
              </Button>
            </div>
            {employeesOpen && (
              <div className="mt-1 ml-6 space-y-1 border-l border-border pl-2">
                {item.children.map((child) => (
                  <NavLink key={child.to} to={child.to} className={linkClass} onClick={onNavigate}>
                    {child.label}
                  </NavLink>
                ))}
              </div>
            )}
          </div>
        ) : (
          <NavLink key={item.to} to={item.to} className={linkClass} onClick={onNavigate}>
            <item.icon className="h-4 w-4" aria-hidden /> {item.label}
          </NavLink>
        ),
      )}
    </nav>
  );
}

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <aside className="no-print hidden w-60 shrink-0 lg:block">
        <div className="sticky top-20 rounded-xl border border-border bg-card p-3">
          <Sidebar />
        </div>
      </aside>
      <div className="no-print lg:hidden">
        <Button
          variant="outline"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="admin-menu"
        >
          {open ? <X className="h-4 w-4" aria-hidden /> : <Menu className="h-4 w-4" aria-hidden />} Admin menu
        </Button>
        {open && (
          <div id="admin-menu" className="mt-2 rounded-xl border border-border bg-card p-3">
            <Sidebar onNavigate={() => setOpen(false)} />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
