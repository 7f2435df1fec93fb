/**
 * A row's cells as the values its fields take (rules §17): trimmed text, dates in the format hr chose (an
 * Excel serial number or a date cell always reads as the date it is), times, numbers, money, and an enumeration's
 * value from its own spelling in any case. Devanagari digits read as digits.
 */
import { fromBs } from '../../../shared/bs.js';
import { inEnglish, type Refusal, refusal } from '../../../shared/i18n/errors.js';
import { hasCents, minorOf } from '../../../shared/payroll-run.js';
import type { DateFormat, RowError } from '../schemas.js';

/** How much of a refused cell or a person's name a row's problem repeats. */
const MAX_SHOWN = 80;
const DEVANAGARI_ZERO = 0x0966;
export const asciiDigits = (text: string) =>
  text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

/** The problem a cell has, named by field, or the value read. */
export class RowReader {
  readonly errors: RowError[] = [];
  constructor(
    readonly row: number,
    private readonly cells: string[],
    private readonly mapping: Record<string, number>,
  ) {}

  has(field: string) {
    return this.mapping[field] !== undefined;
  }

  text(field: string): string {
    const column = this.mapping[field];
    return column === undefined ? '' : (this.cells[column] ?? '').trim();
  }

  fail(field: string | null, why: Refusal) {
    const value = field ? this.text(field).slice(0, MAX_SHOWN) : '';
    const person = this.person();
    this.errors.push({
      row: this.row,
      field,
      ...why,
      message: inEnglish(why),
      ...(person && { person }),
      ...(value && { value }),
    });
    return undefined;
  }

  /** Whose row this is: the name in it, else its e-mail, else its employee ID. */
  person(): string {
    const name = [this.text('firstName'), this.text('lastName')].filter(Boolean).join(' ');
    return (name || this.text('email') || this.text('employeeId')).replace(/\s+/g, ' ').slice(0, MAX_SHOWN);
  }

  date(field: string, label: string, format: DateFormat): string | undefined {
    const text = asciiDigits(this.text(field));
    if (text === '') return undefined;
    const found = readDate(text, format);
    return (
      found ?? this.fail(field, refusal('import_bad_date', { field: label, format: formatNames[format] }))
    );
  }

  /** Minutes after midnight. */
  time(field: string, label: string): number | undefined {
    const text = asciiDigits(this.text(field));
    if (text === '') return undefined;
    const found = /^(?:\d{4}-\d{2}-\d{2}[ T])?(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text);
    let hours = Number(found?.[1]);
    const minutes = Number(found?.[2]);
    if (found?.[3]) hours = (hours % 12) + (/^p/i.test(found[3]) ? 12 : 0);
    if (!found || hours > 23 || minutes > 59)
      return this.fail(field, refusal('import_bad_time', { field: label }));
    return hours * 60 + minutes;
  }

  number(field: string, label: string): number | undefined {
    const text = asciiDigits(this.text(field)).replaceAll(',', '');
    if (text === '') return undefined;
    const value = Number(text);
    return Number.isFinite(value) ? value : this.fail(field, refusal('field_number', { field: label }));
  }

  /** An amount of money, at least 0, in minor units (three decimals refused, never rounded); blank is `blank`. */
  money(field: string, label: string, blank?: number): number | undefined {
    if (this.text(field) === '' && blank !== undefined) return blank;
    const value = this.number(field, label);
    if (value === undefined)
      return this.errors.some((e) => e.field === field)
        ? undefined
        : this.fail(field, refusal('field_required', { field: label }));
    if (value >= 0 && value <= 1e13 && hasCents(value)) return minorOf(value);
    return this.fail(field, refusal('import_money', { field: label }));
  }

  /** The enumeration's own value when the cell spells it in any case or spacing; else the cell as it is. */
  choice<T extends string>(field: string, values: readonly T[]): string {
    const text = this.text(field);
    const squashed = squash(text);
    return values.find((v) => squash(v) === squashed) ?? text;
  }
}

const squash = (text: string) => text.toLowerCase().replace(/[\s\-_]+/g, '');

const formatNames: Record<DateFormat, string> = {
  iso: 'yyyy-mm-dd',
  dmy: 'dd/mm/yyyy',
  bs: 'yyyy-mm-dd, BS',
};

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const pad = (n: number) => String(n).padStart(2, '0');

function gregorian(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  const ok = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return ok && year >= 1900 && year <= 2999 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A date as yyyy-mm-dd, or null when the text is not one in this format. */
export function readDate(text: string, format: DateFormat): string | null {
  // An Excel serial day (10000 is 1927): what a sheet holds when the cell is not formatted as a date.
  if (/^\d{5}(\.\d+)?$/.test(text))
    return new Date(EXCEL_EPOCH + Math.floor(Number(text)) * 86_400_000).toISOString().slice(0, 10);
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}.*)?$/.exec(text);
  if (format === 'bs') {
    if (!ymd) return null;
    return fromBs({ year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]) }) ?? null;
  }
  if (ymd) return gregorian(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (format === 'dmy' && dmy) return gregorian(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return null;
}
