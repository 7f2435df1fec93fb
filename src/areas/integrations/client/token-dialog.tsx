/**
 * Creating an API token (Settings → API tokens, issue 46): its name, its scopes area by area (none, read, or read
 * and write), its lifetime and the networks it may be used from; then its secret, shown this once, with Copy.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../client/components/ui/dialog';
import { fieldsFor, useFieldState, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { TOKEN_LIFETIMES, tokenInput } from '../contract';
import type { enIntegrations } from '../messages/en';
import { useApiScopes, useCreateApiToken } from './integrations-api';

/** What the inputs hold: text, one select per area. */
interface Values {
  name: string;
  scopes: Record<string, string>;
  expires_in_days: string;
  allowed_addresses: string;
}
const { TextField, SelectField, TextAreaField } = fieldsFor<Values>();

const schema = z.preprocess((values) => {
  const v = values as Values;
  return {
    name: v.name,
    scopes: Object.entries(v.scopes ?? {})
      .filter(([, access]) => access)
      .map(([area, access]) => `${area}:${access}`),
    expires_in_days: Number(v.expires_in_days),
    allowed_addresses: v.allowed_addresses
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}, tokenInput);

type Area = keyof typeof enIntegrations.integrations.areas;

/** An area's name as the reader's language says it (the catalogue's), else as the API names it. */
export function useAreaName() {
  const { t, i18n } = useTranslation();
  const known = (area: string): area is Area => i18n.exists(`integrations.areas.${area}`);
  return (area: string) => (known(area) ? t(`integrations.areas.${area}`) : area);
}

/** What is wrong with the scopes as a whole (none chosen), under the picker's heading. */
function ScopesError() {
  const { id, error } = useFieldState('scopes');
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

function Secret({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(secret)
      .then(() => toast.success(t('integrations.copied')))
      .catch(() => toast.error(t('integrations.secretCopyFailed')));
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent title={t('integrations.secretTitle')} description={t('integrations.secretHint')}>
        <label htmlFor="api-token-secret" className="mt-4 block text-sm font-medium">
          {t('integrations.secretLabel', { name })}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="api-token-secret"
            readOnly
            value={secret}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-input bg-background px-3 py-2 font-mono text-sm"
          />
          <Button variant="outline" onClick={copy}>
            {t('integrations.copy')}
          </Button>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>{t('integrations.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function TokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const areaName = useAreaName();
  const scopes = useApiScopes();
  const create = useCreateApiToken();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const form = useZodForm<typeof schema, Values>(schema, {
    name: '',
    scopes: {},
    expires_in_days: '90',
    allowed_addresses: '',
  });
  const submit = (body: z.output<typeof schema>) =>
    create.mutate(body, {
      onSuccess: (reply) => setCreated({ name: reply.token.name, secret: reply.secret }),
    });
  if (created) return <Secret {...created} onClose={onClose} />;
  const areas = [...(scopes.data?.areas ?? [])].sort((a, b) =>
    areaName(a.area).localeCompare(areaName(b.area)),
  );
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('integrations.newToken')}
      form={form}
      id="api-token"
      onSubmit={submit}
      refusal={create.error}
      action={t('integrations.create')}
      pendingAction={t('integrations.creating')}
      pending={create.isPending}
    >
      <TextField
        name="name"
        label={t('integrations.name')}
        hint={t('integrations.nameHint')}
        required
        maxLength={100}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('integrations.scopes')}</legend>
        <p className="text-sm text-muted-foreground">{t('integrations.scopesHint')}</p>
        <ScopesError />
        <div className="grid gap-3 sm:grid-cols-2">
          {areas.map(({ area, read, write }) => (
            <SelectField
              key={area}
              name={`scopes.${area}`}
              label={areaName(area)}
              placeholder={t('integrations.noAccess')}
              options={[
                ...(read > 0 ? [{ value: 'read', label: t('integrations.read') }] : []),
                ...(write > 0 ? [{ value: 'write', label: t('integrations.write') }] : []),
              ]}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        name="expires_in_days"
        label={t('integrations.expiresIn')}
        options={TOKEN_LIFETIMES.map((days) => ({
          value: String(days),
          label: t('integrations.days', { days }),
        }))}
      />
      <TextAreaField
        name="allowed_addresses"
        label={t('integrations.addresses')}
        hint={t('integrations.addressesHint')}
        rows={3}
        className="font-mono"
      />
    </FormDialog>
  );
}
