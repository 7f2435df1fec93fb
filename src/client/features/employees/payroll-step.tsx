import { useMe } from '../../components/layout/use-me';
import { TextField } from './form-fields';

export function PayrollStep({ editing }: { editing: boolean }) {
  const currency = useMe().data?.organisation.currency ?? '';
  const keep = editing
    ? 'Stored encrypted and not shown here: leave blank to keep the current value.'
    : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="payrollInfo.salary"
        label={currency ? `Salary (${currency})` : 'Salary'}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField name="payrollInfo.healthInsurance" label="Health Insurance / Benefits" autoComplete="off" />
      <TextField
        name="payrollInfo.bankAccount"
        label="Bank Account"
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
      <TextField
        name="payrollInfo.taxId"
        label="Tax Identification Number"
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
      <TextField
        name="payrollInfo.ssn"
        label="Social Security Number"
        required={!editing}
        autoComplete="off"
        hint={keep}
      />
    </div>
  );
}
