import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { leaveMessages, pluralDays } from '../../../shared/leave';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorMessage, Loading } from '../../components/ui/status';
import { dateRange } from './format';
import { useLeaveBalance } from './leave-api';
import { BalanceRow } from './leave-balances';

/** The dashboard's Leave Summary: this year's balances and the next approved leave. */
export function LeaveSummaryCard() {
  const balance = useLeaveBalance();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Leave Summary</CardTitle>
        <Button variant="outline" size="sm" asChild>
          <Link to="/leave">
            <CalendarDays className="h-4 w-4" aria-hidden /> Apply for leave
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {balance.isPending ? (
          <Loading />
        ) : balance.isError ? (
          <ErrorMessage message={balance.error.message} />
        ) : balance.data.balances.length === 0 && !balance.data.next_leave ? (
          <p className="text-sm text-muted-foreground">{leaveMessages.noLeaveData}</p>
        ) : (
          <div className="space-y-4">
            <p className="text-sm">
              <span className="font-medium">Next leave: </span>
              {balance.data.next_leave
                ? `${balance.data.next_leave.leave_type}, ${dateRange(balance.data.next_leave.start_date, balance.data.next_leave.end_date)} (${pluralDays(balance.data.next_leave.working_days, 'working day')})`
                : 'none planned'}
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
