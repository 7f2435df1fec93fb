/**
 * Profile → Payroll, for hr (issue 41): what the person declared for a fiscal year — life and health insurance
 * premiums paid, approved medical expenses and their remote area's class. The year's tax takes them off within the
 * year's caps (Settings → Payroll); setting a year again replaces its figures.
 */
import { useId, useState } from 'react';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type RemoteArea, remoteAreas } from '../../../shared/payroll-run';
import type { StructuresReply } from '../../payroll/contract';
import { useSetPayrollDeclaration } from './profile-api';
import { YearFigures } from './year-figures';

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
  const [area, setArea] = useState<RemoteArea | ''>('');
  const money = (minor: number) => f.money(minor / 100, currency);
  return (
    <YearFigures
      title={t('structures.declarations')}
      hint={t('structures.declarationsHint')}
      years={declarations.map((d) => ({
        fiscal_year: d.fiscal_year,
        text: t('structures.declaration', {
          year: f.text(d.label),
          life: money(d.life_premium),
          health: money(d.health_premium),
          medical: money(d.medical_expenses),
          area: d.remote_area
            ? t('structures.remoteClass', { area: d.remote_area })
            : t('structures.remoteNone'),
        }),
      }))}
      amounts={[
        { key: 'life', label: t('structures.lifePremium') },
        { key: 'health', label: t('structures.healthPremium') },
        { key: 'medical', label: t('structures.medicalExpenses') },
      ]}
      saveLabel={t('structures.saveDeclaration')}
      saved={t('structures.declarationSaved')}
      save={save}
      body={(fiscalYear, { life, health, medical }) => ({
        employee_id: employeeId,
        fiscal_year: fiscalYear,
        life_premium: life,
        health_premium: health,
        medical_expenses: medical,
        remote_area: area === '' ? null : area,
      })}
    >
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
    </YearFigures>
  );
}
