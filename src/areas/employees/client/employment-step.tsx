import { useFormContext } from 'react-hook-form';
import { useEnumLabel } from '../../../client/lib/enums';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import { roles, workLocations } from '../../../shared/enums';
import type { OrgKind } from '../../organisation/contract';
import { useManagers } from './employees-api';
import { DateField, SelectField } from './form-fields';
import type { EmployeeFormValues } from './form-model';
import { DetailField } from './step-fields';

/**
 * The details chosen from the organisation's own lists (issue 40): the field, its list, its label and the prompt;
 * each value reads as `useOrgName` says (its label in the reader's language, issue 44).
 */
const listed = [
  {
    field: 'designation',
    list: 'designation',
    label: 'employees.designation',
    placeholder: 'organisation.selectDesignation',
    required: true,
  },
  {
    field: 'department',
    list: 'department',
    label: 'profile.department',
    placeholder: 'organisation.selectDepartment',
    required: true,
  },
  {
    field: 'position',
    list: 'position',
    label: 'profile.position',
    placeholder: 'employees.selectPosition',
    required: false,
  },
  {
    field: 'employmentType',
    list: 'employment_type',
    label: 'profile.employmentType',
    placeholder: 'employees.selectEmploymentType',
    required: false,
  },
  {
    field: 'branch',
    list: 'branch',
    label: 'organisation.branch',
    placeholder: 'organisation.selectBranch',
    required: false,
  },
  {
    field: 'festival',
    list: 'festival',
    label: 'organisation.festival',
    placeholder: 'organisation.defaultFestival',
    required: false,
  },
] as const;

export function EmploymentStep({ employeeId }: { employeeId?: string }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const managers = useManagers();
  const choices = useOrgChoices();
  const orgName = useOrgName();
  const { getValues } = useFormContext<EmployeeFormValues>();
  const managerOptions = (managers.data ?? [])
    .filter((m) => m._id !== employeeId)
    .map((m) => ({
      value: m._id,
      label: m.designation ? `${m.name} (${orgName('designation', m.designation)})` : m.name,
    }));
  /** The list's active values, and the person's own value when it is retired (it stays until changed). */
  const optionsOf = (field: (typeof listed)[number]['field'], list: OrgKind) => {
    const values = [...(choices.data?.[list] ?? [])];
    const current = getValues(`employmentDetails.${field}`);
    if (current && !values.some((v) => v.toLowerCase() === current.toLowerCase())) values.push(current);
    return values.map((value) => ({ value, label: orgName(list, value) }));
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DetailField name="employmentDetails.employeeId" label={t('profile.employeeId')} />
      {listed.map(({ field, list, label: text, placeholder, required }) => (
        <SelectField
          key={field}
          name={`employmentDetails.${field}`}
          label={t(text)}
          placeholder={t(placeholder)}
          required={required}
          options={optionsOf(field, list)}
          hint={choices.isError ? t('common.error', { message: choices.error.message }) : undefined}
        />
      ))}
      <SelectField
        name="employmentDetails.workLocation"
        label={t('profile.workLocation')}
        placeholder={t('employees.selectWorkLocation')}
        options={workLocations.map((value) => ({ value, label: label('workLocation', value) }))}
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
