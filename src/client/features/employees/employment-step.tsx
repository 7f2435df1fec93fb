import { employmentTypes, positions, roleLabels, roles, workLocations } from '../../../shared/enums';
import { capitalise } from '../../lib/format';
import { useManagers } from './employees-api';
import { SelectField, TextField } from './form-fields';

export function EmploymentStep({ employeeId }: { employeeId?: string }) {
  const managers = useManagers();
  const managerOptions = (managers.data ?? [])
    .filter((m) => m._id !== employeeId)
    .map((m) => ({ value: m._id, label: m.designation ? `${m.name} (${m.designation})` : m.name }));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField name="employmentDetails.employeeId" label="Employee ID" required autoComplete="off" />
      <TextField name="employmentDetails.designation" label="Designation" required autoComplete="off" />
      <TextField name="employmentDetails.department" label="Department" required autoComplete="off" />
      <SelectField
        name="employmentDetails.position"
        label="Position"
        placeholder="Select position"
        options={positions.map((p) => ({ value: p, label: p }))}
      />
      <SelectField
        name="employmentDetails.employmentType"
        label="Employment Type"
        placeholder="Select employment type"
        options={employmentTypes.map((t) => ({ value: t, label: capitalise(t) }))}
      />
      <SelectField
        name="employmentDetails.workLocation"
        label="Work Location"
        placeholder="Select work location"
        options={workLocations.map((w) => ({ value: w, label: capitalise(w) }))}
      />
      <TextField name="employmentDetails.dateOfJoining" label="Date of Joining" type="date" />
      <SelectField
        name="managerId"
        label="Reports to"
        placeholder={managers.isPending ? 'Loading managers...' : 'Nobody'}
        options={managerOptions}
        hint={managers.isError ? `Error: ${managers.error.message}` : 'A manager or HR person.'}
      />
      <SelectField
        name="role"
        label="Role"
        required
        options={roles.map((r) => ({ value: r, label: roleLabels[r] })).reverse()}
      />
    </div>
  );
}
