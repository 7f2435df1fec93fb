import { useEnumLabel } from '../../../client/lib/enums';
import { useTranslation } from '../../../client/lib/i18n';
import { employmentTypes, positions, roles, workLocations } from '../../../shared/enums';
import { useManagers } from './employees-api';
import { DateField, SelectField } from './form-fields';
import { DetailField } from './step-fields';

/** The employment details chosen from a list: the field, its values (read as `enums.<field>`), the prompt. */
const choices = [
  { field: 'position', values: positions, placeholder: 'employees.selectPosition' },
  { field: 'employmentType', values: employmentTypes, placeholder: 'employees.selectEmploymentType' },
  { field: 'workLocation', values: workLocations, placeholder: 'employees.selectWorkLocation' },
] as const;

export function EmploymentStep({ employeeId }: { employeeId?: string }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const managers = useManagers();
  const managerOptions = (managers.data ?? [])
    .filter((m) => m._id !== employeeId)
    .map((m) => ({ value: m._id, label: m.designation ? `${m.name} (${m.designation})` : m.name }));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DetailField name="employmentDetails.employeeId" label={t('profile.employeeId')} />
      <DetailField name="employmentDetails.designation" label={t('employees.designation')} />
      <DetailField name="employmentDetails.department" label={t('profile.department')} />
      {choices.map(({ field, values, placeholder }) => (
        <SelectField
          key={field}
          name={`employmentDetails.${field}`}
          label={t(`profile.${field}`)}
          placeholder={t(placeholder)}
          options={values.map((value) => ({ value, label: label(field, value) }))}
        />
      ))}
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
