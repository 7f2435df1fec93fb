import { useEnumLabel } from '../../../client/lib/enums';
import { useTranslation } from '../../../client/lib/i18n';
import { employmentTypes, positions, roles, workLocations } from '../../../shared/enums';
import { useManagers } from './employees-api';
import { DateField, SelectField, TextField } from './form-fields';

export function EmploymentStep({ employeeId }: { employeeId?: string }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const managers = useManagers();
  const managerOptions = (managers.data ?? [])
    .filter((m) => m._id !== employeeId)
    .map((m) => ({ value: m._id, label: m.designation ? `${m.name} (${m.designation})` : m.name }));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        name="employmentDetails.employeeId"
        label={t('profile.employeeId')}
        required
        autoComplete="off"
      />
      <TextField
        name="employmentDetails.designation"
        label={t('employees.designation')}
        required
        autoComplete="off"
      />
      <TextField
        name="employmentDetails.department"
        label={t('profile.department')}
        required
        autoComplete="off"
      />
      <SelectField
        name="employmentDetails.position"
        label={t('profile.position')}
        placeholder={t('employees.selectPosition')}
        options={positions.map((p) => ({ value: p, label: label('position', p) }))}
      />
      <SelectField
        name="employmentDetails.employmentType"
        label={t('profile.employmentType')}
        placeholder={t('employees.selectEmploymentType')}
        options={employmentTypes.map((type) => ({ value: type, label: label('employmentType', type) }))}
      />
      <SelectField
        name="employmentDetails.workLocation"
        label={t('profile.workLocation')}
        placeholder={t('employees.selectWorkLocation')}
        options={workLocations.map((w) => ({ value: w, label: label('workLocation', w) }))}
      />
      <DateField name="employmentDetails.dateOfJoining" label={t('employees.dateOfJoining')} />
      <SelectField
        name="managerId"
        label={t('profile.reportsTo')}
        placeholder={managers.isPending ? t('employees.loadingManagers') : t('profile.nobody')}
        options={managerOptions}
        hint={
          managers.isError
            ? t('common.error', { message: managers.error.message })
            : t('employees.managerHint')
        }
      />
      <SelectField
        name="role"
        label={t('profile.role')}
        required
        options={roles.map((r) => ({ value: r, label: label('roleLong', r) })).reverse()}
      />
    </div>
  );
}
