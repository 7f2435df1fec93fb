import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrganisationMonths } from '../../../client/lib/months';
import { useAttendanceSummary } from './attendance-api';
import { RateBar } from './rate-bar';

/**
 * The dashboard's attendance card: this month's Present, Absent and Late days and the rate
 * present / (present + absent) of the month so far (rules §4, not the spec's / 30).
 */
export function AttendanceSummaryCard() {
  const { t } = useTranslation();
  const months = useOrganisationMonths();
  const summary = useAttendanceSummary();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck className="h-5 w-5 text-primary" aria-hidden /> {t('attendance.summaryTitle')}
        </CardTitle>
        <Link to="/attendance" className="text-sm font-medium text-primary hover:underline">
          {t('attendance.viewAttendance')}
        </Link>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Loading />
        ) : summary.isError ? (
          <ErrorMessage message={summary.error.message} />
        ) : (
          <div className="space-y-5">
            <p className="text-sm text-muted-foreground">
              {t('attendance.thisMonthSoFar', { month: months.label(summary.data.month) })}
            </p>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <Stat
                label={t('attendance.present')}
                value={summary.data.monthly_overview.present_days}
                tone="text-green-700 dark:text-green-400"
              />
              <Stat
                label={t('attendance.absent')}
                value={summary.data.monthly_overview.absent_days}
                tone="text-red-700 dark:text-red-400"
              />
              <Stat
                label={t('attendance.late')}
                value={summary.data.monthly_overview.late_arrivals}
                tone="text-yellow-700 dark:text-yellow-400"
              />
            </dl>
            <RateBar rate={summary.data.monthly_overview.attendance_rate} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone: string }) {
  const f = useFormat();
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`text-2xl font-bold ${tone}`}>{f.number(value)}</dd>
    </div>
  );
}
