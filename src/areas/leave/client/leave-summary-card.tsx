import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkingDaysText } from '../../../client/components/requests/leave-lines';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useLeaveBalance } from './leave-api';
import { BalanceRow } from './leave-balances';

/** The dashboard's Leave Summary: this year's balances and the next approved leave. */
export function LeaveSummaryCard() {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
  const workingDaysText = useWorkingDaysText();
  const f = useFormat();
  const balance = useLeaveBalance();
  const next = balance.data?.next_leave;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('leave.summary')}</CardTitle>
        <Button variant="outline" size="sm" asChild>
          <Link to="/leave">
            <CalendarDays className="h-4 w-4" aria-hidden /> {t('leave.applyFor')}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {!ready(balance) ? (
          queryStatus(balance)
        ) : balance.data.balances.length === 0 && !balance.data.next_leave ? (
          <p className="text-sm text-muted-foreground">{t('leave.noData')}</p>
        ) : (
          <div className="space-y-4">
            <p className="text-sm">
              <span className="font-medium">{t('leave.nextLeave')} </span>
              {next
                ? t('leave.nextLeaveText', {
                    type: typeName(next.leave_type),
                    dates: f.dateRange(next.start_date, next.end_date),
                    days: workingDaysText(next.working_days),
                  })
                : t('leave.nonePlanned')}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {balance.data.balances.map((b) => (
                <BalanceRow key={b.leave_type} balance={b} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
