/**
 * Settings → Payroll (rules §16): what a month's days are for pro rata, the fiscal year's first month, each fiscal
 * year's income-tax brackets and reliefs (a shipped pack added, then confirmed by hr), and contribution schemes.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FiscalYearField } from '../../../client/components/fiscal-year-field';
import { TaxVariantField } from '../../../client/components/tax-variant-field';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { MoneyField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useSettings } from '../../../client/lib/queries';
import { fiscalYearLabel, profileOf } from '../../../shared/country-profiles';
import { basisPointsOf, type TaxVariant, typedMinorOf, typedNumber } from '../../../shared/payroll-run';
import type { PayrollSetupReply } from '../contract';
import { usePayrollSetup, useSavePayrollSettings, useSaveScheme, useSaveTaxTable } from './payroll-api';
import { TaxYears } from './tax-years-section';

const refused = (error: Error) => toast.error(error.message);
const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export function PayrollCard() {
  const { t } = useTranslation();
  const setup = usePayrollSetup();
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('payrollSetup.title')}</CardTitle>
        <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{t('payrollSetup.confirm')}</p>
      </CardHeader>
      <CardContent className="space-y-8">
        {!ready(setup) ? (
          queryStatus(setup)
        ) : (
          <>
            <DaysSection setup={setup.data} />
            <TaxYears setup={setup.data} />
            <TaxTables setup={setup.data} />
            <Schemes setup={setup.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function DaysSection({ setup }: { setup: PayrollSetupReply }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePayrollSettings();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-days`} label={t('payrollSetup.daysMode')}>
        <NativeSelect
          value={setup.days_mode}
          onChange={(e) =>
            save.mutate(
              { days_mode: e.target.value as 'calendar' | 'working' },
              { onSuccess: () => toast.success(t('payrollSetup.saved')), onError: refused },
            )
          }
        >
          <option value="calendar">{t('payrollSetup.calendarDays')}</option>
          <option value="working">{t('payrollSetup.workingDays')}</option>
        </NativeSelect>
      </Field>
      <Field id={`${id}-fiscal`} label={t('payrollSetup.fiscalStart')}>
        <NativeSelect
          value={setup.fiscal_start_month}
          onChange={(e) =>
            save.mutate(
              { fiscal_start_month: Number(e.target.value) },
              { onSuccess: () => toast.success(t('payrollSetup.saved')), onError: refused },
            )
          }
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <UnpaidTypes setup={setup} />
    </div>
  );
}

/** Which leave types payroll counts as unpaid days: one box per type of the organisation's. */
function UnpaidTypes({ setup }: { setup: PayrollSetupReply }) {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
  const id = useId();
  const settings = useSettings();
  const save = useSavePayrollSettings();
  const unpaid = new Set(setup.unpaid_leave_types);
  const toggle = (name: string, on: boolean) => {
    const next = on ? [...unpaid, name] : [...unpaid].filter((n) => n !== name);
    save.mutate(
      { unpaid_leave_types: next },
      { onSuccess: () => toast.success(t('payrollSetup.saved')), onError: refused },
    );
  };
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium">{t('payrollSetup.unpaidTypes')}</legend>
      <p className="text-sm text-muted-foreground">{t('payrollSetup.unpaidTypesHint')}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {settings.data?.leaveTypes.map((type, i) => (
          <label key={type.name} htmlFor={`${id}-${i}`} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`${id}-${i}`}
              checked={unpaid.has(type.name)}
              disabled={save.isPending}
              onCheckedChange={(on) => toggle(type.name, on)}
            />
            {typeName(type.name)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Row {
  upTo: string;
  rate: string;
}

function TaxTables({ setup }: { setup: PayrollSetupReply }) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const save = useSaveTaxTable();
  const [year, setYear] = useState(String(setup.tax_tables[0]?.fiscal_year ?? ''));
  const [variant, setVariant] = useState<TaxVariant>('single');
  const [rows, setRows] = useState<Row[]>([{ upTo: '', rate: '' }]);
  const load = (fiscalYear: string, v: TaxVariant) => {
    const found = setup.tax_tables.find((x) => String(x.fiscal_year) === fiscalYear && x.variant === v);
    setRows(
      found
        ? found.brackets.map((b) => ({
            upTo: b.up_to === null ? '' : String(b.up_to / 100),
            rate: String(b.rate_bp / 100),
          }))
        : [{ upTo: '', rate: '' }],
    );
  };
  const onSave = () => {
    try {
      const brackets = rows.map((r, i) => ({
        up_to: i === rows.length - 1 ? null : typedMinorOf(typedNumber(r.upTo)),
        rate_bp: basisPointsOf(typedNumber(r.rate)),
      }));
      save.mutate(
        { fiscal_year: Number(year), variant, brackets },
        { onSuccess: () => toast.success(t('payrollSetup.saved')), onError: refused },
      );
    } catch {
      toast.error(t('errors.payroll_brackets'));
    }
  };
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold">{t('payrollSetup.brackets')}</h3>
      <p className="text-sm text-muted-foreground">{t('payrollSetup.bracketsHint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <FiscalYearField id={`${id}-year`} value={year} onValueChange={setYear} />
        <TaxVariantField id={`${id}-variant`} value={variant} onChange={setVariant} className="w-36" />
        <Button variant="outline" onClick={() => load(year, variant)}>
          {t('payrollSetup.load')}
        </Button>
      </div>
      <ol className="space-y-2">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list, edited in place.
          <li key={i} className="flex flex-wrap items-end gap-3">
            <MoneyField
              id={`${id}-up-${i}`}
              label={t('payrollSetup.upTo')}
              value={i === rows.length - 1 ? '' : row.upTo}
              disabled={i === rows.length - 1}
              placeholder={i === rows.length - 1 ? t('payrollSetup.noLimit') : undefined}
              className="w-40"
              onValueChange={(upTo) => setRows(rows.map((r, j) => (j === i ? { ...r, upTo } : r)))}
            />
            <Field id={`${id}-rate-${i}`} label={t('payrollSetup.rate')}>
              <Input
                value={row.rate}
                inputMode="decimal"
                className="w-24"
                onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, rate: e.target.value } : r)))}
              />
            </Field>
            {rows.length > 1 && (
              <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                {t('payrollSetup.removeBracket')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button
          variant="outline"
          onClick={() => setRows([...rows.slice(0, -1), { upTo: '', rate: '' }, rows.at(-1)!])}
        >
          {t('payrollSetup.addBracket')}
        </Button>
        <Button onClick={onSave} disabled={save.isPending || year.trim() === ''}>
          {t('payrollSetup.saveBrackets')}
        </Button>
      </div>
      <ul className="space-y-1 text-sm text-muted-foreground">
        {setup.tax_tables.map((table) => (
          <li key={`${table.fiscal_year}-${table.variant}`}>
            {f.text(fiscalYearLabel(table.fiscal_year, setup.fiscal_start_month))} ·{' '}
            {t(`payrollSetup.variants.${table.variant}`)}:{' '}
            {table.brackets
              .map((b) => `${b.up_to === null ? '∞' : f.number(b.up_to / 100)} ${f.number(b.rate_bp / 100)}%`)
              .join(' · ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Schemes({ setup }: { setup: PayrollSetupReply }) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const save = useSaveScheme();
  const [name, setName] = useState('');
  const [employee, setEmployee] = useState('');
  const [employer, setEmployer] = useState('');
  const [fund, setFund] = useState(false);
  const country = useSettings().data?.country;
  const statutory = country ? profileOf(country).socialSecurityFund : null;
  const addStatutory = () =>
    statutory &&
    save.mutate(
      {
        name: statutory.name,
        employee_rate_bp: statutory.employeeRate,
        employer_rate_bp: statutory.employerRate,
        social_security_fund: true,
        parts: statutory.parts.map((p) => ({
          name: p.name,
          employee_rate_bp: p.employeeRate,
          employer_rate_bp: p.employerRate,
        })),
      },
      { onSuccess: () => toast.success(t('payrollSetup.saved')), onError: refused },
    );
  const add = () => {
    try {
      save.mutate(
        {
          name,
          employee_rate_bp: basisPointsOf(typedNumber(employee)),
          employer_rate_bp: basisPointsOf(typedNumber(employer)),
          social_security_fund: fund,
        },
        {
          onSuccess: () => {
            setName('');
            toast.success(t('payrollSetup.saved'));
          },
          onError: refused,
        },
      );
    } catch {
      toast.error(t('errors.payroll_rate'));
    }
  };
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold">{t('payrollSetup.schemes')}</h3>
      <ul className="divide-y divide-border rounded-md border border-border">
        {setup.schemes.map((s) => (
          <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
            <span>
              {s.name}:{' '}
              {t('payrollSetup.schemeRates', {
                employee: f.number(s.employee_rate_bp / 100),
                employer: f.number(s.employer_rate_bp / 100),
              })}
              {s.social_security_fund && ` · ${t('payrollSetup.socialSecurityFundShort')}`}
              {s.parts.length > 0 && (
                <span className="block text-xs text-muted-foreground">
                  {s.parts
                    .map(
                      (p) =>
                        `${p.name} ${[p.employee_rate_bp, p.employer_rate_bp]
                          .filter((r) => r > 0)
                          .map((r) => f.number(r / 100))
                          .join(' + ')} %`,
                    )
                    .join(' · ')}
                </span>
              )}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => save.mutate({ ...s, active: !s.active }, { onError: refused })}
            >
              {s.active ? t('payrollSetup.deactivate') : t('payrollSetup.activate')}
            </Button>
          </li>
        ))}
      </ul>
      {statutory && !setup.schemes.some((s) => s.social_security_fund) && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Button variant="outline" onClick={addStatutory} disabled={save.isPending}>
            {t('payrollSetup.addStatutoryFund', {
              name: statutory.name,
              employee: f.number(statutory.employeeRate / 100),
              employer: f.number(statutory.employerRate / 100),
            })}
          </Button>
          <span className="text-muted-foreground">{statutory.source}</span>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-name`} label={t('payrollSetup.schemeName')}>
          <Input value={name} onChange={(e) => setName(e.target.value)} className="w-56" />
        </Field>
        <Field id={`${id}-employee`} label={t('payrollSetup.employeeRate')}>
          <Input
            value={employee}
            inputMode="decimal"
            onChange={(e) => setEmployee(e.target.value)}
            className="w-24"
          />
        </Field>
        <Field id={`${id}-employer`} label={t('payrollSetup.employerRate')}>
          <Input
            value={employer}
            inputMode="decimal"
            onChange={(e) => setEmployer(e.target.value)}
            className="w-24"
          />
        </Field>
        <label htmlFor={`${id}-fund`} className="flex items-center gap-2 pb-2 text-sm">
          <Checkbox id={`${id}-fund`} checked={fund} onCheckedChange={setFund} />
          {t('payrollSetup.socialSecurityFund')}
        </label>
        <Button onClick={add} disabled={save.isPending || name.trim() === ''}>
          {t('payrollSetup.addScheme')}
        </Button>
      </div>
    </section>
  );
}
