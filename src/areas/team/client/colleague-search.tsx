/** The search box of the team screens: a colleague's name, e-mail or designation (the directory, the org chart). */
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { useTranslation } from '../../../client/lib/i18n';

export function ColleagueSearch({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label}>
      <Input
        type="search"
        value={value}
        placeholder={t('team.searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
