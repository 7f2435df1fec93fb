/**
 * /admin/payroll (spec §2, §9; rules §7): pick a real employee, their salary comes from their payroll info,
 * tax and SSF percentages default to the organisation's settings; net = salary − tax − SSF.
 */
import { Calculator } from 'lucide-react';
import { useEffect } from 'react';
import { z } from 'zod';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { queryStatus } from '../../../client/components/ui/status';
import { cn } from '../../../client/lib/cn';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useSettings } from '../../../client/lib/queries';
import { asMessage } from '../../../shared/i18n/refusals';
import type { ListedEmployee } from '../../employees/contract';
import { calculatePayroll, readPayrollForm } from '../calculator';
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

interface Values {
  employee: ListedEmployee | null;
  salary: string;
  taxPercent: string;
  ssfPercent: string;
}
const { TextField } = fieldsFor<Values>();
const read = (v: Values) => readPayrollForm({ ...v, employeeSelected: Boolean(v.employee) });
/** The calculator's rule as the form's schema: its one problem, on the field it is about. */
const schema = z.custom<Values>().superRefine((values, ctx) => {
  const reading = read(values);
  if (!reading.ok)
    ctx.addIssue({ code: 'custom', message: asMessage(reading.refusal), path: [reading.field] });
});

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
  const form = useZodForm<typeof schema, Values>(schema, {
    employee: null,
    salary: '',
    taxPercent: String(defaultTax),
    ssfPercent: String(defaultSsf),
  });
  const values = form.watch();
  const { employee, taxPercent, ssfPercent } = values;
  const submitted = form.formState.isSubmitted;
  // Once asked for, the result and the problem follow every change, so neither speaks of other inputs.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return unsubscribe;
  }, [form]);
  const reading = read(values);
  const result = submitted && reading.ok ? calculatePayroll(reading.input) : null;

  const choose = (next: ListedEmployee | null) => {
    form.setValue('employee', next);
    if (next)
      form.setValue('salary', next.payrollInfo.salary === null ? '' : String(next.payrollInfo.salary));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('payroll.salaryAndDeductions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Form form={form} id="payroll" className="space-y-4" onSubmit={() => {}}>
            {/* The employee is chosen from a search, not typed: its problem shows above the button. */}
            <RefusalProvider error={firstRefusal(form.formState.errors)}>
              <EmployeeCombobox
                selected={employee}
                onSelect={choose}
                invalid={Boolean(form.formState.errors.employee)}
              />
              <TextField
                name="salary"
                label={t('employees.salaryIn', { currency })}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('payroll.enterSalary')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="taxPercent" label={t('settings.taxPercent')} inputMode="decimal" />
                <TextField name="ssfPercent" label={t('payroll.ssfPercent')} inputMode="decimal" />
              </div>
              <RefusalMessage />
            </RefusalProvider>
            <Button type="submit">
              <Calculator className="h-4 w-4" aria-hidden /> {t('payroll.calculate')}
            </Button>
          </Form>
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
