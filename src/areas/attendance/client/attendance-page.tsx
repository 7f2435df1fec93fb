/**
 * The Attendance page (spec §2): header, live clock and Clock In/Clock Out, then the Overview and Attendance
 * History tabs. The tab and the chosen month live in the address (?tab=history&month=2026-11), so a reload or
 * the browser's Back keeps the place; Back / Back to Months clear the month.
 */

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Card, CardContent } from '../../../client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { useTranslation } from '../../../client/lib/i18n';
import { ClockToggle } from './clock-toggle';
import { CorrectionsCard } from './corrections-card';
import { HistoryTab } from './history-tab';
import { LiveClock } from './live-clock';
import { MonthDetail } from './month-detail';
import { OverviewTab } from './overview-tab';

type Tab = 'overview' | 'history';

/** `children`: other areas' cards below the corrections (the pages compose them: overtime). */
export function AttendancePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'overview';
  const month = params.get('month');
  const show = (next: { tab: Tab; month?: string | null }) => {
    const p = new URLSearchParams();
    if (next.tab === 'history') p.set('tab', 'history');
    if (next.month) p.set('month', next.month);
    setParams(p, { preventScrollReset: true });
  };

  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.attendance')} description={t('attendance.description')} />
      <Card>
        <CardContent className="flex flex-wrap items-end justify-between gap-4 pt-5">
          <LiveClock />
          <ClockToggle where="page" />
        </CardContent>
      </Card>
      <Tabs value={tab} onValueChange={(value) => show({ tab: value as Tab })}>
        <TabsList aria-label={t('attendance.views')}>
          <TabsTrigger value="overview">{t('attendance.overview')}</TabsTrigger>
          <TabsTrigger value="history">{t('attendance.history')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {month ? (
            <MonthDetail
              month={month}
              backLabel={t('common.back')}
              onBack={() => show({ tab: 'overview' })}
            />
          ) : (
            <OverviewTab onOpenMonth={(m) => show({ tab: 'overview', month: m })} />
          )}
        </TabsContent>
        <TabsContent value="history">
          {month ? (
            <MonthDetail
              month={month}
              backLabel={t('attendance.backToMonths')}
              onBack={() => show({ tab: 'history' })}
            />
          ) : (
            <HistoryTab onOpenMonth={(m) => show({ tab: 'history', month: m })} />
          )}
        </TabsContent>
      </Tabs>
      <CorrectionsCard />
      {children}
    </main>
  );
}
