/**
 * A device's commands (Settings → Devices, decision 034): hr asks the device, when it next polls, to send its
 * punches of a period again (after an outage or a lost upload) or to write the mapped people's names under their
 * PINs; below, its newest commands with where each stands and the device's answer.
 */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Badge, type BadgeTone } from '../../../client/components/ui/badge';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { Table, TableRow } from '../../../client/components/ui/table';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { addDays, localDate } from '../../../shared/calendar';
import { DEVICE_LIMITS, type Device, type DeviceCommand, deviceCommandInput } from '../contract';
import { useDeviceCommands, useSendDeviceCommand } from './devices-api';

interface Values {
  device_id: string;
  kind: 'resend_punches' | 'send_names';
  from: string;
  to: string;
}
const { SelectField, DateField } = fieldsFor<Values>();

const schema = z.preprocess((values) => {
  const v = values as Values;
  return v.kind === 'send_names' ? { device_id: v.device_id, kind: v.kind } : v;
}, deviceCommandInput);

const tones: Record<DeviceCommand['state'], BadgeTone> = {
  queued: 'neutral',
  sent: 'blue',
  done: 'green',
  failed: 'red',
};

function CommandList({ device }: { device: Device }) {
  const { t } = useTranslation();
  const f = useFormat();
  const commands = useDeviceCommands(device._id);
  if (!ready(commands)) return queryStatus(commands);
  if (!commands.data.commands.length)
    return <p className="text-sm text-muted-foreground">{t('devices.noCommands')}</p>;
  return (
    <Table
      label={t('devices.commandsTitle')}
      columns={[
        { label: t('devices.command') },
        { label: t('devices.commandState') },
        { label: t('devices.commandAsked'), wide: true },
      ]}
    >
      {commands.data.commands.map((c) => (
        <TableRow key={c._id}>
          <td className="p-2">
            {c.kind === 'send_name'
              ? t('devices.nameOf', { pin: c.pin })
              : t('devices.punchesOf', { period: f.dateRange(c.from!, c.to!) })}
          </td>
          <td className="p-2">
            <Badge tone={tones[c.state]}>{t(`devices.commandStates.${c.state}`)}</Badge>
            {c.return_code !== null && c.return_code < 0 && (
              <span className="ml-2 text-muted-foreground">
                {t('devices.deviceError', { code: f.text(String(c.return_code)) })}
              </span>
            )}
          </td>
          <td className="hidden p-2 sm:table-cell">{f.instant(c.created_at, device.time_zone)}</td>
        </TableRow>
      ))}
    </Table>
  );
}

export function DeviceCommandsDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const today = localDate(new Date(), device.time_zone);
  const form = useZodForm<typeof schema, Values>(schema, {
    device_id: device._id,
    kind: 'resend_punches',
    from: addDays(today, -7),
    to: today,
  });
  const send = useSendDeviceCommand();
  const kind = form.watch('kind');
  const submit = (body: z.output<typeof schema>) =>
    send.mutate(body, {
      onSuccess: ({ queued }) =>
        toast.success(t('devices.commandsQueued', { count: queued, n: f.number(queued) })),
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('devices.commandsFor', { name: device.name })}
      description={t('devices.commandsHint')}
      className="max-w-2xl"
      form={form}
      id="device-command"
      onSubmit={submit}
      refusal={send.error}
      action={t('devices.sendCommand')}
      pendingAction={t('common.saving')}
      pending={send.isPending}
      after={
        <div className="mt-6 space-y-2">
          <h3 className="text-sm font-medium">{t('devices.commandsTitle')}</h3>
          <CommandList device={device} />
        </div>
      }
    >
      <SelectField
        name="kind"
        label={t('devices.command')}
        options={[
          { value: 'resend_punches', label: t('devices.resendPunches') },
          { value: 'send_names', label: t('devices.sendNames') },
        ]}
      />
      {kind === 'resend_punches' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            name="from"
            label={t('devices.from')}
            min={addDays(today, -DEVICE_LIMITS.maxAgeDays)}
            max={today}
            required
            picker
          />
          <DateField name="to" label={t('devices.to')} max={today} required picker />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('devices.sendNamesHint')}</p>
      )}
    </FormDialog>
  );
}
