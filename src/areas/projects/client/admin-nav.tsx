/**
 * The Projects pages' own links: the timesheet (everyone), hr's projects and clients (whoever may manage them)
 * and the reports (whoever may read projects: hr all, a manager their projects, anyone their own time). Shown
 * only when there is somewhere else to go.
 */
import { NavLink } from 'react-router';
import { useCan } from '../../../client/components/layout/use-me';
import { cn } from '../../../client/lib/cn';
import { useTranslation } from '../../../client/lib/i18n';

export function ProjectsNav() {
  const { t } = useTranslation();
  const can = useCan();
  const links = [
    { to: '/projects', label: t('projectAdmin.nav.timesheet'), shown: true },
    { to: '/projects/manage', label: t('projectAdmin.nav.manage'), shown: can('manage:project', 'any') },
    { to: '/projects/reports', label: t('projectAdmin.nav.reports'), shown: can('read:project') },
  ].filter((link) => link.shown);
  if (links.length < 2) return null;
  return (
    <nav aria-label={t('projectAdmin.nav.label')}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground',
                  isActive && 'bg-card text-foreground shadow-sm',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
