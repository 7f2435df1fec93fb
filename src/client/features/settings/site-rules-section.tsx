/** Settings → Location rules (rules §15): what a punch away from the person's sites does. Part of the settings form. */

import type { SectionProps } from '../../../areas/settings/client/settings-page';
import { siteRules } from '../../../areas/sites/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useTranslation } from '../../lib/i18n';

export function SiteRulesSection({ draft, change }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sites.rulesTitle')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('sites.rulesHint')}</p>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {(['locationRule', 'networkRule'] as const).map((key) => (
          <Field key={key} id={key} label={t(`sites.${key}`)}>
            <NativeSelect
              value={draft[key]}
              onChange={(e) => change({ [key]: e.target.value as (typeof siteRules)[number] })}
            >
              {siteRules.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`sites.rule.${rule}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
      </CardContent>
    </Card>
  );
}
