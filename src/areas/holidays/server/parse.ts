/**
 * A year's holidays from a file: iCalendar (parsed by ical.js, a real parser: folded lines, escapes, all-day and
 * timed events, several days) or CSV (csv-parse: `date,name,tags,applies`, a header row first). The file's size
 * is checked by the call's schema before anything parses it; the rows are counted before they are read.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { refuse } from '../../../server/http/errors.js';
import { addDays, dayNumber, laterDate } from '../../../shared/calendar.js';
import {
  HOLIDAY_FILE_MAX_ROWS,
  type HolidayGender,
  type HolidayTag,
  holidayGenders,
  holidayTags,
} from '../schemas.js';

export interface ParsedHoliday {
  date: string;
  name: string;
  tags: HolidayTag[];
  gender: HolidayGender | null;
  branches: string[];
}

/** An event longer than this many days is not a holiday list's row. */
const MAX_EVENT_DAYS = 31;

const tooMany = () =>
  refuse(400, 'holiday_file_too_many', { max: HOLIDAY_FILE_MAX_ROWS }, { field: 'content' });
const unreadable = (format: 'csv' | 'ics') =>
  refuse(400, 'holiday_file_unreadable', { format: format.toUpperCase() }, { field: 'content' });
const badRow = (line: number, column: string) =>
  refuse(400, 'holiday_file_row', { line, column }, { field: 'content' });

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && addDays(s, 0) === s;

/** Tags written in a cell or CATEGORIES: known ones kept (women only in either spelling), others ignored. */
function tagsOf(words: string[]): HolidayTag[] {
  const tags = new Set<HolidayTag>();
  for (const word of words) {
    const w = word
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    if ((holidayTags as readonly string[]).includes(w)) tags.add(w as HolidayTag);
  }
  return [...tags];
}

/**
 * Whom a CSV row applies to: empty or `everyone`; a gender (`female`, `women`, `male`, `men`, `other`); or
 * `branch:` and branch names separated by `;` or `|`. Undefined when the cell is none of these.
 */
function appliesOf(cell: string): { gender: HolidayGender | null; branches: string[] } | undefined {
  const value = cell.trim();
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'everyone' || lower === 'all') return { gender: null, branches: [] };
  const gender = ({ women: 'female', men: 'male' } as Record<string, string>)[lower] ?? lower;
  if ((holidayGenders as readonly string[]).includes(gender))
    return { gender: gender as HolidayGender, branches: [] };
  if (lower.startsWith('branch:')) {
    const branches = value
      .slice('branch:'.length)
      .split(/[;|]/)
      .map((b) => b.trim())
      .filter(Boolean);
    if (branches.length > 0 && branches.every((b) => b.length <= 100)) return { gender: null, branches };
  }
  return undefined;
}

/** A women-only tag means the holiday is for women; a holiday for women carries the tag. */
function settled(h: ParsedHoliday): ParsedHoliday {
  if (h.tags.includes('women_only') && h.gender === null) return { ...h, gender: 'female' };
  if (h.gender === 'female' && !h.tags.includes('women_only'))
    return { ...h, tags: [...h.tags, 'women_only'] };
  return h;
}

export function parseHolidayCsv(content: string): ParsedHoliday[] {
  // Counted before csv-parse builds anything: a line a row, the header aside.
  if (content.split('\n').length - 1 > HOLIDAY_FILE_MAX_ROWS + 1) throw tooMany();
  let records: string[][];
  try {
    records = parseCsv(content.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw unreadable('csv');
  }
  const [header, ...rows] = records;
  if (header?.[0]?.toLowerCase() !== 'date' || header[1]?.toLowerCase() !== 'name') throw unreadable('csv');
  if (rows.length > HOLIDAY_FILE_MAX_ROWS) throw tooMany();
  return rows.map((cells, i) => {
    const line = i + 2;
    const [date = '', name = '', tags = '', applies = ''] = cells;
    if (!isDate(date)) throw badRow(line, 'date');
    if (name.length < 1 || name.length > 100) throw badRow(line, 'name');
    const whom = appliesOf(applies);
    if (!whom) throw badRow(line, 'applies');
    return settled({ date, name, tags: tagsOf(tags.split(/[;|,]/)), ...whom });
  });
}

export function parseHolidayIcs(content: string): ParsedHoliday[] {
  // Counted before ical.js builds anything: an event starts each BEGIN:VEVENT.
  if ((content.match(/BEGIN:VEVENT/gi)?.length ?? 0) > HOLIDAY_FILE_MAX_ROWS) throw tooMany();
  let events: ICAL.Event[];
  try {
    const calendar = new ICAL.Component(ICAL.parse(content));
    if (calendar.name !== 'vcalendar') throw new Error('not a calendar');
    events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  } catch {
    throw unreadable('ics');
  }
  const holidays: ParsedHoliday[] = [];
  for (const [i, event] of events.entries()) {
    const line = i + 1;
    const start = event.startDate;
    if (!start) throw badRow(line, 'DTSTART');
    const name = (event.summary ?? '').trim();
    if (name.length < 1 || name.length > 100) throw badRow(line, 'SUMMARY');
    const first = isoOf(start);
    if (!isDate(first)) throw badRow(line, 'DTSTART');
    // An all-day event ends the day after its last (DTEND is exclusive); a timed one on the day it ends.
    const end = event.endDate ? isoOf(event.endDate) : first;
    const last = event.endDate && start.isDate && end > first ? addDays(end, -1) : laterDate(end, first);
    if (dayNumber(last) - dayNumber(first) >= MAX_EVENT_DAYS) throw badRow(line, 'DTEND');
    const categories = event.component
      .getAllProperties('categories')
      .flatMap((p) => p.getValues().map(String));
    const tags = tagsOf(categories);
    for (let d = first; d <= last; d = addDays(d, 1)) {
      holidays.push(settled({ date: d, name, tags, gender: null, branches: [] }));
      if (holidays.length > HOLIDAY_FILE_MAX_ROWS) throw tooMany();
    }
  }
  return holidays;
}

/** The calendar date an iCalendar time names (a floating or zoned time: its own date, as written). */
function isoOf(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}
