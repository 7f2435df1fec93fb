/**
 * /admin/payroll (spec §2, §9; rules §7): pick a real employee, their salary comes from their payroll info,
 * tax and SSF percentages default to the organisation's settings; net = salary − tax − SSF.
 */
import { Calculator } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ListedEmployee } from '../../../shared/employees';
import { calculatePayroll, readPayrollForm } from '../../../shared/payroll';
import { EmployeeCombobox } from '../../components/employee-combobox';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { queryStatus } from '../../components/ui/status';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { say } from '../../lib/messages';
import { useSettings } from '../../lib/queries';
import { RunsCard } from './runs-card';

export function PayrollPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <main className="space-y-6">
      <PageHeader title={t('payroll.title')} description={t('payroll.description')} />
      {queryStatus(settings)}
      {settings.data && (
        <PayrollForm
          currency={settings.data.currency}
          defaultTax={settings.data.taxPercent}
          defaultSsf={settings.data.ssfPercent}
        />
      )}
      {settings.data && <RunsCard currency={settings.data.currency} />}
    </main>
  );
}

function PayrollForm({
  currency,
  defaultTax,
  defaultSsf,
}: {
  currency: string;
  defaultTax: number;
  defaultSsf: number;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const [employee, setEmployee] = useState<ListedEmployee | null>(null);
  const [salary, setSalary] = useState('');
  const [taxPercent, setTaxPercent] = useState(String(defaultTax));
  const [ssfPercent, setSsfPercent] = useState(String(defaultSsf));
  const [submitted, setSubmitted] = useState(false);

  // Once asked for, the result follows every change, so it never shows figures for other inputs.
  const reading = readPayrollForm({ employeeSelected: Boolean(employee), salary, taxPercent, ssfPercent });
  const result = submitted && reading.ok ? calculatePayroll(reading.input) : null;
  const problem = submitted && !reading.ok ? say(reading.message) : null;

  const choose = (next: ListedEmployee | null) => {
    setEmployee(next);
    if (next) setSalary(next.payrollInfo.salary === null ? '' : String(next.payrollInfo.salary));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('payroll.salaryAndDeductions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-4" onSubmit={onSubmit} noValidate>
            <EmployeeCombobox selected={employee} onSelect={choose} invalid={Boolean(problem && !employee)} />
            <Field id={`${id}-salary`} label={t('employees.salaryIn', { currency })}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('payroll.enterSalary')}
                value={salary}
                onChange={(e) => setSalary(e.target.value)}
                aria-invalid={Boolean(problem && employee && !reading.ok) || undefined}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-tax`} label={t('settings.taxPercent')}>
                <Input
                  inputMode="decimal"
                  value={taxPercent}
                  onChange={(e) => setTaxPercent(e.target.value)}
                />
              </Field>
              <Field id={`${id}-ssf`} label={t('payroll.ssfPercent')}>
                <Input
                  inputMode="decimal"
                  value={ssfPercent}
                  onChange={(e) => setSsfPercent(e.target.value)}
                />
              </Field>
            </div>
            {problem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            )}
            <Button type="submit">
              <Calculator className="h-4 w-4" aria-hidden /> {t('payroll.calculate')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('payroll.netSalary')}</CardTitle>
          {employee && (
            <p className="text-sm text-muted-foreground">
              {[`${employee.firstName} ${employee.lastName}`, employee.employmentDetails.designation]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </CardHeader>
        <CardContent aria-live="polite">
          {result ? (
            <dl className="divide-y divide-border text-sm">
              <Row label={t('profile.salary')} value={f.money(result.salary, currency)} />
              <Row
                label={t('payroll.taxAt', { percent: f.number(Number(taxPercent)) })}
                value={`− ${f.money(result.tax, currency)}`}
              />
              <Row
                label={t('payroll.ssfAt', { percent: f.number(Number(ssfPercent)) })}
                value={`− ${f.money(result.ssf, currency)}`}
              />
              <Row label={t('payroll.netSalary')} value={f.money(result.net, currency)} strong />
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('payroll.hint')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={cn('whitespace-nowrap tabular-nums', strong ? 'text-lg font-bold' : 'font-medium')}>
        {value}
      </dd>
    </div>
  );
}
