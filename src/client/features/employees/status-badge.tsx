import type { EmployeeStatusLabel } from '../../../shared/enums';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const tones: Record<EmployeeStatusLabel, BadgeTone> = {
  Active: 'green',
  'On Leave': 'yellow',
  Terminated: 'red',
};

export const StatusBadge = ({ status }: { status: EmployeeStatusLabel }) => (
  <Badge tone={tones[status]} className="whitespace-nowrap">
    {status}
  </Badge>
);
