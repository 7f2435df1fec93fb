import { Download, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AuditEntry, AuditQuery } from '../../../shared/audit';
import { PageHeader } from '../../components/layout/page-header';
import { useTimeZone } from '../../components/layout/use-me';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { ErrorMessage, Loading } from '../../components/ui/status';
import { downloadFile } from '../../lib/files';
import { formatInstant } from '../../lib/format';
import { useAuditLog } from './audit-api';

const PAGE_SIZE = 25;

/** /admin/audit: every change made through the API, newest first, filtered by actor, entity and dates. */
export function AuditPage() {
  const [filters, setFilters] = useState<Omit<AuditQuery, 'page' | 'pageSize'>>({});
  const [actorName, setActorName] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ ...filters, page, pageSize: PAGE_SIZE });
  const filter = (patch: Partial<typeof filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;
  const exportCsv = () =>
    downloadFile('/employee/exportauditlog', filters, 'audit-log.csv').catch((e: Error) =>
      toast.error(e.message),
    );

  return (
    <main className="space-y-4">
      <PageHeader
        title="Audit Log"
        actions={
          <>
            <Button variant="outline" onClick={exportCsv}>
              <Download className="h-4 w-4" aria-hidden /> Export CSV
            </Button>
          </>
        }
      />
      <Card className="flex flex-wrap items-end gap-4 p-4">
        <Field id="audit-entity" label="Entity" className="space-y-1">
          <NativeSelect
            className="w-auto"
            value={filters.entity ?? ''}
            onChange={(e) => filter({ entity: e.target.value || undefined })}
          >
            <option value="">All</option>
            {log.data?.entities.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="audit-from" label="From" className="space-y-1">
          <Input
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => filter({ from: e.target.value || undefined })}
          />
        </Field>
        <Field id="audit-to" label="To" className="space-y-1">
          <Input
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => filter({ to: e.target.value || undefined })}
          />
        </Field>
        {filters.actor_id && (
          <Button
            variant="outline"
            onClick={() => filter({ actor_id: undefined })}
            aria-label={`Stop filtering by ${actorName}`}
          >
            Actor: {actorName} <X className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </Card>
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <ErrorMessage message={log.error.message} />
      ) : log.data.entries.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No records found.</p>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                {['Time', 'Actor', 'Action', 'Entity', 'Details'].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {log.data.entries.map((entry) => (
                <Row
                  key={entry._id}
                  entry={entry}
                  onActor={(id, name) => {
                    setActorName(name);
                    filter({ actor_id: id });
                  }}
                />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <nav aria-label="Audit log pages" className="flex items-center justify-end gap-2">
        <span className="text-sm text-muted-foreground">
          Page {page} of {pages} · {log.data?.total ?? 0} entries
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </main>
  );
}

function Row({ entry, onActor }: { entry: AuditEntry; onActor: (id: string, name: string) => void }) {
  const timeZone = useTimeZone();
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap">{formatInstant(entry.at, timeZone)}</td>
      <td className="px-4 py-3">
        {entry.actor ? (
          <Button
            variant="link"
            className="h-auto"
            onClick={() => entry.actor && onActor(entry.actor._id, entry.actor.name)}
          >
            {entry.actor.name}
          </Button>
        ) : (
          'System'
        )}
      </td>
      <td className="px-4 py-3 font-medium">{entry.action}</td>
      <td className="px-4 py-3">{entry.entity}</td>
      <td className="px-4 py-3">
        <details>
          <summary className="cursor-pointer text-primary">Before and after</summary>
          <pre className="mt-2 max-w-xl overflow-x-auto rounded bg-muted p-2 text-xs">
            {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
          </pre>
        </details>
      </td>
    </tr>
  );
}
