import type { EmployeeStatusLabel } from '../../../shared/enums';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useEnumLabel } from '../../lib/enums';

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
