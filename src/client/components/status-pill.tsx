import type { DayStatus } from '../../areas/attendance/contract';
import { useTranslation } from '../lib/i18n';
import { Badge, type BadgeTone } from './ui/badge';

/** Spec §2: green Present, yellow Late, red Absent; On Leave gets its own colour, a day not yet begun none. */
export const statusTones: Record<DayStatus, BadgeTone> = {
  Present: 'green',
  Late: 'yellow',
  Absent: 'red',
  'On Leave': 'blue',
  'Not checked in': 'neutral',
  'Weekly off': 'neutral',
  Holiday: 'neutral',
};

/** A day's status in the person's language (the API's values are English). */
export const dayStatusKeys = {
  Present: 'attendance.present',
  Late: 'attendance.late',
  Absent: 'attendance.absent',
  'On Leave': 'attendance.onLeave',
  'Not checked in': 'attendance.notCheckedIn',
  'Weekly off': 'attendance.weeklyOff',
  Holiday: 'attendance.holiday',
} as const satisfies Record<DayStatus, string>;

export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = dayStatusKeys[status as DayStatus];
  return <Badge tone={statusTones[status as DayStatus] ?? 'red'}>{key ? t(key) : status}</Badge>;
}
