/**
 * The fiscal year a figure is for, typed as the year it starts in (2082 for 2082/83; rules §16): Settings → Payroll's
 * brackets and tax years, Profile → Payroll's opening figures and declarations.
 */
import { useTranslation } from '../lib/i18n';
import { InputField } from './ui/input-field';

export function FiscalYearField({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: string;
  onValueChange: (year: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <InputField
      id={id}
      label={t('payrollSetup.fiscalYear')}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      className="w-44"
      onValueChange={onValueChange}
    />
  );
}
