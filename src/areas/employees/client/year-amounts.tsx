/** A fiscal year and amounts of money for it, as Profile → Payroll asks them (opening figures, declarations). */
import { InputField } from '../../../client/components/ui/input-field';
import { useTranslation } from '../../../client/lib/i18n';

export type Amount = readonly [key: string, label: string, value: string, set: (value: string) => void];

export function YearAmounts({
  id,
  year,
  onYear,
  amounts,
}: {
  id: string;
  year: string;
  onYear: (value: string) => void;
  amounts: readonly Amount[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        id={`${id}-year`}
        label={t('payrollSetup.fiscalYear')}
        value={year}
        inputMode="numeric"
        className="w-44"
        onValueChange={onYear}
      />
      {amounts.map(([key, label, value, set]) => (
        <InputField
          key={key}
          id={`${id}-${key}`}
          label={label}
          value={value}
          inputMode="decimal"
          className="w-44"
          onValueChange={set}
        />
      ))}
    </>
  );
}
