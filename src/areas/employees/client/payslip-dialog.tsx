/**
 * One payslip on screen (issue 41): what the PDF says — the person's designation, PAN and SSF number, the fiscal
 * year, earnings, deductions, net pay — and why the month's income tax is what it is, in the reader's words,
 * digits and calendar.
 */
import { Button } from '../../../client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../client/components/ui/dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type PayslipsReply, taxWhy } from '../../payroll/contract';

type Slip = PayslipsReply['payslips'][number];

function Rows({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="mt-1 divide-y divide-border text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PayslipDialog({
  slip,
  month,
  currency,
  onClose,
}: {
  slip: Slip;
  month: string;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (minor: number) => f.money(minor / 100, currency);
  const named = (e: { name: string; source: Record<string, unknown> }) =>
    e.source.basic ? t('payslip.basic') : e.source.from === 'unpaid_days' ? t('payslip.unpaidDays') : e.name;
  const why = taxWhy(slip);
  const facts: [string, string][] = (
    [
      [t('payslip.fiscalYear'), f.text(slip.fiscal_year)],
      [t('payslip.employeeId'), slip.employee_code],
      [t('payslip.designation'), slip.person.designation],
      [t('payslip.department'), slip.department],
      [t('payslip.pan'), slip.person.pan && f.text(slip.person.pan)],
      [t('payslip.ssfNumber'), slip.person.ssf_number && f.text(slip.person.ssf_number)],
    ] as [string, string | null][]
  ).filter((r): r is [string, string] => Boolean(r[1]));
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent title={t('payslips.viewNamed', { month })} className="max-w-lg">
        <Rows title={slip.name} rows={facts} />
        <Rows
          title={t('payslip.earnings')}
          rows={[
            ...slip.details.earnings.map((e): [string, string] => [named(e), money(e.amount)]),
            [t('payslip.gross'), money(slip.gross)],
          ]}
        />
        <Rows
          title={t('payslip.deductions')}
          rows={[
            ...slip.details.deductions.map((d): [string, string] => [named(d), money(d.amount)]),
            ...slip.details.contributions.map((c): [string, string] => [c.name, money(c.amount)]),
            [t('payslip.incomeTax'), money(slip.tax)],
            [t('payslip.totalDeductions'), money(slip.total_deductions)],
          ]}
        />
        <Rows title={t('payslip.net')} rows={[[t('payslip.net'), money(slip.net)]]} />
        {why.rows.length > 0 && (
          <Rows
            title={t('payslip.why.title')}
            rows={why.rows.map((r) => [
              t(`payslip.why.${r.key}`, { months: f.number(why.monthsLeft) }),
              money(r.amount),
            ])}
          />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
