/**
 * /admin/attendance (rules §7): one day's attendance for every active employee, filtered by department and
 * status, with corrections and CSV export. The date defaults to today in the organisation's time zone (the
 * server decides it, so the browser's own zone never shifts the day). The rows come a page at a time (decision
 * 019): a whole day of 10,000 people was one table of ~195,000 elements and a 5 s freeze.
 */
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../../client/components/layout/page-header';
import { useTimeZone } from '../../../../client/components/layout/use-me';
import { dayStatusKeys, statusTones } from '../../../../client/components/status-pill';
import { Badge } from '../../../../client/components/ui/badge';
import { Button } from '../../../../client/components/ui/button';
import { Card } from '../../../../client/components/ui/card';
import { DateInput } from '../../../../client/components/ui/date-input';
import { Field } from '../../../../client/components/ui/field';
import { NativeSelect } from '../../../../client/components/ui/native-select';
import { Pagination, pageCount } from '../../../../client/components/ui/pagination';
import { ErrorMessage, Loading } from '../../../../client/components/ui/status';
import { cn } from '../../../../client/lib/cn';
import { downloadFile } from '../../../../client/lib/files';
import { useFormat } from '../../../../client/lib/format';
import { useTranslation } from '../../../../client/lib/i18n';
import { useOrgName } from '../../../../client/lib/names';
import { isoDateIn } from '../../../../shared/bs';
import { DAY_PAGE_SIZE, type DayRow, type DayStatus, dayStatuses } from '../../admin-schemas';
import { useDayAttendance } from './admin-attendance-api';
import { CorrectionDialog } from './correction-dialog';
import { DayTable } from './day-table';
import { FlaggedPunchesCard } from './flagged-punches-card';

export function AdminAttendancePage() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const timeZone = useTimeZone();
  const [date, setDate] = useState<string>();
  const [department, setDepartment] = useState('');
  const [status, setStatus] = useState<DayStatus | ''>('');
  const [editing, setEditing] = useState<DayRow | null>(null);
  const query = { date, department: department || undefined, status: status || undefined };
  // The page belongs to one day and filter: changing either starts again at page 1.
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ queryKey, page: 1 });
  const page = paging.queryKey === queryKey ? paging.page : 1;
  const day = useDayAttendance({ ...query, page, pageSize: DAY_PAGE_SIZE });
  const shownDate = date ?? day.data?.date ?? '';

  const exportCsv = () =>
    // Named by the day in the reader's calendar, as the file's rows write it.
    downloadFile(
      '/employee/exportattendance',
      query,
      `attendance-${isoDateIn(shownDate, f.locale.calendar)}.csv`,
    ).catch((e: Error) => toast.error(e.message));

  return (
    <main className="space-y-4">
      <PageHeader
        title={t('nav.attendance')}
        description={t('attendance.adminDescription')}
        actions={
          <Button variant="outline" onClick={exportCsv} disabled={!day.data}>
            <Download className="h-4 w-4" aria-hidden /> {t('common.exportCsv')}
          </Button>
        }
      />

      <FlaggedPunchesCard timeZone={timeZone} />

      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <Field id="attendance-date" label={t('attendance.date')} className="space-y-1">
          <DateInput value={shownDate} onChange={(next) => setDate(next || undefined)} />
        </Field>
        <Field id="attendance-department" label={t('profile.department')} className="space-y-1">
          <NativeSelect value={department} onChange={(e) => setDepartment(e.target.value)}>
            <option value="">{t('common.all')}</option>
            {day.data?.departments.map((d) => (
              <option key={d} value={d}>
                {orgName('department', d)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="attendance-status" label={t('attendance.status')} className="space-y-1">
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as DayStatus | '')}>
            <option value="">{t('common.all')}</option>
            {dayStatuses.map((s) => (
              <option key={s} value={s}>
                {t(dayStatusKeys[s])}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </Card>

      {day.data && (
        <ul aria-label={t('attendance.totals')} className="flex flex-wrap gap-2">
          {dayStatuses.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-pressed={status === s}
                onClick={() => setStatus(status === s ? '' : s)}
                className={cn(
                  'cursor-pointer rounded-full',
                  status === s && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                )}
              >
                <Badge tone={statusTones[s]} className="px-3 py-1">
                  {`${t(dayStatusKeys[s])}: ${f.number(day.data.counts[s])}`}
                </Badge>
              </button>
            </li>
          ))}
        </ul>
      )}

      {day.isPending ? (
        <Loading label={t('attendance.loading')} />
      ) : day.isError ? (
        <ErrorMessage message={day.error.message} />
      ) : day.data.attendance.length === 0 ? (
        <p className="rounded-xl border border-border bg-card py-10 text-center text-muted-foreground">
          {t('attendance.noMatch', { date: f.date(day.data.date) })}
        </p>
      ) : (
        <div className={cn(day.isPlaceholderData && 'opacity-60')} aria-busy={day.isPlaceholderData}>
          <DayTable
            rows={day.data.attendance}
            timeZone={timeZone}
            canCorrect={day.data.date <= day.data.today}
            onCorrect={setEditing}
          />
        </div>
      )}

      {day.data && day.data.total > day.data.pageSize && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t('pagination.range', {
              from: f.number((day.data.page - 1) * day.data.pageSize + 1),
              to: f.number(Math.min(day.data.page * day.data.pageSize, day.data.total)),
              total: f.number(day.data.total),
            })}
          </span>
          <Pagination
            page={page}
            pages={pageCount(day.data)}
            onPage={(next) => setPaging({ queryKey, page: next })}
            label={t('attendance.pages')}
          />
        </div>
      )}

      <CorrectionDialog row={editing} timeZone={timeZone} onClose={() => setEditing(null)} />
    </main>
  );
}
