/** The tax variant a salary is taxed by (rules §16): Settings → Payroll's brackets and a person's salary structure. */
import { type TaxVariant, taxVariants } from '../../shared/payroll-run';
import { useTranslation } from '../lib/i18n';
import { Field } from './ui/field';
import { NativeSelect } from './ui/native-select';

export function TaxVariantField({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: TaxVariant;
  onChange: (variant: TaxVariant) => void;
  /** Sizes the select. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('payrollSetup.variant')}>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as TaxVariant)}
        className={className}
      >
        {taxVariants.map((v) => (
          <option key={v} value={v}>
            {t(`payrollSetup.variants.${v}`)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
