/** One row per person for the chosen day, with the submitted marker and the Correct button. */
import { CheckCircle2, PencilLine } from 'lucide-react';
import { StatusPill } from '../../../../client/components/status-pill';
import { Badge } from '../../../../client/components/ui/badge';
import { Button } from '../../../../client/components/ui/button';
import { useFormat } from '../../../../client/lib/format';
import { useTranslation } from '../../../../client/lib/i18n';
import { useOrgName } from '../../../../client/lib/names';
import type { DayRow } from '../../admin-schemas';
import { AttendanceTable, Cell, hideOnPhone } from '../attendance-table';

interface Props {
  rows: DayRow[];
  timeZone: string;
  /** A future day cannot be corrected (nothing happened yet). */
  canCorrect: boolean;
  onCorrect: (row: DayRow) => void;
}

export function DayTable({ rows, timeZone, canCorrect, onCorrect }: Props) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  return (
    <AttendanceTable
      caption={t('attendance.on', { date: f.date(rows[0]?.date ?? '') })}
      head={[
        t('payroll.employee'),
        { label: t('profile.department'), className: hideOnPhone },
        t('attendance.checkIn'),
        { label: t('attendance.checkOut'), className: hideOnPhone },
        t('attendance.status'),
        { label: t('attendance.submitted'), className: hideOnPhone },
        t('employees.column.actions'),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.employee._id} className="align-top">
          <Cell>
            <span className="block font-medium">{row.employee.name}</span>
            <span className="block text-xs text-muted-foreground">
              {orgName('designation', row.employee.designation) || row.employee.employeeId}
            </span>
          </Cell>
          <Cell className={hideOnPhone}>{orgName('department', row.employee.department) || '—'}</Cell>
          <Cell className="sm:whitespace-nowrap">{f.time(row.check_in_time, timeZone)}</Cell>
          <Cell className={`whitespace-nowrap ${hideOnPhone}`}>{f.time(row.check_out_time, timeZone)}</Cell>
          <Cell>
            <StatusPill status={row.status} />
            {row.correction && (
              <span
                className="mt-1 block max-w-56 text-xs text-muted-foreground"
                title={row.correction.reason}
              >
                {row.correction.corrected_by
                  ? t('attendance.correctedBy', { name: row.correction.corrected_by.name })
                  : t('attendance.corrected')}{' '}
                <span className="line-clamp-2">{row.correction.reason}</span>
              </span>
            )}
          </Cell>
          <Cell className={hideOnPhone}>
            {row.submitted ? (
              <Badge tone="purple" className="gap-1">
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {t('attendance.submitted')}
              </Badge>
            ) : (
              <span className="text-muted-foreground">
                <span aria-hidden>—</span>
                <span className="sr-only">{t('attendance.notSubmitted')}</span>
              </span>
            )}
          </Cell>
          <Cell>
            <Button
              variant="outline"
              size="sm"
              disabled={!canCorrect}
              onClick={() => onCorrect(row)}
              aria-label={t('attendance.correctNamed', { name: row.employee.name })}
            >
              <PencilLine className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('attendance.correct')}</span>
            </Button>
          </Cell>
        </tr>
      ))}
    </AttendanceTable>
  );
}
