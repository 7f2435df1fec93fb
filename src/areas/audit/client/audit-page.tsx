import { Download, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { downloadFile } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { AuditEntry, AuditQuery } from '../schemas';
import { useAuditLog } from './audit-api';

const PAGE_SIZE = 25;

/** /admin/audit: every change made through the API, newest first, filtered by actor, entity and dates. */
export function AuditPage() {
  const { t } = useTranslation();
  const f = useFormat();
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
        title={t('nav.audit')}
        actions={
          <Button variant="outline" onClick={exportCsv}>
            <Download className="h-4 w-4" aria-hidden /> {t('common.exportCsv')}
          </Button>
        }
      />
      <Card className="flex flex-wrap items-end gap-4 p-4">
        <Field id="audit-entity" label={t('audit.entity')} className="space-y-1">
          <NativeSelect
            className="w-auto"
            value={filters.entity ?? ''}
            onChange={(e) => filter({ entity: e.target.value || undefined })}
          >
            <option value="">{t('common.all')}</option>
            {log.data?.entities.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="audit-from" label={t('audit.from')} className="space-y-1">
          <DateInput value={filters.from ?? ''} onChange={(from) => filter({ from: from || undefined })} />
        </Field>
        <Field id="audit-to" label={t('audit.to')} className="space-y-1">
          <DateInput value={filters.to ?? ''} onChange={(to) => filter({ to: to || undefined })} />
        </Field>
        {filters.actor_id && (
          <Button
            variant="outline"
            onClick={() => filter({ actor_id: undefined })}
            aria-label={t('audit.stopFiltering', { name: actorName })}
          >
            {t('audit.actorIs', { name: actorName })} <X className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </Card>
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <ErrorMessage message={log.error.message} />
      ) : log.data.entries.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t('leave.noRecords')}</p>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('audit.caption')}</caption>
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                {(['time', 'actor', 'action', 'entity', 'details'] as const).map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {t(`audit.column.${h}`)}
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
      <nav aria-label={t('audit.pages')} className="flex items-center justify-end gap-2">
        <span className="text-sm text-muted-foreground">
          {t('audit.pageOf', { page: f.number(page), pages: f.number(pages), count: log.data?.total ?? 0 })}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('pagination.next')}
        </Button>
      </nav>
    </main>
  );
}

function Row({ entry, onActor }: { entry: AuditEntry; onActor: (id: string, name: string) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap">{f.instant(entry.at, timeZone)}</td>
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
          t('audit.system')
        )}
        {entry.integration && (
          <p className="text-xs text-muted-foreground">
            {t('audit.viaIntegration', { name: entry.integration.name })}
          </p>
        )}
      </td>
      <td className="px-4 py-3 font-medium">{entry.action}</td>
      <td className="px-4 py-3">{entry.entity}</td>
      <td className="px-4 py-3">
        <details>
          <summary className="cursor-pointer text-primary">{t('audit.beforeAfter')}</summary>
          <pre className="mt-2 max-w-xl overflow-x-auto rounded bg-muted p-2 text-xs">
            {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
          </pre>
        </details>
      </td>
    </tr>
  );
}
