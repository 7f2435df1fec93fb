/**
 * Step 3 of an import: its progress while the job runs, then what it did, the file of rows left out, and
 * set-password links for new people who have not set one.
 */
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ErrorMessage } from '../../../client/components/ui/status';
import { downloadFile } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import type { ImportView } from '../schemas';
import { useImportLinks } from './import-api';
import { RowErrors } from './row-errors';

export function ResultStep({ view, onAgain }: { view: ImportView; onAgain: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const links = useImportLinks();
  const finished = view.status === 'done' || view.status === 'failed';
  const errorFile = () =>
    downloadFile('/employee/importerrors', { import_id: view.id }, `${view.kind}-errors.csv`).catch(
      (e: Error) => toast.error(e.message),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {view.status === 'done'
            ? t('imports.finished')
            : view.status === 'failed'
              ? t('imports.stopped')
              : t('imports.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!finished && (
          <div className="space-y-2">
            <progress
              className="h-3 w-full accent-primary"
              max={Math.max(1, view.planned)}
              value={view.done}
              aria-label={t('imports.progress', { done: f.number(view.done), total: f.number(view.planned) })}
            />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('imports.progress', { done: f.number(view.done), total: f.number(view.planned) })}
            </p>
          </div>
        )}
        {view.failure && <ErrorMessage message={say(view.failure)} />}
        {view.result && (
          <p className="font-medium" aria-live="polite">
            {t('imports.result', {
              created: f.number(view.result.created),
              updated: f.number(view.result.updated),
              failed: f.number(view.result.failed),
            })}
          </p>
        )}
        {finished && <RowErrors errors={view.errors} />}
        {finished && view.errors.length > 0 && (
          <Button variant="outline" onClick={errorFile}>
            {t('imports.errorFile')}
          </Button>
        )}
        {view.awaitingLinks > 0 && (
          <section className="space-y-2" aria-labelledby="links-title">
            <h3 id="links-title" className="font-medium">
              {t('imports.awaiting', { count: view.awaitingLinks })}
            </h3>
            <p className="text-sm text-muted-foreground">{t('imports.linksHint')}</p>
            <Button variant="outline" disabled={links.isPending} onClick={() => links.mutate(view.id)}>
              {t('imports.makeLinks')}
            </Button>
            {links.error && <ErrorMessage message={links.error.message} />}
            {links.data && (
              <div className="overflow-auto rounded-md border border-border">
                <table className="w-full text-sm">
                  <thead className="bg-muted text-left">
                    <tr>
                      <th className="px-3 py-2">{t('imports.name')}</th>
                      <th className="px-3 py-2">{t('imports.email')}</th>
                      <th className="px-3 py-2">{t('imports.link')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {links.data.map((l) => (
                      <tr key={l.email} className="border-t border-border">
                        <td className="px-3 py-2">{l.name}</td>
                        <td className="px-3 py-2">{l.email}</td>
                        <td className="break-all px-3 py-2 font-mono text-xs">{l.link}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        )}
        {finished && (
          <Button variant="outline" onClick={onAgain}>
            {t('imports.again')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
