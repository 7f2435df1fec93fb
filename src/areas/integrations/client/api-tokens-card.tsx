/**
 * Settings → API tokens (issue 46, decision 036): hr's tokens for integrations with their scopes, creator, expiry,
 * last use and status; creating one (its secret shown once, `token-dialog.tsx`) and revoking one, asked first.
 */
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { hideOnPhone, Table, TableRow } from '../../../client/components/ui/table';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { ApiToken } from '../contract';
import { useApiTokens, useRevokeApiToken } from './integrations-api';
import { TokenDialog, useAreaName } from './token-dialog';

/** The day an instant falls on in the organisation's zone (`yyyy-mm-dd`). */
const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

function Status({ token }: { token: ApiToken }) {
  const { t } = useTranslation();
  if (token.status === 'revoked') return <Badge tone="red">{t('integrations.revoked')}</Badge>;
  if (token.status === 'expired') return <Badge tone="yellow">{t('integrations.expired')}</Badge>;
  return <Badge tone="green">{t('integrations.active')}</Badge>;
}

export function ApiTokensCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const zone = useTimeZone();
  const areaName = useAreaName();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const scopeText = (scope: string) => {
    const [area = '', access] = scope.split(':');
    return `${areaName(area)}: ${t(access === 'write' ? 'integrations.write' : 'integrations.read')}`;
  };
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking._id, {
      onSuccess: () => {
        toast.success(t('integrations.revokedDone'));
        setRevoking(null);
      },
      onError: () => setRevoking(null),
    });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('integrations.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('integrations.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setCreating(true)}>
          <KeyRound className="h-4 w-4" aria-hidden /> {t('integrations.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {!ready(tokens) ? (
          queryStatus(tokens)
        ) : tokens.data.tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('integrations.none')}</p>
        ) : (
          <Table
            label={t('integrations.table')}
            columns={[
              { label: t('integrations.name') },
              { label: t('integrations.scopes'), wide: true },
              { label: t('integrations.createdBy'), wide: true },
              { label: t('integrations.expires'), wide: true },
              { label: t('integrations.lastUsed'), wide: true },
              { label: t('integrations.status') },
              {},
            ]}
          >
            {tokens.data.tokens.map((token) => (
              <TableRow key={token._id}>
                <td className="py-2 pr-3 align-top">
                  <p className="font-medium">{token.name}</p>
                  <p className="font-mono text-xs text-muted-foreground">{token.prefix}…</p>
                </td>
                <td className={`py-2 pr-3 align-top ${hideOnPhone}`}>
                  <ul className="space-y-0.5">
                    {token.scopes.map((scope) => (
                      <li key={scope}>{scopeText(scope)}</li>
                    ))}
                  </ul>
                </td>
                <td className={`py-2 pr-3 align-top ${hideOnPhone}`}>{token.created_by.name}</td>
                <td className={`py-2 pr-3 align-top ${hideOnPhone}`}>
                  {f.date(dayIn(token.expires_at, zone))}
                </td>
                <td className={`py-2 pr-3 align-top ${hideOnPhone}`}>
                  {token.last_used_at
                    ? t('integrations.usedFrom', {
                        when: f.instant(token.last_used_at, zone),
                        address: token.last_used_address ?? '',
                      })
                    : t('integrations.neverUsed')}
                </td>
                <td className="py-2 pr-3 align-top">
                  <Status token={token} />
                </td>
                <td className="py-2 text-right align-top">
                  {token.status !== 'revoked' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('integrations.revokeNamed', { name: token.name })}
                      onClick={() => setRevoking(token)}
                    >
                      {t('integrations.revoke')}
                    </Button>
                  )}
                </td>
              </TableRow>
            ))}
          </Table>
        )}
      </CardContent>
      {creating && <TokenDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('integrations.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('integrations.revokeBody')}
        action={t('integrations.revoke')}
        pendingAction={t('integrations.revoking')}
        pending={revoke.isPending}
        onAction={confirmRevoke}
      />
    </Card>
  );
}
