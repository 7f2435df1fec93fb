/**
 * One leave type's policy (rules §14), folded under its row in Settings → Leave types: the unit it is taken in,
 * how it is credited (by the calendar, or from attendance: days worked, weekly offs and holidays worked), pro-rating,
 * eligibility (after days of service, by gender, by employment type), paid days, carry-forward and its expiry, a
 * maximum, and a negative balance.
 */
import { useState } from 'react';

import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useEnumLabel } from '../../../client/lib/enums';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { genders } from '../../../shared/enums';
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
  const label = useEnumLabel();
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
            {p.accrual === 'per_days_worked' && (
              <NumberField
                id={id('perDays')}
                name={name('daysWorkedPerDay')}
                label={t('leavePolicy.daysWorkedPerDay')}
                hint={t('leavePolicy.daysWorkedHint')}
                min={1}
                max={365}
                value={p.daysWorkedPerDay}
                onValueChange={(daysWorkedPerDay) => update({ daysWorkedPerDay })}
              />
            )}
            <Field id={id('paid')} name={name('paidDays')} label={t('leavePolicy.paidDays')}>
              <Input
                type="number"
                min={0}
                max={366}
                step={0.5}
                placeholder={t('leavePolicy.allPaid')}
                value={p.paidDays ?? ''}
                onChange={(e) => update({ paidDays: e.target.value === '' ? null : Number(e.target.value) })}
              />
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
                id={id('calendarDays')}
                label={t('leavePolicy.calendarDays')}
                checked={p.calendarDays}
                onChange={(calendarDays) => update({ calendarDays })}
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
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('leavePolicy.eligibleGenders')}</legend>
          {genders.map((g) => (
            <CheckboxRow
              key={g}
              id={id(`gender-${g}`)}
              label={label('gender', g)}
              checked={p.eligibleGenders.includes(g)}
              onChange={(on) =>
                update({
                  eligibleGenders: on
                    ? [...p.eligibleGenders, g]
                    : p.eligibleGenders.filter((other) => other !== g),
                })
              }
            />
          ))}
          <p className="text-xs text-muted-foreground">{t('leavePolicy.everyone')}</p>
        </fieldset>
        <EmploymentTypes
          id={id('employmentTypes')}
          name={name('eligibleEmploymentTypes')}
          value={p.eligibleEmploymentTypes}
          onChange={(eligibleEmploymentTypes) => update({ eligibleEmploymentTypes })}
        />
      </div>
    </details>
  );
}

/** The employment types a type is limited to, typed as names separated by commas (kept as typed while editing). */
function EmploymentTypes(props: {
  id: string;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.value.join(', '));
  return (
    <Field id={props.id} name={props.name} label={t('leavePolicy.eligibleEmploymentTypes')}>
      <Input
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const names = e.target.value
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
          props.onChange([...new Set(names)]);
        }}
      />
    </Field>
  );
}
