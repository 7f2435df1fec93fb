/**
 * The dashboard, composed from the areas' own cards. Pages in this folder may import from several features;
 * features never import each other.
 */

import { AttendanceSummaryCard } from '../../areas/attendance/client/attendance-summary-card';
import { TimeClockCard } from '../../areas/attendance/client/time-clock-card';
import { LeaveSummaryCard } from '../../areas/leave/client/leave-summary-card';
import { TimerCard } from '../../areas/projects/client/timesheet-timer';
import { MyShiftsCard } from '../../areas/shifts/client/my-shifts-card';
import { WelcomeCard } from '../features/home/welcome-card';
import { useTranslation } from '../lib/i18n';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <main className="space-y-6">
      <h1 className="sr-only">{t('nav.dashboard')}</h1>
      <WelcomeCard />
      <TimeClockCard />
      <MyShiftsCard />
      <TimerCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <AttendanceSummaryCard />
        <LeaveSummaryCard />
      </div>
    </main>
  );
}
