import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { queryStatus, ready } from '../../components/ui/status';
import { useAttendanceHistory } from './attendance-api';
import { AttendanceTable, Cell } from './attendance-table';

/** Spec §2 Attendance History, with real months from the joining month on, newest first (rules §4). */
export function HistoryTab({ onOpenMonth }: { onOpenMonth: (month: string) => void }) {
  const history = useAttendanceHistory();
  if (!ready(history)) return queryStatus(history);
  const { months } = history.data;
  if (months.length === 0)
    return <p className="py-6 text-sm text-muted-foreground">No attendance history yet.</p>;
  return (
    <AttendanceTable
      caption="Attendance by month"
      head={['Month', 'Present Days', 'Absent Days', 'Late Arrivals', 'Action']}
    >
      {months.map((m) => (
        <tr key={m.month}>
          <Cell className="font-medium">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
              {m.month}
              {m.submitted && <Badge tone="neutral">Submitted</Badge>}
            </span>
          </Cell>
          <Cell>{m.present_days}</Cell>
          <Cell>{m.absent_days}</Cell>
          <Cell>{m.late_arrivals}</Cell>
          <Cell>
            <Button
              variant="link"
              size="sm"
              onClick={() => onOpenMonth(m.month)}
              aria-label={`View Details of ${m.month}`}
            >
              View Details
            </Button>
          </Cell>
        </tr>
      ))}
    </AttendanceTable>
  );
}
