import { useTranslation } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../ui/badge';

/** A leave request's or any request's status, coloured by value whatever its case (rules §5): approved green, rejected red, pending yellow. */
const tones: Record<string, BadgeTone> = {
  approved: 'green',
  rejected: 'red',
  pending: 'yellow',
  cancelled: 'neutral',
};

export const statusKeys = {
  approved: 'leave.status.approved',
  rejected: 'leave.status.rejected',
  pending: 'leave.status.pending',
  cancelled: 'leave.status.cancelled',
} as const;

export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const value = status.toLowerCase();
  const known = value in tones ? (value as keyof typeof statusKeys) : undefined;
  return <Badge tone={tones[value] ?? 'yellow'}>{known ? t(statusKeys[known]) : status}</Badge>;
}
