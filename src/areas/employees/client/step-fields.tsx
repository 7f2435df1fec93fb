/** The employee form's recurring fields, laid out by its steps. */
import type { Path } from 'react-hook-form';
import { useTranslation } from '../../../client/lib/i18n';
import { TextField } from './form-fields';
import type { EmployeeFormValues } from './form-model';

type Props = { name: Path<EmployeeFormValues>; label: string };

/** A required detail of the employee's: the browser offers no autofill (they are not the signed-in person's). */
export function DetailField({ name, label }: Props) {
  return <TextField name={name} label={label} required autoComplete="off" />;
}

/** A required phone number of ten digits. */
export function PhoneField({ name, label }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      label={label}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      hint={t('employees.tenDigits')}
    />
  );
}
