import { useMe } from '../../../client/components/layout/use-me';
import { useTranslation } from '../../../client/lib/i18n';
import { TextField } from './form-fields';

export function PayrollStep({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const currency = useMe().data?.organisation.currency ?? '';
  const keep = editing ? t('employees.keepSecret') : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="payrollInfo.salary"
        label={currency ? t('employees.salaryIn', { currency }) : t('profile.salary')}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        name="payrollInfo.healthInsurance"
        label={t('employees.healthInsurance')}
        autoComplete="off"
      />
      {/* Stored encrypted and not shown: when editing, an empty one keeps what is stored. */}
      {(['bankAccount', 'taxId', 'ssn'] as const).map((field) => (
        <TextField
          key={field}
          name={`payrollInfo.${field}`}
          label={t(`profile.${field}`)}
          required={!editing}
          autoComplete="off"
          hint={keep}
        />
      ))}
    </div>
  );
}
