/**
 * The offline punch queue (rules §15): a Clock In or Out that could not reach the server is kept on the device
 * (IndexedDB) with the device's time and its idempotency key, and sent, in the order made, when the browser is
 * back online. Sending one again is safe: the server records a key once and answers the same.
 */
import { createStore, del, set, type UseStore, values } from 'idb-keyval';
import { ApiError, api } from './api';
import type { Place } from './geolocation';

export type PunchAction = 'in' | 'out';
export interface QueuedPunch {
  punch_id: string;
  employee_id: string;
  action: PunchAction;
  /** When the button was pressed, by this device's clock. */
  device_time: string;
  /** Where the device was then, when the location rule asked for it (rules §15): sent later with the punch. */
  place?: Place;
}

let store: UseStore | undefined;
/** Null where the browser has no IndexedDB (a private window in some browsers, the component tests). */
const db = () => {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('hris-punch-queue', 'punches');
  return store;
};

/** A new punch, made now: the key and time go with it to the server, whether sent now or later. */
export const newPunch = (employee_id: string, action: PunchAction, place?: Place | null): QueuedPunch => ({
  punch_id: crypto.randomUUID(),
  employee_id,
  action,
  device_time: new Date().toISOString(),
  ...(place ? { place } : {}),
});

/** Whether a failed send should wait in the queue: the server never answered, or a proxy in front of it did. */
export const worthQueueing = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/** Keeps the punch to send later; false when this browser cannot keep it. */
export async function queuePunch(punch: QueuedPunch): Promise<boolean> {
  const where = db();
  if (!where) return false;
  await set(punch.punch_id, punch, where);
  return true;
}

/** This person's waiting punches, oldest first. */
export async function queuedPunches(employeeId: string | undefined): Promise<QueuedPunch[]> {
  const where = db();
  if (!where || !employeeId) return [];
  const all = await values<QueuedPunch>(where);
  return all
    .filter((p) => p.employee_id === employeeId)
    .sort((a, b) => a.device_time.localeCompare(b.device_time));
}

export const sendPunch = (punch: QueuedPunch) =>
  api(punch.action === 'in' ? '/employee/check_in' : '/employee/check_out', {
    employee_id: punch.employee_id,
    punch_id: punch.punch_id,
    device_time: punch.device_time,
    ...punch.place,
  });

export interface FlushResult {
  sent: number;
  /** Punches the server refused (a refusal will not change by sending again): dropped, with why. */
  refused: { punch: QueuedPunch; message: string }[];
}

let flushing: Promise<FlushResult> | null = null;
/** Sends this person's queue in order; stops at the first punch that still cannot reach the server. */
export function flushPunches(employeeId: string | undefined): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: 0, refused: [] };
    const where = db();
    if (!where) return result;
    for (const punch of await queuedPunches(employeeId)) {
      try {
        await sendPunch(punch);
        result.sent += 1;
      } catch (error) {
        if (worthQueueing(error)) break;
        result.refused.push({ punch, message: (error as Error).message });
      }
      await del(punch.punch_id, where);
    }
    return result;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
