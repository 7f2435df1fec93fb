/**
 * The devices area's calls (issue 42, decision 034): hr's device registry and PIN mapping, under `manage:device`.
 * The push protocol devices speak is not a call of the API: one path answers two methods, text in and text out, at
 * the root where devices ask for it (`server/iclock-routes.ts`).
 */
import { defineCalls } from '../../shared/area.js';
import {
  deviceCommandInput,
  deviceCommandReply,
  deviceCommandsInput,
  deviceCommandsReply,
  deviceInput,
  devicePinsReply,
  devicesReply,
  mapPinInput,
  mapPinReply,
  messageReply,
  savedDeviceReply,
  unmapPinInput,
  unmatchedReply,
} from './schemas.js';

export * from './schemas.js';

export const devicesCalls = defineCalls({
  '/employee/getdevices': {
    method: 'POST',
    reply: devicesReply,
    summary: 'Attendance devices with when each was last heard from (hr)',
    capability: 'manage:device',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/savedevice': {
    method: 'POST',
    input: deviceInput,
    reply: savedDeviceReply,
    summary: 'Register or change an attendance device: serial, name, site, time zone, enabled (hr)',
    capability: 'manage:device',
    subject: 'everyone',
    refusals: ['device_not_found', 'device_serial_taken', 'site_not_found'],
    writes: true,
  },
  '/employee/getdevicepins': {
    method: 'POST',
    reply: devicePinsReply,
    summary: 'Which device user (PIN) is which employee, per device or on every device (hr)',
    capability: 'manage:device',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/mapdevicepin': {
    method: 'POST',
    input: mapPinInput,
    reply: mapPinReply,
    summary: "Say which employee a device user (PIN) is; the PIN's waiting punches are applied (hr)",
    capability: 'manage:device',
    subject: 'everyone',
    refusals: ['device_not_found', 'employee_not_found', 'device_pin_mapped'],
    writes: true,
  },
  '/employee/unmapdevicepin': {
    method: 'POST',
    input: unmapPinInput,
    reply: messageReply,
    summary: 'Remove a PIN mapping; punches already applied stay (hr)',
    capability: 'manage:device',
    subject: 'everyone',
    refusals: ['device_pin_not_found'],
    writes: true,
  },
  '/employee/getunmatchedpunches': {
    method: 'POST',
    reply: unmatchedReply,
    summary: 'Device users whose punches wait for a mapping to an employee (hr)',
    capability: 'manage:device',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/senddevicecommand': {
    method: 'POST',
    input: deviceCommandInput,
    reply: deviceCommandReply,
    summary:
      "Ask a device, when it next polls, to send its punches of a period again or to write the mapped people's names under their PINs (hr)",
    capability: 'manage:device',
    subject: 'everyone',
    refusals: ['device_not_found', 'device_command_period', 'device_no_pins'],
    writes: true,
  },
  '/employee/getdevicecommands': {
    method: 'POST',
    input: deviceCommandsInput,
    reply: deviceCommandsReply,
    summary: "A device's newest commands: waiting, sent, done or failed, with its answer (hr)",
    capability: 'manage:device',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
