/**
 * Which device user (PIN) is which employee (Settings → Devices, issue 42): the mappings, the form that adds one
 * (on one device or on every device), and the punches of PINs mapped nowhere, each of which fills the form.
 * A PIN mapped nowhere is the employee whose code it is.
 */
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { Table, TableRow } from '../../../client/components/ui/table';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import type { ListedEmployee } from '../../employees/contract';
import type { Device } from '../contract';
import { useDevicePins, useMapPin, useUnmapPin, useUnmatched } from './devices-api';

export function DevicePins({ devices }: { devices: Device[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const pins = useDevicePins();
  const unmatched = useUnmatched();
  const map = useMapPin();
  const unmap = useUnmapPin();
  const [deviceId, setDeviceId] = useState('');
  const [pin, setPin] = useState('');
  const [person, setPerson] = useState<ListedEmployee | null>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const deviceName = (id: string | null) =>
    id === null ? t('devices.everyDevice') : (devices.find((d) => d._id === id)?.name ?? id);
  const refused = (error: Error) => toast.error(say(error));
  const submit = () => {
    if (!person || !pin.trim()) return;
    map.mutate(
      { device_id: deviceId || null, pin: pin.trim(), employee_id: person._id },
      {
        onSuccess: ({ applied }) => {
          toast.success(t('devices.mapped', { count: applied, n: f.number(applied) }));
          setPin('');
          setPerson(null);
        },
        onError: refused,
      },
    );
  };
  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('devices.mapTitle')}</legend>
        <p className="text-sm text-muted-foreground">{t('devices.mapHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id="pin-device" label={t('devices.device')}>
            <NativeSelect value={deviceId} onChange={(e) => setDeviceId(e.target.value)}>
              <option value="">{t('devices.everyDevice')}</option>
              {devices.map((d) => (
                <option key={d._id} value={d._id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="pin-pin" label={t('devices.pin')}>
            <Input ref={pinInput} value={pin} maxLength={24} onChange={(e) => setPin(e.target.value)} />
          </Field>
          <EmployeeCombobox selected={person} onSelect={setPerson} />
        </div>
        <Button variant="outline" disabled={map.isPending || !person || !pin.trim()} onClick={submit}>
          {t('devices.map')}
        </Button>
      </fieldset>

      <section className="space-y-2" aria-labelledby="device-unmatched">
        <h3 id="device-unmatched" className="text-sm font-medium">
          {t('devices.unmatchedTitle')}
        </h3>
        {!ready(unmatched) ? (
          queryStatus(unmatched)
        ) : unmatched.data.unmatched.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('devices.noUnmatched')}</p>
        ) : (
          <Table
            label={t('devices.unmatchedTitle')}
            columns={[
              { label: t('devices.device') },
              { label: t('devices.pin') },
              { label: t('devices.punches'), numeric: true },
              { label: t('devices.lastPunch'), wide: true },
              {},
            ]}
          >
            {unmatched.data.unmatched.map((u) => (
              <TableRow key={`${u.device_id}-${u.pin}`}>
                <td className="p-2">{u.device_name}</td>
                <td className="p-2 font-mono">{u.pin}</td>
                <td className="p-2 text-right">{f.number(u.punches)}</td>
                <td className="hidden p-2 sm:table-cell">
                  {f.instant(u.last_at, devices.find((d) => d._id === u.device_id)?.time_zone ?? 'UTC')}
                </td>
                <td className="p-2 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setDeviceId(u.device_id);
                      setPin(u.pin);
                      pinInput.current?.focus();
                    }}
                  >
                    {t('devices.mapNamed', { pin: u.pin })}
                  </Button>
                </td>
              </TableRow>
            ))}
          </Table>
        )}
      </section>

      <section className="space-y-2" aria-labelledby="device-pins">
        <h3 id="device-pins" className="text-sm font-medium">
          {t('devices.pinsTitle')}
        </h3>
        {!ready(pins) ? (
          queryStatus(pins)
        ) : pins.data.pins.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('devices.noPins')}</p>
        ) : (
          <Table
            label={t('devices.pinsTitle')}
            columns={[
              { label: t('devices.device') },
              { label: t('devices.pin') },
              { label: t('devices.employee') },
              {},
            ]}
          >
            {pins.data.pins.map((p) => (
              <TableRow key={p._id}>
                <td className="p-2">{deviceName(p.device_id)}</td>
                <td className="p-2 font-mono">{p.pin}</td>
                <td className="p-2">
                  {p.employee.name} ({p.employee.employeeId})
                </td>
                <td className="p-2 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={unmap.isPending}
                    onClick={() =>
                      unmap.mutate(p._id, {
                        onSuccess: () => toast.success(t('devices.unmapped')),
                        onError: refused,
                      })
                    }
                  >
                    {t('devices.unmapNamed', { pin: p.pin })}
                  </Button>
                </td>
              </TableRow>
            ))}
          </Table>
        )}
      </section>
    </div>
  );
}
