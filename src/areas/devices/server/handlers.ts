/**
 * hr's attendance devices (issue 42): the registry, PIN mappings and punches waiting for one, all under
 * `manage:device` on everyone. The devices' own requests are `iclock-routes.ts`.
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { devicesCalls } from '../contract.js';
import { listCommands, queueCommand } from './commands.js';
import { listDevices, listPins, mapPin, saveDevice, unmapPin, unmatched } from './service.js';

const on = handlerFor(devicesCalls);

export const devicesHandlers = (db: Db) => [
  on('/employee/getdevices', { handle: ({ now }) => listDevices(db, now) }),
  on('/employee/savedevice', { handle: ({ input, me }) => saveDevice(db, me, input) }),
  on('/employee/getdevicepins', { handle: () => listPins(db) }),
  on('/employee/mapdevicepin', { handle: ({ input, me, now }) => mapPin(db, me, input, now) }),
  on('/employee/unmapdevicepin', { handle: ({ input, me }) => unmapPin(db, me, input._id) }),
  on('/employee/getunmatchedpunches', { handle: () => unmatched(db) }),
  on('/employee/senddevicecommand', { handle: ({ input, me, now }) => queueCommand(db, me, input, now) }),
  on('/employee/getdevicecommands', { handle: ({ input }) => listCommands(db, input.device_id) }),
];
