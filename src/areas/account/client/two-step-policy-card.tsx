/**
 * hr's "Require two-step sign-in for" card (decision 037): the capabilities whose holders must use two-step
 * sign-in, chosen by capability (never by role), and the grace period; each change is saved at once.
 */

import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { Field, RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useTranslation } from '../../../client/lib/i18n';
import type { Capability } from '../../../shared/permissions';
import { useSaveTwoStepPolicy, useTwoStepPolicy } from './two-step-api';

/** The capabilities the card offers: those that reach pay, personal numbers and other people's records. */
const offered = {
  'manage:payroll': 'twoStep.capability.manage_payroll',
  'reveal:pii': 'twoStep.capability.reveal_pii',
  'update:employee': 'twoStep.capability.update_employee',
  'update:settings': 'twoStep.capability.update_settings',
  'read:audit': 'twoStep.capability.read_audit',
  'approve:leave': 'twoStep.capability.approve_leave',
} as const satisfies Partial<Record<Capability, string>>;
const offeredCapabilities = Object.keys(offered) as (keyof typeof offered)[];
const graceChoices = [0, 7, 14, 30, 60, 90];

export function TwoStepPolicyCard() {
  const { t } = useTranslation();
  const policy = useTwoStepPolicy();
  const save = useSaveTwoStepPolicy();
  const current = policy.data;
  const toggle = (capability: Capability, on: boolean) =>
    current &&
    save.mutate({
      ...current,
      capabilities: on
        ? [...current.capabilities, capability]
        : current.capabilities.filter((c) => c !== capability),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('twoStep.policyTitle')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('twoStep.policyText')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready(policy) || !current ? (
          queryStatus(policy)
        ) : (
          <RefusalProvider error={save.error}>
            <fieldset className="space-y-2" disabled={save.isPending}>
              <legend className="mb-2 text-sm font-medium">{t('twoStep.policyFor')}</legend>
              {offeredCapabilities.map((capability) => (
                <CheckboxRow
                  key={capability}
                  id={`two-step-${capability.replace(':', '-')}`}
                  label={t(offered[capability])}
                  checked={current.capabilities.includes(capability)}
                  onChange={(on) => toggle(capability, on)}
                />
              ))}
            </fieldset>
            <Field id="two-step-grace" label={t('twoStep.grace')} hint={t('twoStep.graceHint')}>
              <NativeSelect
                value={current.graceDays}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ ...current, graceDays: Number(e.target.value) })}
              >
                {graceChoices.map((days) => (
                  <option key={days} value={days}>
                    {t('twoStep.days', { count: days })}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <RefusalMessage />
          </RefusalProvider>
        )}
      </CardContent>
    </Card>
  );
}
