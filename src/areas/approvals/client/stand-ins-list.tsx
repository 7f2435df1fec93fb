/**
 * hr's list of the organisation's stand-ins not yet ended (rules §10), each with End: ending one stops the stand-in
 * deciding at once and keeps it as history.
 */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { Pagination, pageCount } from '../../../client/components/ui/pagination';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { Delegation } from '../delegation-schemas';
import { useEndStandIn, useStandIns } from './approvals-api';

export function StandInsList() {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const list = useStandIns(page);
  const end = useEndStandIn();
  const [ending, setEnding] = useState<Delegation | null>(null);
  const pages = list.data ? pageCount(list.data) : 1;
  // Ending the last one of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('approvals.currentStandIns')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('approvals.currentStandInsHelp')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready(list) ? (
          queryStatus(list)
        ) : list.data.delegations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('approvals.noStandIns')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th className="py-2 pr-3 font-medium">{t('approvals.namedBy')}</th>
                <th className="py-2 pr-3 font-medium">{t('approvals.standIn')}</th>
                <th className="py-2 pr-3 font-medium">{t('approvals.dates')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {list.data.delegations.map((d) => (
                <tr key={d._id} className="border-b border-border last:border-0">
                  <td className="py-2 pr-3">{d.employee.name}</td>
                  <td className="py-2 pr-3">{d.delegate.name}</td>
                  <td className="py-2 pr-3">{f.dateRange(d.start_date, d.end_date)}</td>
                  <td className="py-2 text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('approvals.endStandInOf', {
                        name: d.delegate.name,
                        owner: d.employee.name,
                      })}
                      onClick={() => setEnding(d)}
                    >
                      {t('approvals.endStandIn')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <Pagination page={page} pages={pages} onPage={setPage} label={t('approvals.standInPages')} />
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t('approvals.endStandInTitle')}
        description={
          ending
            ? t('approvals.endStandInBody', { name: ending.delegate.name, owner: ending.employee.name })
            : ''
        }
        action={t('approvals.endStandIn')}
        pendingAction={t('approvals.endingStandIn')}
        pending={end.isPending}
        onAction={() =>
          ending &&
          end.mutate(ending._id, {
            onSuccess: () => {
              toast.success(t('approvals.standInEnded'));
              setEnding(null);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </Card>
  );
}
