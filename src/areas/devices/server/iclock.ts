/**
 * The push protocol's text (ZKTeco/eSSL "ADMS", iClock; decision 034): the configuration a device is answered
 * with at its handshake, and the ATTLOG lines it uploads, read into punches. Pure: no database, no clock.
 */
import { localDateTime } from '../../../shared/calendar.js';
import { zonedInstant } from '../../attendance/contract.js';
import { PIN_PATTERN } from '../schemas.js';

/** The device's zone's offset from UTC now, in hours (5.75 in Kathmandu). */
export function offsetHours(timeZone: string, now: Date): number {
  const local = localDateTime(now, timeZone);
  const shownAsUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
  return Math.round((shownAsUtc - Math.floor(now.getTime() / 60_000) * 60_000) / 900_000) / 4;
}

/**
 * The handshake's answer: `GET OPTION FROM: <SN>` and the options, one a line. ATTLOGStamp is where the device
 * resumes its uploads (what it last said, else `None`: everything it holds); only attendance logs are asked for
 * (`TransFlag`), in real time, and the operation log is declared received (`OPERLOGStamp=9999`).
 */
export function optionsText(
  device: { serial: string; lastStamp: string | null; timeZone: string },
  now: Date,
) {
  return [
    `GET OPTION FROM: ${device.serial}`,
    `ATTLOGStamp=${device.lastStamp ?? 'None'}`,
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    'ErrorDelay=60',
    'Delay=30',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    `TimeZone=${offsetHours(device.timeZone, now)}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\n');
}

export interface ParsedPunch {
  pin: string;
  /** `YYYY-MM-DD HH:MM:SS` as the device wrote it. */
  localTime: string;
  /** That local time in the device's zone. */
  punchedAt: Date;
  status: number | null;
  verify: number | null;
}

export interface ParsedUpload {
  punches: ParsedPunch[];
  /** Lines that were not punches (a wrong field count, a bad PIN or time): skipped, counted, answered as read. */
  skipped: number;
  /** Non-empty lines read. */
  lines: number;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const SMALL = /^\d{1,5}$/;

/** A small number field: empty is none; anything else than 0..32767 makes the line malformed. */
function small(text: string | undefined): number | null | undefined {
  const value = (text ?? '').trim();
  if (value === '') return null;
  if (!SMALL.test(value) || Number(value) > 32_767) return undefined;
  return Number(value);
}

/** One ATTLOG line: `PIN\tYYYY-MM-DD HH:MM:SS\tstatus\tverify\t…`; undefined when it is not one. */
export function parseLine(line: string, timeZone: string): ParsedPunch | undefined {
  const fields = line.split('\t');
  if (fields.length < 2) return undefined;
  const pin = fields[0]!.trim();
  const localTime = fields[1]!.trim();
  const status = small(fields[2]);
  const verify = small(fields[3]);
  const match = TIME.exec(localTime);
  if (!PIN_PATTERN.test(pin) || !match || status === undefined || verify === undefined) return undefined;
  const [, y, mo, d, hh, mm, ss] = match.map(Number) as number[];
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  // A real calendar day and time of day (no 2030-02-30, no 24:00): Date.UTC would roll them over.
  const check = new Date(Date.UTC(y!, mo! - 1, d!));
  if (check.toISOString().slice(0, 10) !== date || hh! > 23 || mm! > 59 || ss! > 59 || y! < 2000)
    return undefined;
  const punchedAt = new Date(zonedInstant(date, hh! * 60 + mm!, timeZone).getTime() + ss! * 1000);
  return { pin, localTime, punchedAt, status, verify };
}

/** An upload's ATTLOG lines (LF or CRLF); empty lines are not counted. */
export function parseAttlog(body: string, timeZone: string): ParsedUpload {
  const punches: ParsedPunch[] = [];
  let skipped = 0;
  let lines = 0;
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') continue;
    lines += 1;
    const punch = parseLine(line, timeZone);
    if (punch) punches.push(punch);
    else skipped += 1;
  }
  return { punches, skipped, lines };
}

/** Lines in a body, counted before any is read as a punch. */
export function countLines(body: string) {
  let count = 1;
  for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) count += 1;
  return count;
}
