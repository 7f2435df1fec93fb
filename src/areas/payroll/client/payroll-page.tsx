/**
 * /admin/payroll (spec §2, §9; rules §16; issue 41): the calculator — pick a real employee, their salary comes from
 * their payroll info, and the month is worked out by the server with the run's own engine (structure, tax year,
 * reliefs, contributions, the year so far); another salary shows what would change. Below it, the runs.
 */
import { Calculator } from 'lucide-react';
import { z } from 'zod';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { PageHeader } from '../../../client/components/layout/page-header';
import { PayFigures } from '../../../client/components/pay-figures';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { queryStatus } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useSettings } from '../../../client/lib/queries';
import { asMessage } from '../../../shared/i18n/refusals';
import type { ListedEmployee } from '../../employees/contract';
import { monthLabel } from '../../notifications/contract';
import { readPayrollForm } from '../calculator';
import { BankTemplatesCard } from './bank-templates-card';
import { useWhatIf } from './payroll-api';
import { RunsCard } from './runs-card';

export function PayrollPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <main className="space-y-6">
      <PageHeader title={t('payroll.title')} description={t('payroll.description')} />
      {queryStatus(settings)}
      {settings.data && <PayrollForm currency={settings.data.currency} />}
      {settings.data && <RunsCard currency={settings.data.currency} />}
      {settings.data && <BankTemplatesCard />}
    </main>
  );
}

interface Values {
  employee: ListedEmployee | null;
  salary: string;
}
const { MoneyField } = fieldsFor<Values>();
const read = (v: Values) => readPayrollForm({ ...v, employeeSelected: Boolean(v.employee) });
/** The form's one problem, on the field it is about. */
const schema = z.custom<Values>().superRefine((values, ctx) => {
  const reading = read(values);
  if (!reading.ok)
    ctx.addIssue({ code: 'custom', message: asMessage(reading.refusal), path: [reading.field] });
});

function PayrollForm({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const locale = useLocale();
  const whatIf = useWhatIf();
  const form = useZodForm<typeof schema, Values>(schema, { employee: null, salary: '' });
  const values = form.watch();
  const { employee } = values;
  // The figures shown are for what the form says now: a changed salary or person hides them until asked again.
  const reading = read(values);
  const asked = whatIf.variables;
  const result =
    reading.ok && asked?.employee_id === employee?._id && asked?.basic === reading.basic
      ? whatIf.data
      : undefined;

  const choose = (next: ListedEmployee | null) => {
    form.setValue('employee', next);
    if (next)
      form.setValue('salary', next.payrollInfo.salary === null ? '' : String(next.payrollInfo.salary));
  };
  const calculate = (values: Values) => {
    const reading = read(values);
    if (reading.ok && values.employee)
      whatIf.mutate({ employee_id: values.employee._id, basic: reading.basic });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('payroll.salaryAndDeductions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Form form={form} id="payroll" className="space-y-4" onSubmit={calculate}>
            {/* The employee is chosen from a search, not typed: its problem shows above the button. */}
            <RefusalProvider error={firstRefusal(form.formState.errors) ?? whatIf.error}>
              <EmployeeCombobox
                selected={employee}
                onSelect={choose}
                invalid={Boolean(form.formState.errors.employee)}
              />
              <MoneyField
                name="salary"
                label={t('payroll.basicIn', { currency })}
                placeholder={t('payroll.enterSalary')}
              />
              <RefusalMessage />
            </RefusalProvider>
            <Button type="submit" disabled={whatIf.isPending}>
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
              {[
                `${employee.firstName} ${employee.lastName}`,
                orgName('designation', employee.employmentDetails.designation),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          {result && (
            <p className="text-sm text-muted-foreground">
              {t('payroll.forMonth', {
                month: monthLabel(result.period, result.calendar, locale),
                year: f.text(result.fiscal_year),
              })}
            </p>
          )}
        </CardHeader>
        <CardContent aria-live="polite">
          {result ? (
            <PayFigures line={result.line} currency={currency} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('payroll.hint')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
