/** A leave request's dates, days, type and reason, and (while pending) the balance it draws on: every card's. */
import type { LeaveBalance } from '../../../shared/leave';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

interface Props {
  start: string;
  end: string;
  days: number;
  workingDays: number;
  type: string;
  reason: string;
  /** Shown when given: the employee's balance of the type in the year the leave starts. */
  balance?: (LeaveBalance & { year: number }) | null;
}

export function LeaveLines({ start, end, days, workingDays, type, reason, balance }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      <p className="text-sm">
        {f.dateRange(start, end)}{' '}
        <span className="text-muted-foreground">
          · {t('leave.days', { count: days })} ({t('leave.workingDays', { count: workingDays })})
        </span>
      </p>
      <p className="text-sm break-words">
        <span className="font-medium">{type}:</span> {reason.trim()}
      </p>
      {balance && (
        <p className="text-sm text-muted-foreground">
          {balance.allowance === null
            ? t('leave.balanceUnlimited', {
                type: balance.leave_type,
                year: f.digits(balance.year),
                used: t('leave.days', { count: balance.used }),
              })
            : t('leave.balanceLeft', {
                type: balance.leave_type,
                year: f.digits(balance.year),
                left: f.number(balance.left ?? 0),
                days: t('leave.days', { count: balance.allowance }),
                pending: t('leave.days', { count: balance.pending }),
              })}
        </p>
      )}
    </>
  );
}
