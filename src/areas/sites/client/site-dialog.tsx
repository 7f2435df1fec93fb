/** Adding or changing a work site (Settings → Work sites, rules §15): a name, a geofence and/or networks. */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { SITE_RADIUS, type Site, siteInput } from '../contract';
import { useSaveSite } from './sites-api';

/** What the inputs hold: text. */
interface Values {
  _id?: string;
  name: string;
  latitude: string;
  longitude: string;
  radius: string;
  networks: string;
}
const { TextField, TextAreaField } = fieldsFor<Values>();

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** Blank numbers are no location; networks are written one a line (or apart by spaces). */
const schema = z.preprocess((values) => {
  const v = values as Values;
  return {
    ...v,
    latitude: numberOrNull(v.latitude),
    longitude: numberOrNull(v.longitude),
    radius: numberOrNull(v.radius),
    networks: v.networks.split(/\s+/).filter(Boolean),
  };
}, siteInput);

export function SiteDialog({ site, onClose }: { site: Site | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = site === 'new' ? null : site;
  const form = useZodForm<typeof schema, Values>(schema, {
    ...(editing ? { _id: editing._id } : {}),
    name: editing?.name ?? '',
    latitude: editing?.latitude?.toString() ?? '',
    longitude: editing?.longitude?.toString() ?? '',
    radius: editing?.radius?.toString() ?? '',
    networks: editing?.networks.join('\n') ?? '',
  });
  const save = useSaveSite();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('sites.saved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t(editing ? 'sites.editSite' : 'sites.newSite')}
      form={form}
      id="site"
      onSubmit={submit}
      refusal={save.error}
      action={t('sites.save')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <TextField name="name" label={t('sites.name')} required maxLength={80} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="latitude" label={t('sites.latitude')} type="number" step="any" min={-90} max={90} />
        <TextField
          name="longitude"
          label={t('sites.longitude')}
          type="number"
          step="any"
          min={-180}
          max={180}
        />
        <TextField
          name="radius"
          label={t('sites.radius')}
          type="number"
          step={1}
          min={SITE_RADIUS.min}
          max={SITE_RADIUS.max}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('sites.locationHint')}</p>
      <TextAreaField
        name="networks"
        label={t('sites.networks')}
        hint={t('sites.networksHint')}
        rows={3}
        className="font-mono"
      />
    </FormDialog>
  );
}
