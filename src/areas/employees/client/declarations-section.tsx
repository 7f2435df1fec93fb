/**
 * Profile → Payroll, for hr (issue 41): what the person declared for a fiscal year — life and health insurance
 * premiums paid, approved medical expenses and their remote area's class. The year's tax takes them off within the
 * year's caps (Settings → Payroll); setting a year again replaces its figures.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type RemoteArea, remoteAreas, typedMinorOf, typedNumber } from '../../../shared/payroll-run';
import type { StructuresReply } from '../../payroll/contract';
import { useSetPayrollDeclaration } from './profile-api';
import { YearAmounts } from './year-amounts';

type Declaration = StructuresReply['declarations'][number];

export function Declarations({
  employeeId,
  currency,
  declarations,
}: {
  employeeId: string;
  currency: string;
  declarations: Declaration[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const save = useSetPayrollDeclaration(employeeId);
  const [year, setYear] = useState('');
  const [life, setLife] = useState('');
  const [health, setHealth] = useState('');
  const [medical, setMedical] = useState('');
  const [area, setArea] = useState<RemoteArea | ''>('');
  const money = (minor: number) => f.money(minor / 100, currency);
  const minor = (text: string) => (text.trim() === '' ? 0 : typedMinorOf(typedNumber(text)));
  const onSave = () => {
    try {
      save.mutate(
        {
          employee_id: employeeId,
          fiscal_year: Number(year),
          life_premium: minor(life),
          health_premium: minor(health),
          medical_expenses: minor(medical),
          remote_area: area === '' ? null : area,
        },
        {
          onSuccess: () => toast.success(t('structures.declarationSaved')),
          onError: (e) => toast.error(e.message),
        },
      );
    } catch {
      toast.error(t('errors.payroll_amount'));
    }
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('structures.declarations')}</legend>
      <p className="text-sm text-muted-foreground">{t('structures.declarationsHint')}</p>
      {declarations.length > 0 && (
        <ul className="space-y-1 text-sm">
          {declarations.map((d) => (
            <li key={d.fiscal_year}>
              {t('structures.declaration', {
                year: f.text(d.label),
                life: money(d.life_premium),
                health: money(d.health_premium),
                medical: money(d.medical_expenses),
                area: d.remote_area
                  ? t('structures.remoteClass', { area: d.remote_area })
                  : t('structures.remoteNone'),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <YearAmounts
          id={id}
          year={year}
          onYear={setYear}
          amounts={[
            ['life', t('structures.lifePremium'), life, setLife],
            ['health', t('structures.healthPremium'), health, setHealth],
            ['medical', t('structures.medicalExpenses'), medical, setMedical],
          ]}
        />
        <Field id={`${id}-area`} label={t('structures.remoteArea')}>
          <NativeSelect
            value={area}
            className="w-52"
            onChange={(e) => setArea(e.target.value as RemoteArea | '')}
          >
            <option value="">{t('structures.remoteNone')}</option>
            {remoteAreas.map((a) => (
              <option key={a} value={a}>
                {t('structures.remoteClass', { area: a })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button onClick={onSave} disabled={save.isPending || year.trim() === ''}>
          {t('structures.saveDeclaration')}
        </Button>
      </div>
    </fieldset>
  );
}
