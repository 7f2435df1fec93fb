import { useState } from 'react';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan } from '../../../client/components/layout/use-me';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { ErrorMessage, Loading, queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { ReviewRow } from '../schemas';
import { NewCycleForm } from './new-cycle-form';
import { useCycles, useReviewSheet, useUpdateCycle } from './performance-api';
import { ReviewDialog } from './review-dialog';

/** /admin/performance (hr, everyone) and /reviews (managers, their direct reports): review cycles and reviews. */
export function PerformancePage() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const cycles = useCycles();
  const [chosen, setChosen] = useState<string>();
  const cycleId = chosen ?? cycles.data?.cycles[0]?._id;
  const cycle = cycles.data?.cycles.find((c) => c._id === cycleId);
  const sheet = useReviewSheet(cycleId);
  const updateCycle = useUpdateCycle();
  const [editing, setEditing] = useState<ReviewRow>();
  const managesCycles = useCan()('manage:review-cycle');

  if (!ready(cycles)) return queryStatus(cycles);
  const rows = sheet.data?.rows ?? [];
  const done = rows.filter((r) => r.review).length;

  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.performance')} />
      {managesCycles && (
        <Card>
          <CardHeader>
            <CardTitle>{t('performance.newCycle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <NewCycleForm onCreated={setChosen} />
          </CardContent>
        </Card>
      )}
      {cycles.data.cycles.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">
          {t(managesCycles ? 'performance.noCyclesHr' : 'performance.noCycles')}
        </p>
      ) : (
        <Card>
          <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
            <Field id="cycle" label={t('performance.cycle')} className="space-y-1">
              <NativeSelect className="w-auto" value={cycleId} onChange={(e) => setChosen(e.target.value)}>
                {cycles.data.cycles.map((c) => (
                  <option key={c._id} value={c._id}>
                    {t('performance.cycleOption', {
                      name: c.name,
                      from: f.date(c.start_date),
                      to: f.date(c.end_date),
                    })}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {cycle && (
              <div className="flex items-center gap-3">
                <Badge tone={cycle.status === 'open' ? 'green' : 'neutral'}>
                  {t(cycle.status === 'open' ? 'performance.open' : 'performance.closed')}
                </Badge>
                <span className="text-sm text-muted-foreground">
                  {t('performance.reviewedOf', { done: f.number(done), total: f.number(rows.length) })}
                </span>
                {managesCycles && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={updateCycle.isPending}
                    onClick={() =>
                      updateCycle.mutate({
                        cycle_id: cycle._id,
                        status: cycle.status === 'open' ? 'closed' : 'open',
                      })
                    }
                  >
                    {t(cycle.status === 'open' ? 'performance.closeCycle' : 'performance.reopenCycle')}
                  </Button>
                )}
              </div>
            )}
          </CardHeader>
          <CardContent>
            {sheet.isPending ? (
              <Loading />
            ) : sheet.isError ? (
              <ErrorMessage message={sheet.error.message} />
            ) : rows.length === 0 ? (
              <p className="py-6 text-center text-muted-foreground">{t('performance.noOne')}</p>
            ) : (
              <ul className="divide-y divide-border">
                {rows.map((row) => (
                  <li key={row.employee._id} className="flex flex-wrap items-center gap-3 py-3">
                    <span className="min-w-48 flex-1">
                      <span className="block font-medium">{row.employee.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {orgName('designation', row.employee.designation)} ·{' '}
                        {orgName('department', row.employee.department)}
                      </span>
                    </span>
                    <span className="text-sm">
                      {row.review
                        ? t('performance.ratedBy', {
                            rating: f.number(row.review.rating),
                            name: row.review.reviewer.name,
                          })
                        : t('performance.notReviewed')}
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={cycle?.status !== 'open'}
                      onClick={() => setEditing(row)}
                      aria-label={t(row.review ? 'performance.editReviewOf' : 'performance.reviewNamed', {
                        name: row.employee.name,
                      })}
                    >
                      {t(row.review ? 'performance.editReview' : 'performance.review')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
      {editing && cycleId && (
        <ReviewDialog cycleId={cycleId} row={editing} onClose={() => setEditing(undefined)} />
      )}
    </main>
  );
}
