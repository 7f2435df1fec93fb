import { LogOut, Menu, Settings, User, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import type { User as UserT } from '../../../shared/auth';
import { type Capability, routeCapabilities, teamRouteCapabilities } from '../../../shared/permissions';
import { fullName } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { NotificationBell } from './notification-bell';
import { ThemeToggle } from './theme-toggle';
import { useCan } from './use-me';

/** The top bar's links: those of the routes the user may open (the capabilities the router guards with). */
type NavKey =
  | 'dashboard'
  | 'attendance'
  | 'leave'
  | 'calendar'
  | 'team'
  | 'roster'
  | 'projects'
  | 'approvals'
  | 'approvalHistory'
  | 'reviews'
  | 'admin';
/** `menu`: in the account menu too (every link with a capability is). */
/** `beyondOwn`: the capability must reach a team or everyone, not only oneself (shared/permissions.ts). */
const links: {
  to: string;
  label: `nav.${NavKey}`;
  capability?: Capability;
  beyondOwn?: boolean;
  menu?: boolean;
  /** false: in the menus only, not the wide bar (which is full at 1280 px for hr). */
  bar?: false;
}[] = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/attendance', label: 'nav.attendance' },
  { to: '/leave', label: 'nav.leave' },
  { to: '/team', label: 'nav.team' },
  {
    to: '/roster',
    label: 'nav.roster',
    capability: teamRouteCapabilities.roster,
    beyondOwn: true,
    bar: false,
  },
  // The spec's top bar: Team, Projects, Calendar. Everyone has a timesheet.
  { to: '/projects', label: 'nav.projects', menu: true },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/approval', label: 'nav.approvals', capability: routeCapabilities.approvals },
  { to: '/approvals/history', label: 'nav.approvalHistory', capability: routeCapabilities.approvals },
  { to: '/reviews', label: 'nav.reviews', capability: routeCapabilities.approvals },
  { to: '/admin/dashboard', label: 'nav.admin', capability: routeCapabilities.admin },
];

export function TopBar({ user, onLogout }: { user: UserT; onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const can = useCan();
  const mine = links.filter(
    (l) =>
      !l.capability ||
      (l.beyondOwn ? can(l.capability, 'team') || can(l.capability, 'any') : can(l.capability)),
  );
  // Escape closes the mobile menu and puts focus back on its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const logout = async () => {
    await onLogout();
    navigate('/login', { replace: true });
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground'}`;

  return (
    <header className="no-print sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/dashboard" className="text-xl font-bold text-primary">
          {t('app.brand')}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden gap-1 xl:flex">
          {mine
            .filter((l) => l.bar !== false)
            .map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass}>
                {t(l.label)}
              </NavLink>
            ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          <ThemeToggle />
          {/* Not modal: a modal menu hides the rest of the page from assistive technology while parts of it
              (the sticky header at 390 px) can still take focus (axe aria-hidden-focus). */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              {/* Named by its text (the initials are decorative), so the name matches what is seen. */}
              <Button variant="ghost" className="gap-2 px-2">
                <Avatar first={user.firstName} last={user.lastName} />
                <span className="sr-only text-sm font-medium sm:not-sr-only">{fullName(user)}</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{fullName(user)}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => navigate('/profile')}>
                <User className="h-4 w-4" aria-hidden /> {t('nav.profile')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/settings')}>
                <Settings className="h-4 w-4" aria-hidden /> {t('nav.mySettings')}
              </DropdownMenuItem>
              {mine
                .filter((l) => l.capability || l.menu)
                .map((l) => (
                  <DropdownMenuItem key={l.to} onSelect={() => navigate(l.to)}>
                    {t(l.label)}
                  </DropdownMenuItem>
                ))}
              <DropdownMenuItem onSelect={logout}>
                <LogOut className="h-4 w-4" aria-hidden /> {t('nav.logout')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(!open)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </Button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobile')}
          className="flex flex-col gap-1 border-t border-border px-4 py-2 xl:hidden"
        >
          {mine.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass} onClick={() => setOpen(false)}>
              {t(l.label)}
            </NavLink>
          ))}
          <NavLink to="/profile" className={linkClass} onClick={() => setOpen(false)}>
            {t('nav.profile')}
          </NavLink>
          <NavLink to="/settings" className={linkClass} onClick={() => setOpen(false)}>
            {t('nav.mySettings')}
          </NavLink>
        </nav>
      )}
    </header>
  );
}
