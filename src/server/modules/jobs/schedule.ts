/**
 * A job queued once a day (rules §12): what a worker runs before each look. At its first look of each day in the
 * organisation's zone, from `fromMinutes` past midnight, it queues `kind` keyed by the day, so however many
 * looks (or instances) queue it, the day has one.
 */
import { localDateTime } from '../../../shared/calendar.js';
import type { Db } from '../../db/client.js';
import { getSettings } from '../settings/service.js';
import { enqueue } from './queue.js';

export function onceADay(db: Db, now: () => Date, kind: string, fromMinutes = 0) {
  let scheduled = '';
  return async () => {
    const { timeZone } = await getSettings(db);
    const { date, minutes } = localDateTime(now(), timeZone);
    if (minutes < fromMinutes || scheduled === date) return;
    await enqueue(db, [{ kind, key: `${kind}:${date}`, payload: { date } }]);
    scheduled = date;
  };
}
