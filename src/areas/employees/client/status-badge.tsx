import { Badge } from '../../../client/components/ui/badge';
import { useStatusOf } from '../../../client/lib/employee-status';
import type { EmployeeStatusLabel } from '../../../shared/enums';

export function StatusBadge({
  person,
}: {
  person: { status: EmployeeStatusLabel; employmentDetails: { dateOfJoining: string } };
}) {
  const { tone, text } = useStatusOf()(person);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {text}
    </Badge>
  );
}
