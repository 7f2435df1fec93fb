/** A leave request's dates, days, type and reason, and (while pending) the balance it draws on: every card's. */
import type { MyLeave, YearBalance } from '../../../areas/leave/contract';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useLeaveTypeName } from '../../lib/names';
import { useMe } from '../layout/use-me';

/** Which parts of its first and last days a leave takes, in the API's fields. */
export type LeavePartFields = Pick<
  MyLeave,
  'start_date' | 'end_date' | 'start_part' | 'end_part' | 'start_time' | 'end_time'
>;

/** "afternoon", "10:00–12:00" or "from the afternoon, until midday"; null for whole days. */
export function usePartText() {
  const { t } = useTranslation();
  const f = useFormat();
  return (leave: LeavePartFields): string | null => {
    if (leave.start_part === 'hours')
      return t('leavePolicy.partText.hours', {
        from: f.hhmm(leave.start_time ?? ''),
        to: f.hhmm(leave.end_time ?? ''),
      });
    if (leave.start_date === leave.end_date)
      return leave.start_part === 'full' ? null : t(`leavePolicy.partText.${leave.start_part}`);
    const parts = [
      leave.start_part === 'afternoon' && t('leavePolicy.partText.fromAfternoon'),
      leave.end_part === 'morning' && t('leavePolicy.partText.untilMidday'),
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : null;
  };
}

/**
 * A request's working days as people read them: "3 working days", "1.5 working days", and a share of a day that
 * is no half (an hour's leave) as the time it is, "2 h 30 min" of the organisation's working day.
 */
export function useWorkingDaysText() {
  const { t } = useTranslation();
  const f = useFormat();
  const dayMinutes = useMe().data?.organisation.workDayMinutes ?? 480;
  return (days: number) =>
    Number.isInteger(days * 2) ? t('leave.workingDays', { count: days }) : f.duration(days * dayMinutes);
}

interface Props {
  start: string;
  end: string;
  days: number;
  workingDays: number;
  type: string;
  reason: string;
  /** Shown when given: the employee's balance of the type in the year the leave starts. */
  balance?: YearBalance | null;
  parts: LeavePartFields;
}

export function LeaveLines({ start, end, days, workingDays, type, reason, balance, parts }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const part = usePartText()(parts);
  const workingDaysText = useWorkingDaysText();
  const typeName = useLeaveTypeName();
  return (
    <>
      <p className="text-sm">
        {f.dateRange(start, end)}
        {part && ` (${part})`}{' '}
        <span className="text-muted-foreground">
          · {t('leave.days', { count: days })} ({workingDaysText(workingDays)})
        </span>
      </p>
      <p className="text-sm break-words">
        <span className="font-medium">{typeName(type)}:</span> {reason.trim()}
      </p>
      {balance && (
        <p className="text-sm text-muted-foreground">
          {balance.allowance === null
            ? t('leave.balanceUnlimited', {
                type: typeName(balance.leave_type),
                year: f.leaveYear(balance.year, balance.from, balance.to),
                used: t('leave.days', { count: balance.used }),
              })
            : t('leave.balanceLeft', {
                type: typeName(balance.leave_type),
                year: f.leaveYear(balance.year, balance.from, balance.to),
                left: f.number(balance.left ?? 0),
                days: t('leave.days', { count: balance.allowance }),
                pending: t('leave.days', { count: balance.pending }),
              })}
        </p>
      )}
    </>
  );
}
