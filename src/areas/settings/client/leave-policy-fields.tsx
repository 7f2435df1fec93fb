/**
 * One leave type's policy (rules §14), folded under its row in Settings → Leave types: the unit it is taken in,
 * how it is credited, pro-rating, eligibility, carry-forward and its expiry, a maximum, and a negative balance.
 */

import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { accrualModes, type LeaveTypePolicy, leaveUnits, policyOf } from '../../../shared/leave-policy';

const months = Array.from({ length: 11 }, (_, i) => i + 1);

export function LeavePolicyFields({
  type,
  index: i,
  update,
}: {
  type: LeaveTypePolicy;
  index: number;
  update: (patch: Partial<LeaveTypePolicy>) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const p = policyOf(type);
  const limited = type.allowance !== null;
  const id = (name: string) => `lt-${name}-${i}`;
  const name = (field: string) => `leaveTypes.${i}.${field}`;
  return (
    <details className="w-full rounded-md border border-border px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">
        {t('leavePolicy.policyOf', { name: type.name || f.digits(i + 1) })}
      </summary>
      <div className="grid gap-4 pt-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={id('unit')} name={name('unit')} label={t('leavePolicy.unit')}>
          <NativeSelect value={p.unit} onChange={(e) => update({ unit: e.target.value as typeof p.unit })}>
            {leaveUnits.map((u) => (
              <option key={u} value={u}>
                {t(`leavePolicy.units.${u}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {limited && (
          <>
            <Field id={id('accrual')} name={name('accrual')} label={t('leavePolicy.accrual')}>
              <NativeSelect
                value={p.accrual}
                onChange={(e) => update({ accrual: e.target.value as typeof p.accrual })}
              >
                {accrualModes.map((m) => (
                  <option key={m} value={m}>
                    {t(`leavePolicy.accruals.${m}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <NumberField
              id={id('eligible')}
              name={name('eligibleAfterDays')}
              label={t('leavePolicy.eligibleAfter')}
              min={0}
              max={3650}
              value={p.eligibleAfterDays}
              onValueChange={(eligibleAfterDays) => update({ eligibleAfterDays })}
            />
            <NumberField
              id={id('carry')}
              name={name('carryForwardDays')}
              label={t('leavePolicy.carryForward')}
              min={0}
              max={366}
              step={0.5}
              value={p.carryForwardDays}
              onValueChange={(days) =>
                update(
                  days ? { carryForwardDays: days } : { carryForwardDays: 0, carryForwardExpiryMonths: null },
                )
              }
            />
            <Field
              id={id('expiry')}
              name={name('carryForwardExpiryMonths')}
              label={t('leavePolicy.carryExpiry')}
            >
              <NativeSelect
                disabled={!p.carryForwardDays}
                value={p.carryForwardExpiryMonths ?? ''}
                onChange={(e) =>
                  update({ carryForwardExpiryMonths: e.target.value ? Number(e.target.value) : null })
                }
              >
                <option value="">{t('leavePolicy.never')}</option>
                {months.map((m) => (
                  <option key={m} value={m}>
                    {f.digits(m)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={id('max')} name={name('maxBalance')} label={t('leavePolicy.maxBalance')}>
              <Input
                type="number"
                min={0}
                max={1000}
                step={0.5}
                placeholder={t('leavePolicy.noMaximum')}
                value={p.maxBalance ?? ''}
                onChange={(e) =>
                  update({ maxBalance: e.target.value === '' ? null : Number(e.target.value) })
                }
              />
            </Field>
            <div className="flex flex-col justify-end gap-3 pb-1">
              <CheckboxRow
                id={id('prorate')}
                label={t('leavePolicy.prorate')}
                checked={p.prorate}
                onChange={(prorate) => update({ prorate })}
              />
              <CheckboxRow
                id={id('negative')}
                label={t('leavePolicy.allowNegative')}
                checked={p.allowNegative}
                onChange={(allowNegative) => update({ allowNegative })}
              />
            </div>
          </>
        )}
      </div>
    </details>
  );
}
