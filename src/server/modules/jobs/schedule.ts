/**
 * A job queued once a day (rules §12): what a worker runs before each look. At its first look of each day in the
 * organisation's zone, from `fromMinutes` past midnight, it queues a job of `kind` keyed by the day (its payload
 * is the day), so however many looks (or instances) queue it, the day has one.
 */

import { getSettings } from '../../../areas/settings/server/reads.js';
import { localDateTime } from '../../../shared/calendar.js';
import type { Db } from '../../db/client.js';
import type { NewJob } from './kinds.js';
import { enqueue } from './queue.js';

export function onceADay(
  db: Db,
  now: () => Date,
  kind: { job(key: string, payload: { date: string }): NewJob },
  fromMinutes = 0,
) {
  let scheduled = '';
  return async () => {
    const { timeZone } = await getSettings(db);
    const { date, minutes } = localDateTime(now(), timeZone);
    if (minutes < fromMinutes || scheduled === date) return;
    await enqueue(db, [kind.job(date, { date })]);
    scheduled = date;
  };
}
