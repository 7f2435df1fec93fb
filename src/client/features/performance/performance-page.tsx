import { useState } from 'react';
import type { ReviewRow } from '../../../shared/performance';
import { PageHeader } from '../../components/layout/page-header';
import { useCan } from '../../components/layout/use-me';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { ErrorMessage, Loading, queryStatus, ready } from '../../components/ui/status';
import { NewCycleForm } from './new-cycle-form';
import { useCycles, useReviewSheet, useUpdateCycle } from './performance-api';
import { ReviewDialog } from './review-dialog';

/** /admin/performance (hr, everyone) and /reviews (managers, their direct reports): review cycles and reviews. */
export function PerformancePage() {
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
      <PageHeader title="Performance" />
      {managesCycles && (
        <Card>
          <CardHeader>
            <CardTitle>New review cycle</CardTitle>
          </CardHeader>
          <CardContent>
            <NewCycleForm onCreated={setChosen} />
          </CardContent>
        </Card>
      )}
      {cycles.data.cycles.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">
          No review cycles yet.{managesCycles ? ' Open one above to start reviews.' : ' HR opens them.'}
        </p>
      ) : (
        <Card>
          <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
            <Field id="cycle" label="Review cycle" className="space-y-1">
              <NativeSelect className="w-auto" value={cycleId} onChange={(e) => setChosen(e.target.value)}>
                {cycles.data.cycles.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name} ({c.start_date} to {c.end_date})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {cycle && (
              <div className="flex items-center gap-3">
                <Badge tone={cycle.status === 'open' ? 'green' : 'neutral'}>
                  {cycle.status === 'open' ? 'Open' : 'Closed'}
                </Badge>
                <span className="text-sm text-muted-foreground">
                  {done} of {rows.length} reviewed
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
                    {cycle.status === 'open' ? 'Close cycle' : 'Reopen cycle'}
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
              <p className="py-6 text-center text-muted-foreground">No one to review in this cycle.</p>
            ) : (
              <ul className="divide-y divide-border">
                {rows.map((row) => (
                  <li key={row.employee._id} className="flex flex-wrap items-center gap-3 py-3">
                    <span className="min-w-48 flex-1">
                      <span className="block font-medium">{row.employee.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {row.employee.designation} · {row.employee.department}
                      </span>
                    </span>
                    <span className="text-sm">
                      {row.review ? `${row.review.rating}/5 by ${row.review.reviewer.name}` : 'Not reviewed'}
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={cycle?.status !== 'open'}
                      onClick={() => setEditing(row)}
                      aria-label={`${row.review ? 'Edit review of' : 'Review'} ${row.employee.name}`}
                    >
                      {row.review ? 'Edit review' : 'Review'}
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
