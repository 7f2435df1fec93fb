import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrganisationMonths } from '../../../client/lib/months';
import { useAttendanceHistory } from './attendance-api';
import { AttendanceTable, Cell } from './attendance-table';

/** Spec §2 Attendance History, with real months from the joining month on, newest first (rules §4). */
export function HistoryTab({ onOpenMonth }: { onOpenMonth: (month: string) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const months = useOrganisationMonths();
  const history = useAttendanceHistory();
  if (!ready(history)) return queryStatus(history);
  const rows = history.data.months;
  if (rows.length === 0)
    return <p className="py-6 text-sm text-muted-foreground">{t('attendance.noHistory')}</p>;
  return (
    <AttendanceTable
      caption={t('attendance.byMonth')}
      head={[
        t('attendance.month'),
        t('attendance.presentDays'),
        t('attendance.absentDays'),
        t('attendance.lateArrivals'),
        t('attendance.action'),
      ]}
    >
      {rows.map((m) => (
        <tr key={m.month}>
          <Cell className="font-medium">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
              {months.label(m.month)}
              {m.submitted && <Badge tone="neutral">{t('attendance.submitted')}</Badge>}
            </span>
          </Cell>
          <Cell>{f.number(m.present_days)}</Cell>
          <Cell>{f.number(m.absent_days)}</Cell>
          <Cell>{f.number(m.late_arrivals)}</Cell>
          <Cell>
            <Button
              variant="link"
              size="sm"
              onClick={() => onOpenMonth(m.month)}
              aria-label={t('attendance.viewDetailsOf', { month: months.label(m.month) })}
            >
              {t('attendance.viewDetails')}
            </Button>
          </Cell>
        </tr>
      ))}
    </AttendanceTable>
  );
}
