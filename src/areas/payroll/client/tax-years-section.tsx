/**
 * Settings → Payroll, each fiscal year's reliefs (rules §16, decision 030): whether hr confirmed them, the packs the
 * product ships for the organisation's country that hr may add, and a form to type a year's reliefs.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FiscalYearField } from '../../../client/components/fiscal-year-field';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { InputField, MoneyField } from '../../../client/components/ui/input-field';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useSettings } from '../../../client/lib/queries';
import { localDate } from '../../../shared/calendar';
import { fiscalYearLabel } from '../../../shared/country-profiles';
import {
  basisPointsOf,
  type RemoteArea,
  remoteAreas,
  typedMinorOf,
  typedNumber,
} from '../../../shared/payroll-run';
import type { PayrollSetupReply } from '../contract';
import { useConfirmTaxYear, useInstallTaxPack, useSaveTaxYear } from './payroll-api';

const refused = (error: Error) => toast.error(error.message);

type TaxYear = PayrollSetupReply['tax_years'][number];

/** Each fiscal year's reliefs and whether hr confirmed them; the shipped packs hr may add; a form to set a year's. */
export function TaxYears({ setup }: { setup: PayrollSetupReply }) {
  const { t } = useTranslation();
  const f = useFormat();
  const settings = useSettings();
  const confirm = useConfirmTaxYear();
  const install = useInstallTaxPack();
  const label = (year: number) => f.text(fiscalYearLabel(year, setup.fiscal_start_month));
  const currency = settings.data?.currency ?? 'NPR';
  const timeZone = settings.data?.timeZone ?? 'UTC';
  const money = (minor: number) => f.money(minor / 100, currency);
  const rules = (y: TaxYear) => {
    const limits = [
      ...(y.retirement_share_divisor === null
        ? []
        : [
            y.retirement_share_divisor === 3
              ? t('payrollSetup.ruleShareThird')
              : t('payrollSetup.ruleShare', { share: f.number(y.retirement_share_divisor) }),
          ]),
      ...(y.retirement_cap === null
        ? []
        : [t('payrollSetup.ruleCap', { amount: f.money(y.retirement_cap / 100, currency) })]),
    ];
    return [
      ...(y.social_security_band ? [t('payrollSetup.ruleBand')] : []),
      ...(y.employer_retirement_income ? [t('payrollSetup.ruleEmployerIncome')] : []),
      limits.length > 0
        ? t('payrollSetup.ruleRetirement', { limits: limits.join(', ') })
        : t('payrollSetup.ruleRetirementAll'),
      ...(y.women_rebate_bp > 0
        ? [t('payrollSetup.ruleRebate', { percent: f.number(y.women_rebate_bp / 100) })]
        : []),
      ...(y.life_insurance_cap > 0
        ? [t('payrollSetup.ruleLife', { amount: money(y.life_insurance_cap) })]
        : []),
      ...(y.health_insurance_cap > 0
        ? [t('payrollSetup.ruleHealth', { amount: money(y.health_insurance_cap) })]
        : []),
      ...(y.medical_credit_bp > 0 && y.medical_credit_cap > 0
        ? [
            t('payrollSetup.ruleMedical', {
              percent: f.number(y.medical_credit_bp / 100),
              amount: money(y.medical_credit_cap),
            }),
          ]
        : []),
      ...(remoteAreas.some((a) => y.remote_area_allowances[a])
        ? [
            t('payrollSetup.ruleRemote', {
              list: remoteAreas
                .filter((a) => y.remote_area_allowances[a])
                .map((a) => `${a} ${money(y.remote_area_allowances[a] ?? 0)}`)
                .join(', '),
            }),
          ]
        : []),
    ];
  };
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold">{t('payrollSetup.years')}</h3>
      <p className="text-sm text-muted-foreground">{t('payrollSetup.yearsHint')}</p>
      {setup.packs.map((pack) => (
        <div
          key={pack.fiscal_year}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3 text-sm"
        >
          <span>
            {t('payrollSetup.packAvailable', { year: label(pack.fiscal_year), source: pack.source })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={install.isPending}
            onClick={() =>
              install.mutate(pack.fiscal_year, {
                onSuccess: () =>
                  toast.success(t('payrollSetup.packAdded', { year: label(pack.fiscal_year) })),
                onError: refused,
              })
            }
          >
            {t('payrollSetup.addPack', { year: label(pack.fiscal_year) })}
          </Button>
        </div>
      ))}
      <ul className="divide-y divide-border rounded-md border border-border">
        {setup.tax_years.map((y) => (
          <li key={y.fiscal_year} className="space-y-2 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-medium">{label(y.fiscal_year)}</span>
              {y.confirmed_at ? (
                <span className="text-muted-foreground">
                  {y.confirmed_by
                    ? t('payrollSetup.confirmedBy', {
                        name: y.confirmed_by,
                        date: f.date(localDate(new Date(y.confirmed_at), timeZone)),
                      })
                    : t('payrollSetup.confirmedOn', {
                        date: f.date(localDate(new Date(y.confirmed_at), timeZone)),
                      })}
                </span>
              ) : (
                <Button
                  size="sm"
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(y.fiscal_year, {
                      onSuccess: () =>
                        toast.success(t('payrollSetup.yearConfirmed', { year: label(y.fiscal_year) })),
                      onError: refused,
                    })
                  }
                >
                  {t('payrollSetup.confirmYear', { year: label(y.fiscal_year) })}
                </Button>
              )}
            </div>
            {!y.confirmed_at && (
              <p className="font-medium text-amber-700 dark:text-amber-400">
                {t('payrollSetup.notConfirmed', { year: label(y.fiscal_year) })}
              </p>
            )}
            <ul className="list-disc space-y-0.5 ps-5 text-muted-foreground">
              {rules(y).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            {y.source && (
              <p className="text-muted-foreground">{t('payrollSetup.source', { source: y.source })}</p>
            )}
          </li>
        ))}
      </ul>
      <TaxYearForm setup={setup} />
    </section>
  );
}

