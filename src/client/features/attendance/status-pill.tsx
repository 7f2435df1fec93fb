import type { DayStatus } from '../../../shared/attendance-admin';
import { Badge, type BadgeTone } from '../../components/ui/badge';

/** Spec §2: green Present, yellow Late, red Absent; On Leave gets its own colour, a day not yet begun none. */
export const statusTones: Record<DayStatus, BadgeTone> = {
  Present: 'green',
  Late: 'yellow',
  Absent: 'red',
  'On Leave': 'blue',
  'Not checked in': 'neutral',
};

export function StatusPill({ status }: { status: string }) {
  return <Badge tone={statusTones[status as DayStatus] ?? 'red'}>{status}</Badge>;
}
