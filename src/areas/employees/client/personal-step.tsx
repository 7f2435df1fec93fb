import { useEnumLabel } from '../../../client/lib/enums';
import { useTranslation } from '../../../client/lib/i18n';
import { genders } from '../../../shared/enums';
import { DateField, SelectField, TextField } from './form-fields';
import { PasswordField } from './password-field';

export function PersonalStep({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField name="firstName" label={t('employees.field.firstName')} required autoComplete="off" />
      <TextField name="middleName" label={t('employees.field.middleName')} autoComplete="off" />
      <TextField name="lastName" label={t('employees.field.lastName')} required autoComplete="off" />
      <DateField name="dateofBirth" label={t('profile.dateOfBirth')} />
      <SelectField
        name="gender"
        label={t('profile.gender')}
        placeholder={t('employees.selectGender')}
        options={genders.map((g) => ({ value: g, label: label('gender', g) }))}
      />
      <TextField
        name="contactNumber"
        label={t('profile.contactNumber')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={t('employees.tenDigits')}
      />
      <TextField name="email" label={t('profile.email')} required type="email" autoComplete="off" />
      <PasswordField
        required={!editing}
        hint={t(editing ? 'employees.passwordKeep' : 'employees.passwordNew')}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <TextField name="address" label={t('profile.address')} required autoComplete="off" />
      </div>
    </div>
  );
}
