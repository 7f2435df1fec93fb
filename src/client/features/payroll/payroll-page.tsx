/**
 * /admin/payroll (spec §2, §9; rules §7): pick a real employee, their salary comes from their payroll info,
 * tax and SSF percentages default to the organisation's settings; net = salary − tax − SSF.
 */
import { Calculator } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ListedEmployee } from '../../../shared/employees';
import { calculatePayroll, readPayrollForm } from '../../../shared/payroll';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { queryStatus } from '../../components/ui/status';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { useSettings } from '../../lib/queries';
import { EmployeeCombobox } from './employee-combobox';

export function PayrollPage() {
  const settings = useSettings();
  return (
    <main className="space-y-6">
      <PageHeader
        title="Payroll Calculator"
        description="Tax and social security fund deductions are percentages of the salary."
      />
      {queryStatus(settings)}
      {settings.data && (
        <PayrollForm
          currency={settings.data.currency}
          defaultTax={settings.data.taxPercent}
          defaultSsf={settings.data.ssfPercent}
        />
      )}
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
  const id = useId();
  const [employee, setEmployee] = useState<ListedEmployee | null>(null);
  const [salary, setSalary] = useState('');
  const [taxPercent, setTaxPercent] = useState(String(defaultTax));
  const [ssfPercent, setSsfPercent] = useState(String(defaultSsf));
  const [submitted, setSubmitted] = useState(false);

  // Once asked for, the result follows every change, so it never shows figures for other inputs.
  const reading = readPayrollForm({ employeeSelected: Boolean(employee), salary, taxPercent, ssfPercent });
  const result = submitted && reading.ok ? calculatePayroll(reading.input) : null;
  const problem = submitted && !reading.ok ? reading.message : null;

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
          <CardTitle>Salary and deductions</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-4" onSubmit={onSubmit} noValidate>
            <EmployeeCombobox selected={employee} onSelect={choose} invalid={Boolean(problem && !employee)} />
            <Field id={`${id}-salary`} label={`Salary (${currency})`}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="Enter salary"
                value={salary}
                onChange={(e) => setSalary(e.target.value)}
                aria-invalid={Boolean(problem && employee && !reading.ok) || undefined}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-tax`} label="Tax (%)">
                <Input
                  inputMode="decimal"
                  value={taxPercent}
                  onChange={(e) => setTaxPercent(e.target.value)}
                />
              </Field>
              <Field id={`${id}-ssf`} label="Social Security Fund (%)">
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
              <Calculator className="h-4 w-4" aria-hidden /> Calculate
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Net salary</CardTitle>
          {employee && (
            <p className="text-sm text-muted-foreground">
              {employee.firstName} {employee.lastName}
              {employee.employmentDetails.designation && ` · ${employee.employmentDetails.designation}`}
            </p>
          )}
        </CardHeader>
        <CardContent aria-live="polite">
          {result ? (
            <dl className="divide-y divide-border text-sm">
              <Row label="Salary" value={formatMoney(result.salary, currency)} />
              <Row label={`Tax (${Number(taxPercent)}%)`} value={`− ${formatMoney(result.tax, currency)}`} />
              <Row
                label={`Social Security Fund (${Number(ssfPercent)}%)`}
                value={`− ${formatMoney(result.ssf, currency)}`}
              />
              <Row label="Net salary" value={formatMoney(result.net, currency)} strong />
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">
              Choose an employee, check the salary and press Calculate.
            </p>
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
