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
      <TextField
        name="payrollInfo.bankAccount"
        label={t('profile.bankAccount')}
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
      <TextField
        name="payrollInfo.taxId"
        label={t('profile.taxId')}
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
      <TextField
        name="payrollInfo.ssn"
        label={t('profile.ssn')}
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
    </div>
  );
}
