/**
 * hr's settings page in groups (issue 44, item 13): a heading per group and a list of links to them. The chosen
 * group is the URL's hash (`/admin/settings#payroll`), so a reload or a shared link lands on it; following a
 * link scrolls to the group and moves the focus to its heading.
 */
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CardHeadingLevel } from '../components/ui/card';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';

export const settingsGroups = [
  'organisation',
  'time-leave',
  'attendance',
  'payroll',
  'approvals',
  'system',
] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

const titleKey = {
  organisation: 'settings.groups.organisation',
  'time-leave': 'settings.groups.timeLeave',
  attendance: 'settings.groups.attendance',
  payroll: 'settings.groups.payroll',
  approvals: 'settings.groups.approvals',
  system: 'settings.groups.system',
} as const satisfies Record<SettingsGroup, string>;

const elementId = (group: SettingsGroup) => `settings-${group}`;
const chosen = (hash: string) => settingsGroups.find((g) => `#${g}` === hash);

/** The links to the groups; the one in the URL is marked current. */
export function SettingsNav() {
  const { t } = useTranslation();
  const current = chosen(useLocation().hash);
  return (
    <nav aria-label={t('settings.groups.nav')} className="sticky top-0 z-10 -mx-1 bg-background/95 px-1 py-2">
      <ul className="flex flex-wrap gap-2">
        {settingsGroups.map((group) => (
          <li key={group}>
            <Link
              to={{ hash: group }}
              aria-current={current === group ? 'location' : undefined}
              className={cn(
                'inline-block rounded-md border px-3 py-1 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                current === group && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
              )}
            >
              {t(titleKey[group])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A group of cards under its heading; the group the URL names is scrolled to and its heading focused. */
export function SettingsGroupSection({ group, children }: { group: SettingsGroup; children: ReactNode }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useEffect(() => {
    if (chosen(hash) !== group) return;
    const heading = document.getElementById(`${elementId(group)}-heading`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash, group]);
  return (
    <section
      id={elementId(group)}
      aria-labelledby={`${elementId(group)}-heading`}
      className="scroll-mt-16 space-y-6"
    >
      <h2
        id={`${elementId(group)}-heading`}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {t(titleKey[group])}
      </h2>
      <CardHeadingLevel.Provider value={3}>{children}</CardHeadingLevel.Provider>
    </section>
  );
}
