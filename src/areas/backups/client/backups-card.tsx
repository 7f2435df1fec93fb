/**
 * The database's backups in DATA_DIR/backups (decision 022): what the server keeps and each file's size and time.
 * Read-only: taking and restoring one are the operator's (`npm run backup`, `npm run restore`).
 */

import { useTimeZone } from '../../../client/components/layout/use-me';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { Table, TableRow } from '../../../client/components/ui/table';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useBackups } from './backups-api';

/** Commands and names, the same in every language. */
const names = { backup: 'npm run backup', restore: 'npm run restore', database: 'PostgreSQL' };

export function BackupsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const backups = useBackups();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('backups.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('backups.description', names)}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready(backups) ? (
          queryStatus(backups)
        ) : (
          <>
            <p className="text-sm">
              {backups.data.automatic
                ? t('backups.keeps', { count: backups.data.keep, n: f.number(backups.data.keep) })
                : t(backups.data.keep === 0 ? 'backups.off' : 'backups.postgres', names)}
            </p>
            {backups.data.backups.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('backups.none')}</p>
            ) : (
              <Table
                className="max-h-[28rem] overflow-auto"
                columns={[
                  { label: t('backups.file') },
                  { label: t('backups.kind') },
                  { label: t('backups.size'), numeric: true },
                  { label: t('backups.taken') },
                ]}
              >
                {backups.data.backups.map((backup) => (
                  <TableRow key={backup.name}>
                    <td className="break-all py-2 pr-3 font-mono text-xs">{backup.name}</td>
                    <td className="py-2 pr-3">{t(`backups.kinds.${backup.kind}`)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {t('backups.mb', {
                        size: f.number(backup.size / 1024 / 1024, { maximumFractionDigits: 1 }),
                      })}
                    </td>
                    <td className="py-2">{f.instant(backup.createdAt, timeZone)}</td>
                  </TableRow>
                ))}
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
