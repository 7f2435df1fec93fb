/**
 * The parts of a leave's first and last days (rules §14), as the apply form offers them for the chosen type's
 * unit: a one-day leave is a full day, a morning, an afternoon or (by the hour) from–to times; a longer one may
 * start in the afternoon and end at midday. Below them, the days it takes and the balance on its first day.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useMe } from '../../../client/components/layout/use-me';
import { useWorkingDaysText } from '../../../client/components/requests/leave-lines';
import { fieldsFor } from '../../../client/components/ui/form';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import {
  type DayPart,
  dayParts,
  occupiedMinutes,
  partsAllowed,
  spanDays,
} from '../../../shared/leave-policy';
import type { ApplyLeaveBody, LeaveBalance } from '../schemas';
import { useLeaveBalanceOn } from './leave-api';

export type ApplyValues = Pick<
  ApplyLeaveBody,
  | 'leavetype'
  | 'leave_type'
  | 'start_date'
  | 'end_date'
  | 'start_part'
  | 'end_part'
  | 'start_time'
  | 'end_time'
>;
const { SelectField, TextField } = fieldsFor<ApplyValues>();

export function LeaveParts({ type }: { type: LeaveBalance | undefined }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ApplyValues>();
  const [start, end, startPart = 'full', endPart = 'full', from, to] = useWatch({
    control,
    name: ['start_date', 'end_date', 'start_part', 'end_part', 'start_time', 'end_time'],
  });
  const allowed = partsAllowed[type?.unit ?? 'day'];
  const oneDay = Boolean(start) && (!end || end === start);
  const choices = <P extends DayPart>(parts: readonly P[], label: (p: P) => string) =>
    parts.filter((p) => allowed.includes(p)).map((p) => ({ value: p, label: label(p) }));
  return (
    <>
      {allowed.length > 1 &&
        start &&
        (oneDay ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              name="start_part"
              label={t('leavePolicy.part')}
              options={choices(dayParts, (p) => t(`leavePolicy.parts.${p}`))}
            />
            {startPart === 'hours' && (
              <>
                <TextField name="start_time" type="time" label={t('leavePolicy.from')} />
                <TextField name="end_time" type="time" label={t('leavePolicy.to')} />
              </>
            )}
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="start_part"
              label={t('leavePolicy.firstDay')}
              options={choices(['full', 'afternoon'] as const, (p) => t(`leavePolicy.firstDayParts.${p}`))}
            />
            <SelectField
              name="end_part"
              label={t('leavePolicy.lastDay')}
              options={choices(['full', 'morning'] as const, (p) => t(`leavePolicy.lastDayParts.${p}`))}
            />
          </div>
        ))}
      {start && end && type && (
        <Preview
          type={type}
          span={{
            startDate: start,
            endDate: end,
            startPart: oneDay ? startPart : startPart === 'afternoon' ? 'afternoon' : 'full',
            endPart: oneDay ? startPart : endPart === 'morning' ? 'morning' : 'full',
            startTime: from,
            endTime: to,
          }}
        />
      )}
    </>
  );
}

interface Span {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
  startTime?: string;
  endTime?: string;
}

/** The days the request takes, and what is left of its type on its first day after pending requests. */
function Preview({ type, span }: { type: LeaveBalance; span: Span }) {
  const { t } = useTranslation();
  const f = useFormat();
  const organisation = useMe().data?.organisation;
  const workingDaysText = useWorkingDaysText();
  const typeName = useLeaveTypeName();
  const forecast = useLeaveBalanceOn(span.startDate).data?.balances.find(
    (b) => b.leave_type === type.leave_type,
  );
  if (!organisation || span.endDate < span.startDate) return null;
  const hoursReady =
    span.startPart !== 'hours' || (span.startTime && span.endTime && span.startTime < span.endTime);
  const days = hoursReady
    ? spanDays({ ...span, leaveType: type.leave_type, ...occupiedMinutes(span, organisation) }, organisation)
    : null;
  const left = forecast && forecast.left !== null ? forecast.left - forecast.pending : null;
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
      {days !== null && t('leavePolicy.takes', { days: workingDaysText(days) })}
      {left !== null &&
        ` ${t('leavePolicy.leftOn', {
          type: typeName(type.leave_type),
          date: f.date(span.startDate),
          left: t('leave.days', { count: left }),
        })}`}
    </p>
  );
}
