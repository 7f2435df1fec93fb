/**
 * One payslip on screen (issue 41): what the PDF says — the person's designation, PAN and SSF number, the fiscal
 * year, earnings, deductions, net pay — and why the month's income tax is what it is, in the reader's words,
 * digits and calendar.
 */
import { FigureList, PayFigures } from '../../../client/components/pay-figures';
import { Button } from '../../../client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../client/components/ui/dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { PayslipsReply } from '../../payroll/contract';

type Slip = PayslipsReply['payslips'][number];

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
  const orgName = useOrgName();
  const f = useFormat();
  const facts = (
    [
      [t('payslip.fiscalYear'), f.text(slip.fiscal_year)],
      [t('payslip.employeeId'), slip.employee_code],
      [t('payslip.designation'), orgName('designation', slip.person.designation)],
      [t('payslip.department'), orgName('department', slip.department)],
      [t('payslip.pan'), slip.person.pan && f.text(slip.person.pan)],
      [t('payslip.ssfNumber'), slip.person.ssf_number && f.text(slip.person.ssf_number)],
    ] as [string, string | null][]
  ).filter((r): r is [string, string] => Boolean(r[1]));
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent title={t('payslips.viewNamed', { month })} className="max-w-lg">
        <FigureList title={slip.name} rows={facts} />
        <PayFigures line={slip} currency={currency} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
