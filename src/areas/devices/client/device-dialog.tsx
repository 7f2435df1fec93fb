/** Registering or changing an attendance device (Settings → Devices, issue 42): serial, name, site, zone, on/off. */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { type Device, deviceInput } from '../contract';
import { useSaveDevice, useSiteChoices } from './devices-api';

/** What the inputs hold: text. */
interface Values {
  _id?: string;
  serial: string;
  name: string;
  site_id: string;
  time_zone: string;
  enabled: string;
}
const { TextField, SelectField } = fieldsFor<Values>();

const schema = z.preprocess((values) => {
  const v = values as Values;
  return { ...v, site_id: v.site_id || null, enabled: v.enabled === 'on' };
}, deviceInput);

export function DeviceDialog({ device, onClose }: { device: Device | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const organisationZone = useTimeZone();
  const sites = useSiteChoices();
  const editing = device === 'new' ? null : device;
  const form = useZodForm<typeof schema, Values>(schema, {
    ...(editing ? { _id: editing._id } : {}),
    serial: editing?.serial ?? '',
    name: editing?.name ?? '',
    site_id: editing?.site_id ?? '',
    time_zone: editing?.time_zone ?? organisationZone,
    enabled: editing && !editing.enabled ? 'off' : 'on',
  });
  const save = useSaveDevice();
  const submit = (body: z.output<typeof schema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('devices.saved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t(editing ? 'devices.editDevice' : 'devices.newDevice')}
      form={form}
      id="device"
      onSubmit={submit}
      refusal={save.error}
      action={t('devices.save')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <TextField
        name="serial"
        label={t('devices.serial')}
        hint={t('devices.serialHint')}
        required
        maxLength={40}
        className="font-mono"
      />
      <TextField name="name" label={t('devices.name')} required maxLength={80} />
      <SelectField
        name="site_id"
        label={t('devices.site')}
        placeholder={t('devices.noSite')}
        options={(sites.data?.sites ?? []).map((s) => ({ value: s._id, label: s.name }))}
      />
      <TextField
        name="time_zone"
        label={t('devices.timeZone')}
        hint={t('devices.timeZoneHint')}
        required
        maxLength={64}
      />
      <SelectField
        name="enabled"
        label={t('devices.state')}
        options={[
          { value: 'on', label: t('devices.enabled') },
          { value: 'off', label: t('devices.disabled') },
        ]}
      />
    </FormDialog>
  );
}
