/** Settings → Location rules (rules §15): what a punch away from the person's sites does. Saved on its own. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useTranslation } from '../../../client/lib/i18n';
import { siteRules } from '../contract';

type SiteRule = (typeof siteRules)[number];
interface Rules {
  locationRule: SiteRule;
  networkRule: SiteRule;
}

/** The settings form's draft and its change, of which this section edits the two rules. */
export function SiteRulesSection({
  draft,
  change,
  actions,
}: {
  draft: Rules;
  change: (patch: Partial<Rules>) => void;
  /** The section's Save and Discard (it saves on its own). */
  actions?: ReactNode;
}) {
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
            <NativeSelect value={draft[key]} onChange={(e) => change({ [key]: e.target.value as SiteRule })}>
              {siteRules.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`sites.rule.${rule}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
        {actions && <div className="sm:col-span-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
