import { useEnumLabel } from '../../../client/lib/enums';
import { useTranslation } from '../../../client/lib/i18n';
import { genders } from '../../../shared/enums';
import { DateField, SelectField, TextField } from './form-fields';
import { PasswordField } from './password-field';
import { DetailField, PhoneField } from './step-fields';

export function PersonalStep({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DetailField name="firstName" label={t('employees.field.firstName')} />
      <TextField name="middleName" label={t('employees.field.middleName')} autoComplete="off" />
      <DetailField name="lastName" label={t('employees.field.lastName')} />
      <DateField name="dateofBirth" label={t('profile.dateOfBirth')} />
      <SelectField
        name="gender"
        label={t('profile.gender')}
        placeholder={t('employees.selectGender')}
        options={genders.map((g) => ({ value: g, label: label('gender', g) }))}
      />
      <PhoneField name="contactNumber" label={t('profile.contactNumber')} />
      <TextField name="email" label={t('profile.email')} required type="email" autoComplete="off" />
      <PasswordField
        required={!editing}
        hint={t(editing ? 'employees.passwordKeep' : 'employees.passwordNew')}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <DetailField name="address" label={t('profile.address')} />
      </div>
    </div>
  );
}
