/**
 * The "why" view of a balance (rules §14): every line of the ledger behind one type's balance in a leave year,
 * oldest first, with the running balance. Credits the policy makes that the daily run has not recorded yet are
 * listed too, marked as due.
 */
import type { ReactNode } from 'react';
import { ReadDialog } from '../../../client/components/ui/read-dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { cn } from '../../../client/lib/cn';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useLeaveLedger } from './leave-api';

export function LedgerDialog({
  type,
  year,
  yearName,
  employeeId,
}: {
  type: string;
  year: number;
  /**
   * The year as the balance it explains names it (`f.leaveYear`: "2083/84" for a leave year from Shrawan), never
   * its bare label, which a BS reader would take for the BS year from Baisakh.
   */
  yearName: string;
  employeeId?: string;
}) {
  const { t } = useTranslation();
  const name = useLeaveTypeName()(type);
  return (
    <ReadDialog
      trigger={
        <>
          {t('leavePolicy.why')}
          <span className="sr-only"> {name}</span>
        </>
      }
      triggerClassName="h-auto p-0 text-xs"
      title={t('leavePolicy.whyTitle', { type: name, year: yearName })}
      description={t('leavePolicy.whyIntro')}
      className="max-w-2xl"
    >
      <Lines type={type} year={year} yearName={yearName} employeeId={employeeId} />
    </ReadDialog>
  );
}

function Lines({
  type,
  year,
  yearName,
  employeeId,
}: {
  type: string;
  year: number;
  yearName: string;
  employeeId?: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const ledger = useLeaveLedger(year, type, employeeId);
  const name = useLeaveTypeName()(type);
  if (!ready(ledger)) return queryStatus(ledger);
  const lines = ledger.data.lines;
  if (lines.length === 0)
    return <p className="mt-4 text-sm text-muted-foreground">{t('leavePolicy.noLines')}</p>;
  let running = 0;
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${f.number(Math.abs(n))}`;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('leavePolicy.whyTitle', { type: name, year: yearName })}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <Heading className="pr-3">{t('leavePolicy.date')}</Heading>
            <Heading className="pr-3">{t('leavePolicy.what')}</Heading>
            <Heading className="pr-3 text-right">{t('leavePolicy.change')}</Heading>
            <Heading className="text-right">{t('leavePolicy.runningTotal')}</Heading>
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
                  <span className="font-medium">
                    {line.earned_by
                      ? t(`leavePolicy.earnedBy.${line.earned_by}`)
                      : t(`leavePolicy.kinds.${line.kind}`)}
                  </span>
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

function Heading({ className, children }: { className: string; children: ReactNode }) {
  return (
    <th scope="col" className={cn('py-1 font-medium', className)}>
      {children}
    </th>
  );
}
