/**
 * Which of the country profile's identity numbers every employee must have (issue 40, decision 006): hr ticks
 * them; the employee form, the API and the import then ask for each.
 */
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { useTranslation } from '../../../client/lib/i18n';
import { profileOf } from '../../../shared/country-profiles';
import type { SectionProps } from './settings-form';

export function IdentitySection({ draft, change, actions }: SectionProps) {
  const { t } = useTranslation();
  const shown = profileOf(draft.country).identity.map((i) => i.field);
  // In the profile's order; a field of another profile, left from before a change, is dropped.
  const toggle = (field: (typeof shown)[number], on: boolean) =>
    change({
      requiredIdentity: shown.filter((f) => (f === field ? on : draft.requiredIdentity.includes(f))),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.requiredIdentity.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('settings.requiredIdentity.hint')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium">{t('settings.requiredIdentity.legend')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {shown.map((field) => (
              <CheckboxRow
                key={field}
                id={`required-${field}`}
                label={t(`profile.${field}`)}
                checked={draft.requiredIdentity.includes(field)}
                onChange={(on) => toggle(field, on)}
              />
            ))}
          </div>
        </fieldset>
        {actions}
      </CardContent>
    </Card>
  );
}
