/**
 * Profile → Payroll: a person's payslips of published runs (rules §16), each with its PDF. The person's own, or
 * hr looking at anyone's; the server says which.
 */
import { Eye, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { Table, TableRow } from '../../../client/components/ui/table';
import { fetchBlob, saveBlob } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { monthLabel } from '../../notifications/contract';
import type { PayslipsReply } from '../../payroll/contract';
import { PayslipDialog } from './payslip-dialog';
import { usePayslips } from './profile-api';

export function PayslipsSection({ employeeId, currency }: { employeeId: string; currency: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const locale = useLocale();
  const slips = usePayslips(employeeId);
  const [open, setOpen] = useState<PayslipsReply['payslips'][number]>();
  const money = (minor: number) => f.money(minor / 100, currency);
  const download = async (runId: string, period: string) => {
    const blob = await fetchBlob(`/employee/downloadpayslip?run_id=${runId}&employee_id=${employeeId}`);
    saveBlob(blob, `payslip-${period}.pdf`);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('payslips.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!ready(slips) ? (
          queryStatus(slips)
        ) : slips.data.payslips.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('payslips.none')}</p>
        ) : (
          <Table
            columns={[
              { label: t('payslips.month') },
              { label: t('payslips.gross'), numeric: true },
              { label: t('payslips.deductions'), numeric: true },
              { label: t('payslips.net'), numeric: true },
              {},
            ]}
          >
            {slips.data.payslips.map((p) => {
              const month = monthLabel(p.period, p.calendar, locale);
              return (
                <TableRow key={p.run_id}>
                  <td className="py-2 pr-3">{month}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(p.gross)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(p.total_deductions)}</td>
                  <td className="py-2 pr-3 text-right font-medium tabular-nums">{money(p.net)}</td>
                  <td className="py-2 text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('payslips.viewNamed', { month })}
                      onClick={() => setOpen(p)}
                    >
                      <Eye className="h-4 w-4" aria-hidden /> {t('payslips.view')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('payslips.downloadNamed', { month })}
                      onClick={() => void download(p.run_id, p.period)}
                    >
                      <FileDown className="h-4 w-4" aria-hidden /> {t('payslips.download')}
                    </Button>
                  </td>
                </TableRow>
              );
            })}
          </Table>
        )}
        {open && (
          <PayslipDialog
            slip={open}
            month={monthLabel(open.period, open.calendar, locale)}
            currency={currency}
            onClose={() => setOpen(undefined)}
          />
        )}
      </CardContent>
    </Card>
  );
}