/** hr types a year's reliefs (and so confirms them); a year's figures load into it to change them. */
function TaxYearForm({ setup }: { setup: PayrollSetupReply }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTaxYear();
  const first = setup.tax_years[0];
  const [year, setYear] = useState(String(first?.fiscal_year ?? ''));
  const [band, setBand] = useState(first?.social_security_band ?? false);
  const [employerIncome, setEmployerIncome] = useState(first?.employer_retirement_income ?? false);
  const [cap, setCap] = useState(first?.retirement_cap == null ? '' : String(first.retirement_cap / 100));
  const [share, setShare] = useState(String(first?.retirement_share_divisor ?? ''));
  const [rebate, setRebate] = useState(String((first?.women_rebate_bp ?? 0) / 100));
  const major = (minor: number | undefined) => (minor ? String(minor / 100) : '');
  const [life, setLife] = useState(major(first?.life_insurance_cap));
  const [health, setHealth] = useState(major(first?.health_insurance_cap));
  const [medicalRate, setMedicalRate] = useState(String((first?.medical_credit_bp ?? 0) / 100));
  const [medicalCap, setMedicalCap] = useState(major(first?.medical_credit_cap));
  const [remote, setRemote] = useState<Record<RemoteArea, string>>(
    () =>
      Object.fromEntries(remoteAreas.map((a) => [a, major(first?.remote_area_allowances[a])])) as Record<
        RemoteArea,
        string
      >,
  );
  const minor = (text: string) => (text.trim() === '' ? 0 : typedMinorOf(typedNumber(text)));
  const onSave = () => {
    try {
      save.mutate(
        {
          fiscal_year: Number(year),
          social_security_band: band,
          employer_retirement_income: employerIncome,
          retirement_cap: cap.trim() === '' ? null : typedMinorOf(typedNumber(cap)),
          retirement_share_divisor: share.trim() === '' ? null : typedNumber(share),
          women_rebate_bp: basisPointsOf(typedNumber(rebate)),
          life_insurance_cap: minor(life),
          health_insurance_cap: minor(health),
          medical_credit_bp: medicalRate.trim() === '' ? 0 : basisPointsOf(typedNumber(medicalRate)),
          medical_credit_cap: minor(medicalCap),
          remote_area_allowances: Object.fromEntries(
            remoteAreas.filter((a) => remote[a].trim() !== '').map((a) => [a, minor(remote[a])]),
          ),
        },
        { onSuccess: () => toast.success(t('payrollSetup.saved')), onError: refused },
      );
    } catch {
      toast.error(t('errors.payroll_rate'));
    }
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('payrollSetup.editYear')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <FiscalYearField id={`${id}-year`} value={year} onValueChange={setYear} />
        <MoneyField
          id={`${id}-cap`}
          label={t('payrollSetup.retirementCap')}
          value={cap}
          className="w-40"
          onValueChange={setCap}
        />
        <InputField
          id={`${id}-share`}
          label={t('payrollSetup.retirementShare')}
          value={share}
          inputMode="numeric"
          className="w-24"
          onValueChange={setShare}
        />
        <InputField
          id={`${id}-rebate`}
          label={t('payrollSetup.womenRebate')}
          value={rebate}
          inputMode="decimal"
          className="w-24"
          onValueChange={setRebate}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <MoneyField
          id={`${id}-life`}
          label={t('payrollSetup.lifeCap')}
          value={life}
          className="w-40"
          onValueChange={setLife}
        />
        <MoneyField
          id={`${id}-health`}
          label={t('payrollSetup.healthCap')}
          value={health}
          className="w-40"
          onValueChange={setHealth}
        />
        <InputField
          id={`${id}-medical-rate`}
          label={t('payrollSetup.medicalRate')}
          value={medicalRate}
          inputMode="decimal"
          className="w-40"
          onValueChange={setMedicalRate}
        />
        <MoneyField
          id={`${id}-medical-cap`}
          label={t('payrollSetup.medicalCap')}
          value={medicalCap}
          className="w-40"
          onValueChange={setMedicalCap}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {remoteAreas.map((a) => (
          <MoneyField
            key={a}
            id={`${id}-remote-${a}`}
            label={t('payrollSetup.remoteCap', { area: a })}
            value={remote[a]}
            className="w-32"
            onValueChange={(v) => setRemote({ ...remote, [a]: v })}
          />
        ))}
      </div>
      <label htmlFor={`${id}-band`} className="flex items-center gap-2 text-sm">
        <Checkbox id={`${id}-band`} checked={band} onCheckedChange={setBand} />
        {t('payrollSetup.ruleBand')}
      </label>
      <label htmlFor={`${id}-employer`} className="flex items-center gap-2 text-sm">
        <Checkbox id={`${id}-employer`} checked={employerIncome} onCheckedChange={setEmployerIncome} />
        {t('payrollSetup.ruleEmployerIncome')}
      </label>
      <Button onClick={onSave} disabled={save.isPending || year.trim() === ''}>
        {t('payrollSetup.saveYear')}
      </Button>
    </fieldset>
  );
}
