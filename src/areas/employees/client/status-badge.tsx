import { Badge, type BadgeTone } from '../../../client/components/ui/badge';
import { useEnumLabel } from '../../../client/lib/enums';
import type { EmployeeStatusLabel } from '../../../shared/enums';

const tones: Record<EmployeeStatusLabel, BadgeTone> = {
  Active: 'green',
  'On Leave': 'yellow',
  Terminated: 'red',
};

export function StatusBadge({ status }: { status: EmployeeStatusLabel }) {
  const label = useEnumLabel();
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      {label('status', status)}
    </Badge>
  );
}
