/**
 * A month's pay as people read it (rules §16, issue 41): earnings to gross, deductions to their total, net pay, and
 * why the income tax is what it is. The payslip on screen and the payroll calculator show it the same way; the PDF
 * says the same rows (`payRows`, `taxWhy` of the payroll contract).
 */
import { payRows, type RunLine, taxWhy } from '../../areas/payroll/contract';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';

/** A titled list of figures, label on the left, value on the right; `strong` names the totals. */
export function FigureList({
  title,
  rows,
  strong = [],
}: {
  title?: string;
  rows: [string, string][];
  strong?: string[];
}) {
  return (
    <section className="mt-4 first:mt-0">
      {title && <h3 className="text-sm font-semibold">{title}</h3>}
      <dl className="mt-1 divide-y divide-border text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-1.5">
            <dt className={strong.includes(label) ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
            <dd
              className={cn(
                'text-right whitespace-nowrap tabular-nums',
                strong.includes(label) && 'font-semibold',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PayFigures({
  line,
  currency,
}: {
  line: Pick<RunLine, 'tax' | 'details' | 'gross' | 'total_deductions' | 'net'>;
  currency: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (minor: number) => f.money(minor / 100, currency);
  const rows = (list: [string, number][]) =>
    list.map(([label, amount]): [string, string] => [label, money(amount)]);
  const pay = payRows(line, t);
  const why = taxWhy(line);
  const totals = [t('payslip.gross'), t('payslip.totalDeductions'), t('payslip.net')];
  return (
    <>
      <FigureList
        title={t('payslip.earnings')}
        rows={rows([...pay.earnings, [t('payslip.gross'), line.gross]])}
        strong={totals}
      />
      <FigureList
        title={t('payslip.deductions')}
        rows={rows([...pay.deductions, [t('payslip.totalDeductions'), line.total_deductions]])}
        strong={totals}
      />
      <FigureList rows={[[t('payslip.net'), money(line.net)]]} strong={totals} />
      {why.rows.length > 0 && (
        <FigureList
          title={t('payslip.why.title')}
          rows={why.rows.map((r) => [
            t(`payslip.why.${r.key}`, { months: f.number(why.monthsLeft) }),
            money(r.amount),
          ])}
        />
      )}
    </>
  );
}
