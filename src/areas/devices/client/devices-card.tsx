/**
 * Settings → Devices (issue 42, decision 034): hr's attendance devices with whether each is heard from, its
 * clock and what it sent; adding, changing and disabling one; which device user is which employee, and the
 * punches waiting for that (`device-pins.tsx`).
 */
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { Device } from '../contract';
import { DeviceCommandsDialog } from './device-commands';
import { DeviceDialog } from './device-dialog';
import { DevicePins } from './device-pins';
import { useDevices, useSiteChoices } from './devices-api';

function Health({ device }: { device: Device }) {
  const { t } = useTranslation();
  if (!device.enabled) return <Badge>{t('devices.disabled')}</Badge>;
  return device.healthy ? (
    <Badge tone="green">{t('devices.healthy')}</Badge>
  ) : (
    <Badge tone="yellow">{t('devices.silent')}</Badge>
  );
}

function DeviceFacts({ device, siteName }: { device: Device; siteName: string | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const skew = device.clock_skew_seconds;
  const minutes = skew === null ? 0 : Math.round(Math.abs(skew) / 60);
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {device.name} <Health device={device} />
      </p>
      <p className="break-all font-mono text-muted-foreground">{device.serial}</p>
      <p className="text-muted-foreground">
        {[siteName ?? t('devices.noSite'), device.time_zone].join(' · ')}
      </p>
      <p className="text-muted-foreground">
        {device.last_seen_at
          ? t('devices.lastSeen', { when: f.instant(device.last_seen_at, device.time_zone) })
          : t('devices.neverSeen')}
      </p>
      <p className="text-muted-foreground">
        {t('devices.received', { count: device.punches_received, n: f.number(device.punches_received) })}
        {device.lines_skipped > 0 &&
          ` · ${t('devices.skipped', { count: device.lines_skipped, n: f.number(device.lines_skipped) })}`}
      </p>
      {skew !== null && minutes >= 1 && (
        <p className="text-yellow-800 dark:text-yellow-200">
          {t(skew < 0 ? 'devices.clockAhead' : 'devices.clockBehind', { minutes: f.number(minutes) })}
        </p>
      )}
    </div>
  );
}

export function DevicesCard() {
  const { t } = useTranslation();
  const devices = useDevices();
  const sites = useSiteChoices();
  const [editing, setEditing] = useState<Device | 'new' | null>(null);
  const [commanding, setCommanding] = useState<Device | null>(null);
  const siteName = (id: string | null) => sites.data?.sites.find((s) => s._id === id)?.name ?? null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('devices.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('devices.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Fingerprint className="h-4 w-4" aria-hidden /> {t('devices.add')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {!ready(devices) ? (
          queryStatus(devices)
        ) : devices.data.devices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('devices.none')}</p>
        ) : (
          <>
            <ul className="divide-y divide-border rounded-md border border-border">
              {devices.data.devices.map((device) => (
                <li key={device._id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                  <DeviceFacts device={device} siteName={siteName(device.site_id)} />
                  <div className="flex flex-wrap gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setCommanding(device)}>
                      {t('devices.commandsNamed', { name: device.name })}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setEditing(device)}>
                      {t('devices.editNamed', { name: device.name })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <DevicePins devices={devices.data.devices} />
          </>
        )}
      </CardContent>
      {editing && <DeviceDialog device={editing} onClose={() => setEditing(null)} />}
      {commanding && <DeviceCommandsDialog device={commanding} onClose={() => setCommanding(null)} />}
    </Card>
  );
}
