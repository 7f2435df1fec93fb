import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorMessage, Loading } from '../../components/ui/status';
import { useAttendanceSummary } from './attendance-api';
import { RateBar } from './rate-bar';

/**
 * The dashboard's attendance card: this month's Present, Absent and Late days and the rate
 * present / (present + absent) of the month so far (rules §4, not the spec's / 30).
 */
export function AttendanceSummaryCard() {
  const summary = useAttendanceSummary();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck className="h-5 w-5 text-primary" aria-hidden /> Attendance Summary
        </CardTitle>
        <Link to="/attendance" className="text-sm font-medium text-primary hover:underline">
          View attendance
        </Link>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Loading />
        ) : summary.isError ? (
          <ErrorMessage message={summary.error.message} />
        ) : (
          <div className="space-y-5">
            <p className="text-sm text-muted-foreground">This month so far ({summary.data.month})</p>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <Stat
                label="Present"
                value={summary.data.monthly_overview.present_days}
                tone="text-green-700 dark:text-green-400"
              />
              <Stat
                label="Absent"
                value={summary.data.monthly_overview.absent_days}
                tone="text-red-700 dark:text-red-400"
              />
              <Stat
                label="Late"
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
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`text-2xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}
