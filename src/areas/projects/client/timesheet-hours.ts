/**
 * A timesheet cell's hours as a person types and reads them: `7.5` or `7:30` (in Latin or Devanagari digits) is
 * 450 minutes; 450 minutes reads `7:30` in the person's digits. The API speaks whole minutes.
 */
import { DAY_MINUTES } from '../contract';

const DEVANAGARI = '०१२३४५६७८९';
const latin = (text: string) => text.replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d)));

/**
 * The minutes `text` says: 0 when empty, null when it is not hours (or over a day). `7`, `7.5`, `7,5`, `.25`,
 * `7:30`, `0:45` are; `7:75`, `-1`, `25` are not.
 */
export function parseHours(text: string): number | null {
  const value = latin(text.trim()).replace(',', '.');
  if (value === '') return 0;
  let minutes: number;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (/^(\d{1,2}(\.\d*)?|\.\d+)$/.test(value)) minutes = Math.round(Number(value) * 60);
  else return null;
  return minutes <= DAY_MINUTES ? minutes : null;
}

/** `7:30` for 450 minutes, `0:05` for 5, empty for none; `digits` writes them in the person's digits. */
export function hoursText(minutes: number, digits: (text: string) => string = (t) => t): string {
  if (!minutes) return '';
  return digits(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
}
