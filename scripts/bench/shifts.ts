// Issue 42's figures through the running server, as hr and a device do it: a month's roster of 1,000 people
// read in under a second (assigned first: a weekly morning/evening/night rotation), and one device upload of
// 10,000 punches (500 people × 10 days × in and out) stored in under 10 s, then the same upload again (every line
// already stored). The people are the seeded ones; the device's PINs are mapped to them first.
import { randomBytes } from 'node:crypto';
import { addDays, localDate } from '../../src/shared/calendar.js';
import { call } from './api.js';

export interface ShiftFigures {
  rosterPeople: number;
  rosterDays: number;
  assignSeconds: number;
  /** Reading the month's roster of every one of them, best and worst of five. */
  rosterReadMs: { best: number; worst: number };
  deviceLines: number;
  uploadSeconds: number;
  uploadAgainSeconds: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

export async function benchShifts(
  url: string,
  token: string,
  people: { id: string }[],
  log: (line: string) => void,
): Promise<ShiftFigures> {
  const tag = randomBytes(3).toString('hex');
  const today = localDate(new Date(), 'Asia/Kathmandu');
  const month = { from: `${today.slice(0, 7)}-01`, to: addDays(`${today.slice(0, 7)}-01`, 30) };

  const shift = (name: string, start_time: string, end_time: string) =>
    call<{ _id: string }>(url, token, 'saveshifttype', {
      name: `${name} ${tag}`,
      start_time,
      end_time,
      full_day_minutes: 420,
      half_day_minutes: 210,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
  const rotation = [
    (await shift('Morning', '06:00', '14:00'))._id,
    (await shift('Evening', '14:00', '22:00'))._id,
    (await shift('Night', '22:00', '06:00'))._id,
  ];
  const rostered = people.slice(0, 1000).map((p) => p.id);
  let at = performance.now();
  const assigned = await call<{ days: number }>(url, token, 'assignroster', {
    people: { employee_ids: rostered },
    ...month,
    rotation,
    every: 'week',
  });
  const assignSeconds = seconds(at);
  log(`roster of ${rostered.length} people × 31 days assigned in ${assignSeconds.toFixed(1)} s`);
  const reads: number[] = [];
  for (let i = 0; i < 5; i++) {
    at = performance.now();
    await call(url, token, 'getroster', { ...month, employee_ids: rostered });
    reads.push(performance.now() - at);
  }

  const serial = `BENCH${tag}`.toUpperCase();
  const device = await call<{ _id: string }>(url, token, 'savedevice', {
    serial,
    name: serial,
    time_zone: 'Asia/Kathmandu',
  });
  const punchers = people.slice(0, 500);
  for (const [i, p] of punchers.entries())
    await call(url, token, 'mapdevicepin', { device_id: device._id, pin: `${tag}${i}`, employee_id: p.id });
  // The ten days before yesterday: old enough to be whole days, young enough to be applied.
  const lines: string[] = [];
  for (let day = 11; day >= 2; day--) {
    const date = addDays(today, -day);
    for (const i of punchers.keys())
      lines.push(
        `${tag}${i}\t${date} 08:5${day % 10}:00\t255\t1\t0\t0`,
        `${tag}${i}\t${date} 17:3${day % 10}:00\t255\t1\t0\t0`,
      );
  }
  const body = `${lines.join('\n')}\n`;
  const upload = async () => {
    const started = performance.now();
    const res = await fetch(`${url}/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`, {
      method: 'POST',
      body,
    });
    const text = await res.text();
    if (text !== `OK: ${lines.length}`) throw new Error(`device upload: ${res.status} ${text}`);
    return seconds(started);
  };
  const uploadSeconds = await upload();
  const uploadAgainSeconds = await upload();
  log(
    `device upload of ${lines.length} punches: ${uploadSeconds.toFixed(1)} s, again ${uploadAgainSeconds.toFixed(1)} s`,
  );
  return {
    rosterPeople: rostered.length,
    rosterDays: assigned.days,
    assignSeconds,
    rosterReadMs: { best: Math.min(...reads), worst: Math.max(...reads) },
    deviceLines: lines.length,
    uploadSeconds,
    uploadAgainSeconds,
  };
}
