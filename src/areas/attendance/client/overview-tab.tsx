import { CalendarCheck, CalendarX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrganisationMonths } from '../../../client/lib/months';
import { useAttendanceSummary } from './attendance-api';
import { RateBar } from './rate-bar';

/** Spec §2 Overview: the current month's three counts and the way into its detail. */
export function OverviewTab({ onOpenMonth }: { onOpenMonth: (month: string) => void }) {
  const { t } = useTranslation();
  const summary = useAttendanceSummary();
  const months = useOrganisationMonths();
  const month = summary.data?.month ?? months.current();
  return (
    <section aria-labelledby="overview-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="overview-title" className="text-lg font-semibold">
          {t('attendance.monthlyOverview')}{' '}
          <span className="font-normal text-muted-foreground">({months.label(month)})</span>
        </h2>
        <Button variant="outline" onClick={() => onOpenMonth(month)}>
          {t('attendance.viewCurrentMonth')}
        </Button>
      </div>
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <ErrorMessage message={summary.error.message} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Count
              label={t('attendance.presentDays')}
              value={summary.data.monthly_overview.present_days}
              icon={<CalendarCheck className="text-green-700 dark:text-green-400" />}
            />
            <Count
              label={t('attendance.absentDays')}
              value={summary.data.monthly_overview.absent_days}
              icon={<CalendarX className="text-red-700 dark:text-red-400" />}
            />
            <Count
              label={t('attendance.lateArrivals')}
              value={summary.data.monthly_overview.late_arrivals}
              icon={<Clock className="text-yellow-700 dark:text-yellow-400" />}
            />
          </div>
          <Card className="p-5">
            <RateBar rate={summary.data.monthly_overview.attendance_rate} />
            <p className="mt-3 text-sm text-muted-foreground">
              {t('attendance.onLeaveDays', { count: summary.data.monthly_overview.on_leave_days })} ·{' '}
              {t('attendance.workingDaysSoFar', { count: summary.data.monthly_overview.working_days })}
            </p>
          </Card>
        </>
      )}
    </section>
  );
}

function Count({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  const f = useFormat();
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="rounded-lg bg-muted p-3 [&>svg]:h-6 [&>svg]:w-6" aria-hidden>
        {icon}
      </span>
      <div>
        <h3 className="text-sm text-muted-foreground">{label}</h3>
        <p className="text-3xl font-bold">{f.number(value)}</p>
      </div>
    </Card>
  );
}
