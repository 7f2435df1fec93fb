/** hr's attendance devices (Settings → Devices, issue 42): the registry, PIN mappings and unmatched punches. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { DeviceCommandInput, DeviceInput, MapPinInput } from '../contract';

const devicesKey = ['settings', 'devices'] as const;

export const useDevices = () =>
  useQuery({ queryKey: [...devicesKey, 'list'], queryFn: () => api('/employee/getdevices') });
export const useDevicePins = () =>
  useQuery({ queryKey: [...devicesKey, 'pins'], queryFn: () => api('/employee/getdevicepins') });
export const useUnmatched = () =>
  useQuery({ queryKey: [...devicesKey, 'unmatched'], queryFn: () => api('/employee/getunmatchedpunches') });

/** A device's newest commands, kept fresh while the dialog is open: a device polls every half minute. */
export const useDeviceCommands = (deviceId: string) =>
  useQuery({
    queryKey: [...devicesKey, 'commands', deviceId],
    queryFn: () => api('/employee/getdevicecommands', { device_id: deviceId }),
    refetchInterval: 15_000,
  });

/** The work sites a device may hang at (the sites area's list, read through the API). */
export const useSiteChoices = () =>
  useQuery({ queryKey: ['settings', 'sites'], queryFn: () => api('/employee/getsites') });

function useDeviceAction<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction<R, T>({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export const useSaveDevice = () => useDeviceAction((body: DeviceInput) => api('/employee/savedevice', body));
export const useMapPin = () => useDeviceAction((body: MapPinInput) => api('/employee/mapdevicepin', body));
export const useUnmapPin = () => useDeviceAction((_id: string) => api('/employee/unmapdevicepin', { _id }));
export const useSendDeviceCommand = () =>
  useDeviceAction((body: DeviceCommandInput) => api('/employee/senddevicecommand', body));
