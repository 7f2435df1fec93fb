import { Badge, type BadgeTone } from '../../components/ui/badge';
import { capitalise } from '../../lib/format';

/** Coloured by value whatever its case (rules §5): approved green, rejected red, pending yellow. */
const tones: Record<string, BadgeTone> = {
  approved: 'green',
  rejected: 'red',
  pending: 'yellow',
  cancelled: 'neutral',
};

export function LeaveStatusBadge({ status }: { status: string }) {
  const value = status.toLowerCase();
  return <Badge tone={tones[value] ?? 'yellow'}>{capitalise(value)}</Badge>;
}
