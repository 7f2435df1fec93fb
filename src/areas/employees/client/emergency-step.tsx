import { useTranslation } from '../../../client/lib/i18n';
import { TextField } from './form-fields';

export function EmergencyStep() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        name="emergencyContact.name"
        label={t('employees.emergencyName')}
        required
        autoComplete="off"
      />
      <TextField
        name="emergencyContact.relationship"
        label={t('profile.relationship')}
        required
        autoComplete="off"
      />
      <TextField
        name="emergencyContact.contactNumber"
        label={t('employees.emergencyNumber')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={t('employees.tenDigits')}
      />
    </div>
  );
}
