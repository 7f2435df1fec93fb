/**
 * The "why" view of a balance (rules §14): every line of the ledger behind one type's balance in a leave year,
 * oldest first, with the running balance. Credits the policy makes that the daily run has not recorded yet are
 * listed too, marked as due.
 */
import { Button } from '../../../client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../../client/components/ui/dialog';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveLedger } from './leave-api';

export function LedgerDialog({
  type,
  year,
  employeeId,
}: {
  type: string;
  year: number;
  employeeId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto p-0 text-xs">
          {t('leavePolicy.why')}
          <span className="sr-only"> {type}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('leavePolicy.whyTitle', { type, year })}
        description={t('leavePolicy.whyIntro')}
        className="max-w-2xl"
      >
        <Lines type={type} year={year} employeeId={employeeId} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Lines({ type, year, employeeId }: { type: string; year: number; employeeId?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const ledger = useLeaveLedger(year, type, employeeId);
  if (ledger.isPending) return <Loading />;
  if (ledger.isError) return <ErrorMessage message={ledger.error.message} />;
  const lines = ledger.data.lines;
  if (lines.length === 0)
    return <p className="mt-4 text-sm text-muted-foreground">{t('leavePolicy.noLines')}</p>;
  let running = 0;
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${f.number(Math.abs(n))}`;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('leavePolicy.whyTitle', { type, year })}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('leavePolicy.date')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('leavePolicy.what')}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              {t('leavePolicy.change')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('leavePolicy.runningTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            running += line.days;
            const detail = [
              line.leave && f.dateRange(line.leave.start_date, line.leave.end_date),
              line.note,
              line.by && t('leavePolicy.byName', { name: line.by }),
              line.projected && t('leavePolicy.due'),
            ].filter(Boolean);
            return (
              <tr key={line._id ?? `due-${i}`} className="border-t border-border align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{f.date(line.on)}</td>
                <td className="py-2 pr-3">
                  <span className="font-medium">{t(`leavePolicy.kinds.${line.kind}`)}</span>
                  {detail.length > 0 && (
                    <span className="block text-xs text-muted-foreground">{detail.join(' · ')}</span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{signed(line.days)}</td>
                <td className="py-2 text-right font-semibold tabular-nums">
                  {f.number(Math.round(running * 10000) / 10000)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
