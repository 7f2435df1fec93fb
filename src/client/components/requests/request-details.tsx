/**
 * What a request asks, beside what is there now: a leave's dates, days and the balance; a correction's times
 * before and after; a profile change's details before and after (a private one hidden from other approvers).
 */
import { AlertTriangle, Paperclip } from 'lucide-react';
import toast from 'react-hot-toast';
import type { Approval, ProfileField } from '../../../areas/approvals/contract';
import { TimesheetRequestLines } from '../../../areas/projects/client/timesheet-request';
import { fetchBlob, openBlob } from '../../lib/files';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useOrgName } from '../../lib/names';
import { Button } from '../ui/button';
import { LeaveLines } from './leave-lines';

export function RequestDetails({ request }: { request: Approval }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const { leave, correction, profile, timesheet, overtime } = request;
  const none = t('approvals.none');
  if (leave) {
    return (
      <div className="space-y-1">
        <LeaveLines
          start={leave.start_date}
          end={leave.end_date}
          days={leave.days}
          workingDays={leave.working_days}
          type={leave.leave_type}
          reason={leave.reason}
          balance={request.status === 'pending' ? leave.balance : null}
          parts={leave}
        />
        {leave.team_off.length > 0 && (
          <p role="note" className="text-sm text-muted-foreground">
            {t('approvals.teamOff', {
              people: leave.team_off
                .map((o) => `${o.name} (${f.dateRange(o.start_date, o.end_date)})`)
                .join(', '),
            })}
          </p>
        )}
        {leave.cover_shortfall.length > 0 && (
          <p role="note" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('teamCalendar.shortfall', {
              department: orgName('department', request.employee.department),
              dates: leave.cover_shortfall.map((d) => f.date(d)).join(', '),
            })}
          </p>
        )}
      </div>
    );
  }
  if (correction) {
    const clock = (hhmm: string | null) => (hhmm ? f.hhmm(hhmm) : none);
    return (
      <div className="space-y-1 text-sm">
        <p className="font-medium">{f.longDate(correction.date)}</p>
        <Changes
          rows={[
            {
              label: t('attendance.checkIn'),
              before: clock(correction.before?.check_in_time ?? null),
              after: correction.after.check_in_time ? clock(correction.after.check_in_time) : null,
            },
            {
              label: t('attendance.checkOut'),
              before: clock(correction.before?.check_out_time ?? null),
              after: correction.after.check_out_time ? clock(correction.after.check_out_time) : null,
            },
          ]}
        />
        <p className="break-words">{t('approvals.reason', { reason: correction.reason })}</p>
        {correction.attachment && <Attachment {...correction.attachment} />}
      </div>
    );
  }
  if (timesheet)
    return (
      <TimesheetRequestLines
        employeeId={request.employee._id}
        weekStart={timesheet.week_start}
        minutes={timesheet.minutes}
        scope={timesheet.scope}
      />
    );
  if (overtime)
    return (
      <div className="space-y-1 text-sm">
        <p className="font-medium">
          {t(overtime.take === 'leave' ? 'overtime.askedLeave' : 'overtime.askedPay', {
            date: f.longDate(overtime.date),
            minutes: f.number(overtime.minutes),
          })}
        </p>
        {overtime.advance && <p className="text-muted-foreground">{t('overtime.inAdvance')}</p>}
        <p className="break-words">{t('approvals.reason', { reason: overtime.reason })}</p>
        {overtime.override_reason && (
          <p role="note" className="break-words font-medium text-destructive">
            {t('overtime.overridden', { reason: overtime.override_reason })}
          </p>
        )}
      </div>
    );
  if (profile) {
    const label = (field: ProfileField) => t(`approvals.field.${field}`);
    return (
      <Changes
        rows={profile.map((p) => ({
          label: label(p.field),
          before: p.hidden ? t('approvals.hidden') : (p.before ?? none),
          after: p.hidden ? t('approvals.hidden') : (p.after ?? none),
        }))}
      />
    );
  }
  return null;
}

/** Before → after, one row per value; a value not asked to change (after null) reads "unchanged". */
function Changes({ rows }: { rows: { label: string; before: string; after: string | null }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="break-words">
            {row.after === null
              ? t('approvals.unchanged', { value: row.before })
              : t('approvals.beforeAfter', { before: row.before, after: row.after })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The supporting document a request was asked with: opens in a new tab (the browser shows PDFs and images). */
function Attachment({ _id, name }: { _id: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto px-0"
      onClick={() =>
        fetchBlob(`/employee/downloaddocument?id=${_id}`).then(openBlob, (error: Error) =>
          toast.error(error.message),
        )
      }
    >
      <Paperclip className="h-4 w-4" aria-hidden /> {t('approvals.openAttachment', { name })}
    </Button>
  );
}
