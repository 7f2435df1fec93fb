import { useFormContext } from 'react-hook-form';
import { useMe } from '../../../client/components/layout/use-me';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import { DEFAULT_COUNTRY, type IdentityField, profileOf } from '../../../shared/country-profiles';
import { nepalDistricts } from '../../../shared/nepal-districts';
import { SelectField, TextField } from './form-fields';
import type { EmployeeFormValues } from './form-model';

export function PayrollStep({ editing }: { editing: boolean }) {
  const { t, i18n } = useTranslation();
  const organisation = useMe().data?.organisation;
  const currency = organisation?.currency ?? '';
  // The identity fields of the organisation's country profile (Nepal: PAN, SSF, citizenship, NIN).
  const identity = profileOf(organisation?.country ?? DEFAULT_COUNTRY).identity;
  // Marked required when adding someone: an edit keeps what is stored (decision 006).
  const required = (field: IdentityField) => !editing && !!organisation?.requiredIdentity.includes(field);
  const keep = editing ? t('employees.keepSecret') : undefined;
  const banks = useOrgChoices().data?.bank ?? [];
  const orgName = useOrgName();
  const bank = useFormContext<EmployeeFormValues>().getValues('payrollInfo.bank');
  // The active banks, and the person's own when it is retired (it stays until changed).
  const bankOptions = [
    ...banks,
    ...(bank && !banks.some((b) => b.toLowerCase() === bank.toLowerCase()) ? [bank] : []),
  ].map((value) => ({ value, label: orgName('bank', value) }));
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
      <TextField
        name="payrollInfo.bankAccount"
        label={t('profile.bankAccount')}
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
      {/* The account's bank, from hr's list of banks (issue 41), and its branch. */}
      <SelectField
        name="payrollInfo.bank"
        label={t('profile.bank')}
        placeholder={t('employees.selectBank')}
        options={bankOptions}
      />
      <TextField name="payrollInfo.bankBranch" label={t('profile.bankBranch')} autoComplete="off" />
      {identity.map(({ field }) =>
        field === 'citizenshipDistrict' ? (
          <SelectField
            key={field}
            name="payrollInfo.citizenshipDistrict"
            label={t('profile.citizenshipDistrict')}
            required={required(field)}
            placeholder={t(editing ? 'employees.districtKeep' : 'employees.selectDistrict')}
            options={nepalDistricts.map((d) => ({
              value: d.en,
              label: i18n.language === 'ne' ? d.ne : d.en,
            }))}
          />
        ) : (
          <TextField
            key={field}
            name={`payrollInfo.${field}`}
            label={t(`profile.${field}`)}
            required={required(field)}
            autoComplete="off"
            hint={keep}
          />
        ),
      )}
    </div>
  );
}
