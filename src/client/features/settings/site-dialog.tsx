/** Adding or changing a work site (Settings → Work sites, rules §15): a name, a geofence and/or networks. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SITE_RADIUS, type Site } from '../../../shared/sites';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { Field, RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useTranslation } from '../../lib/i18n';
import { useSaveSite } from './sites-api';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function SiteDialog({ site, onClose }: { site: Site | null | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = site && site !== 'new' ? site : null;
  const [draft, setDraft] = useState(() => ({
    name: editing?.name ?? '',
    latitude: editing?.latitude?.toString() ?? '',
    longitude: editing?.longitude?.toString() ?? '',
    radius: editing?.radius?.toString() ?? '',
    networks: editing?.networks.join('\n') ?? '',
  }));
  const save = useSaveSite();
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(editing ? { _id: editing._id } : {}),
        name: draft.name,
        latitude: numberOrNull(draft.latitude),
        longitude: numberOrNull(draft.longitude),
        radius: numberOrNull(draft.radius),
        networks: draft.networks
          .split(/\s+/)
          .map((n) => n.trim())
          .filter(Boolean),
      },
      {
        onSuccess: () => {
          toast.success(t('sites.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={site !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent title={t(editing ? 'sites.editSite' : 'sites.newSite')}>
        <form id="site-form" className="space-y-4" onSubmit={submit} noValidate>
          <RefusalProvider error={save.error}>
            <Field id="site-name" name="name" label={t('sites.name')} required>
              <Input value={draft.name} onChange={set('name')} required maxLength={80} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="site-latitude" name="latitude" label={t('sites.latitude')}>
                <Input
                  type="number"
                  step="any"
                  min={-90}
                  max={90}
                  value={draft.latitude}
                  onChange={set('latitude')}
                />
              </Field>
              <Field id="site-longitude" name="longitude" label={t('sites.longitude')}>
                <Input
                  type="number"
                  step="any"
                  min={-180}
                  max={180}
                  value={draft.longitude}
                  onChange={set('longitude')}
                />
              </Field>
              <Field id="site-radius" name="radius" label={t('sites.radius')}>
                <Input
                  type="number"
                  step={1}
                  min={SITE_RADIUS.min}
                  max={SITE_RADIUS.max}
                  value={draft.radius}
                  onChange={set('radius')}
                />
              </Field>
            </div>
            <p className="text-sm text-muted-foreground">{t('sites.locationHint')}</p>
            <Field
              id="site-networks"
              name="networks"
              label={t('sites.networks')}
              hint={t('sites.networksHint')}
            >
              <Textarea rows={3} value={draft.networks} onChange={set('networks')} className="font-mono" />
            </Field>
            <RefusalMessage />
          </RefusalProvider>
        </form>
        <DialogActions
          action={t('sites.save')}
          pendingAction={t('common.saving')}
          pending={save.isPending}
          form="site-form"
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
