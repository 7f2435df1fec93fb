import { useTranslation } from '../../../client/lib/i18n';
import { DetailField, PhoneField } from './step-fields';

export function EmergencyStep() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DetailField name="emergencyContact.name" label={t('employees.emergencyName')} />
      <DetailField name="emergencyContact.relationship" label={t('profile.relationship')} />
      <PhoneField name="emergencyContact.contactNumber" label={t('employees.emergencyNumber')} />
    </div>
  );
}
