import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import type { LeaveBalance } from '../schemas';
import { useLeaveBalance } from './leave-api';
import { LedgerDialog } from './ledger-dialog';

/** One type's balance: days left of the allowance with a bar, and what is used and pending. */
export function BalanceRow({
  balance,
  year,
  yearName = '',
  employeeId,
}: {
  balance: LeaveBalance;
  year?: number;
  /** The year as the card names it (`f.leaveYear`): the why view's title names it so too. */
  yearName?: string;
  employeeId?: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const typeName = useLeaveTypeName();
  const { leave_type, allowance, used, pending, left } = balance;
  const share = allowance ? Math.min(Math.max((left ?? 0) / allowance, 0), 1) : 0;
  return (
    <li className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{typeName(leave_type)}</span>
        <span className={left !== null && left < 0 ? 'font-semibold text-destructive' : 'font-semibold'}>
          {allowance === null
            ? t('leave.unlimited')
            : t('leave.left', { left: f.number(left ?? 0), days: t('leave.days', { count: allowance }) })}
        </span>
      </div>
      {allowance !== null && (
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
        </div>
      )}
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted-foreground">
        {t('leave.usedPending', {
          used: t('leave.days', { count: used }),
          pending: t('leave.days', { count: pending }),
        })}
        {year !== undefined && (
          <LedgerDialog type={leave_type} year={year} yearName={yearName} employeeId={employeeId} />
        )}
      </p>
    </li>
  );
}

/** This year's balances by default; the arrows look at other years (requests can be made ahead). */
export function LeaveBalancesCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const [year, setYear] = useState<number>();
  const balance = useLeaveBalance(year);
  const shown = balance.data?.year;
  const step = (by: number) => shown && setYear(shown + by);
  // The year as the reader's calendar names it (one calendar per screen).
  const yearName = balance.data ? f.leaveYear(balance.data.year, balance.data.from, balance.data.to) : '';
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{shown ? t('leave.balanceOf', { year: yearName }) : t('leave.balance')}</CardTitle>
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={t('leave.previousYear')} onClick={() => step(-1)}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t('leave.nextYear')} onClick={() => step(1)}>
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t('leave.inWorkingDays')}</p>
      </CardHeader>
      <CardContent>
        {!ready(balance) ? (
          queryStatus(balance)
        ) : balance.data.balances.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('leave.noTypes')}</p>
        ) : (
          <ul
            className="space-y-4"
            aria-label={t('leave.balanceOf', { year: yearName })}
            aria-busy={balance.isPlaceholderData}
          >
            {balance.data.balances.map((b) => (
              <BalanceRow key={b.leave_type} balance={b} year={shown} yearName={yearName} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
