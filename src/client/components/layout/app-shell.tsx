/** Every signed-in screen: the top bar, the page, and the footer with the company name and current year. */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useBsYears } from '../../../areas/calendar/client/calendar-api';
import { labelFinder } from '../../../shared/labels';
import { NetworkError } from '../../lib/api';
import { applyLocale, localeOf, nameLeaveTypesWith, useTranslation } from '../../lib/i18n';
import { usePunchQueueSync } from '../../lib/use-punch-queue';
import { queryStatus, ready } from '../ui/status';
import { OfflineClock } from './offline-clock';
import { TopBar } from './top-bar';
import { useLogout, useMe } from './use-me';

export function AppShell() {
  const { t } = useTranslation();
  const me = useMe();
  // The organisation's BS month lengths, installed before a BS date is drawn (decision 028); read beside `me`,
  // not after it. Should the call fail (offline), the built-in table counts.
  const bsYears = useBsYears();
  const logout = useLogout();
  // Punches queued offline go out whenever the app is open and online, whatever the screen (rules §15).
  usePunchQueueSync();
  // The person's language and calendar apply as soon as the server says what they are, and on every change.
  useEffect(() => {
    if (!me.data) return;
    nameLeaveTypesWith(labelFinder(me.data.organisation.leaveTypeLabels));
    void applyLocale(localeOf(me.data));
  }, [me.data]);
  // Opened offline (from the service worker): clocking in still works, into the queue (rules §15).
  if (me.error instanceof NetworkError && !me.data) return <OfflineClock />;
  if (!ready(me)) return queryStatus(me);
  if (bsYears.isPending) return queryStatus(bsYears);
  const { user, organisation } = me.data;
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar user={user} onLogout={logout} />
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </div>
      <footer className="no-print border-t border-border py-4 text-center text-sm text-muted-foreground">
        {t('app.footer', {
          year: new Date().getFullYear(),
          company: organisation.companyName.replace(/\.+$/, ''),
        })}
      </footer>
    </div>
  );
}
