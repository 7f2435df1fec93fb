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
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';

const items = [
  { to: '/admin/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  {
    to: '/admin/employee',
    label: 'nav.employees',
    icon: Users,
    children: [
      { to: '/admin/employee/create-new-employee', label: 'nav.addEmployee' },
      { to: '/admin/employee/view-all-employee', label: 'nav.viewEmployees' },
    ],
  },
  { to: '/admin/leave', label: 'nav.leave', icon: CalendarDays },
  { to: '/admin/attendance', label: 'nav.attendance', icon: Clock },
  { to: '/admin/performance', label: 'nav.performance', icon: TrendingUp },
  { to: '/admin/payroll', label: 'nav.payroll', icon: Wallet },
  { to: '/admin/analytics', label: 'nav.analytics', icon: BarChart3 },
  { to: '/admin/audit', label: 'nav.audit', icon: ScrollText },
  { to: '/admin/settings', label: 'nav.settings', icon: Settings },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  );

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [employeesOpen, setEmployeesOpen] = useState(pathname.startsWith('/admin/employee'));
  return (
    <nav aria-label={t('nav.admin')} className="space-y-1">
      <p className="flex items-center gap-2 px-3 pb-3 text-lg font-bold">
        <Gauge className="h-5 w-5 text-primary" aria-hidden /> {t('app.adminTitle')}
      </p>
      {items.map((item) =>
        'children' in item ? (
          <div key={item.to}>
            <div className="flex items-center gap-1">
              <NavLink to={item.to} end className={(s) => cn(linkClass(s), 'flex-1')} onClick={onNavigate}>
                <item.icon className="h-4 w-4" aria-hidden /> {t(item.label)}
              </NavLink>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9"
                aria-label={t(employeesOpen ? 'nav.collapse' : 'nav.expand', { name: t(item.label) })}
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
                    {t(child.label)}
                  </NavLink>
                ))}
              </div>
            )}
          </div>
        ) : (
          <NavLink key={item.to} to={item.to} className={linkClass} onClick={onNavigate}>
            <item.icon className="h-4 w-4" aria-hidden /> {t(item.label)}
          </NavLink>
        ),
      )}
    </nav>
  );
}

export function AdminLayout() {
  const { t } = useTranslation();
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
          {open ? <X className="h-4 w-4" aria-hidden /> : <Menu className="h-4 w-4" aria-hidden />}{' '}
          {t('nav.adminMenu')}
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
