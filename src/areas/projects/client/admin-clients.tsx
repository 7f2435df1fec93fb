/**
 * hr's clients (issue 43): add, rename (and give a code), archive (no new projects for it) and restore; how many
 * projects each has. Archived clients are shown on asking.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { clientBody, type ProjectClient } from '../contract';
import { useArchiveClient, useProjectClients, useSaveClient } from './admin-api';
import { EditArchiveButtons } from './edit-archive-buttons';

const refused = (error: Error) => toast.error(error.message);

export function ClientsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const [archived, setArchived] = useState(false);
  const clients = useProjectClients(archived);
  const archive = useArchiveClient();
  const [editing, setEditing] = useState<ProjectClient | 'new' | null>(null);
  const setArchivedOf = (client: ProjectClient, on: boolean) =>
    archive.mutate(
      { _id: client._id, archived: on },
      {
        onSuccess: () => toast.success(t(on ? 'projectAdmin.clientArchived' : 'projectAdmin.clientRestored')),
        onError: refused,
      },
    );
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('projectAdmin.clientsTitle')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('projectAdmin.clientsHint')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden /> {t('projectAdmin.addClient')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <CheckboxRow
          id="clients-archived"
          label={t('projectAdmin.showArchivedClients')}
          checked={archived}
          onChange={setArchived}
        />
        {!ready(clients) ? (
          queryStatus(clients)
        ) : clients.data.clients.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('projectAdmin.noClients')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {clients.data.clients.map((client) => (
              <li key={client._id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">
                    {client.name}
                    {client.code && (
                      <span className="ms-2 font-mono text-muted-foreground">{client.code}</span>
                    )}
                  </p>
                  <p className="text-muted-foreground">
                    {t('projectAdmin.projectCount', { count: client.projects, n: f.number(client.projects) })}
                    {client.archived_at && <Badge className="ms-2">{t('projectAdmin.archived')}</Badge>}
                  </p>
                </div>
                <EditArchiveButtons
                  name={client.name}
                  archived={!!client.archived_at}
                  pending={archive.isPending}
                  onEdit={() => setEditing(client)}
                  onArchive={(on) => setArchivedOf(client, on)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && <ClientDialog client={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

type Values = z.input<typeof clientBody>;
const { TextField } = fieldsFor<Values>();

function ClientDialog({ client, onClose }: { client: ProjectClient | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = client === 'new' ? null : client;
  const form = useZodForm(clientBody, {
    ...(editing ? { _id: editing._id } : {}),
    name: editing?.name ?? '',
    code: editing?.code ?? '',
  });
  const save = useSaveClient();
  const submit = (body: z.output<typeof clientBody>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('projectAdmin.clientSaved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t(editing ? 'projectAdmin.editClient' : 'projectAdmin.newClient')}
      form={form}
      id="project-client"
      onSubmit={submit}
      refusal={save.error}
      action={t('projectAdmin.saveClient')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <TextField name="name" label={t('projectAdmin.clientName')} required maxLength={120} />
      <TextField
        name="code"
        label={t('projectAdmin.code')}
        hint={t('projectAdmin.codeHint')}
        maxLength={20}
        className="font-mono"
      />
    </FormDialog>
  );
}
