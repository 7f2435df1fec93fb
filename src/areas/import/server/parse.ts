/**
 * Reading an uploaded file into a header and rows of text (rules §17), within bounds checked before anything
 * is built (issue 37): at most MAX_IMPORT_COLUMNS columns, MAX_IMPORT_ROWS rows and MAX_IMPORT_CELLS cells,
 * whatever size the file declares. CSV (comma, semicolon or tab, with or without a byte-order mark, quoted
 * fields with newlines) through csv-parse, once its columns and cells are counted. XLSX (the first sheet) as a
 * stream: the zip's central directory names the parts, the few parts read are inflated by node's zlib counting
 * the bytes they really unpack to (a zip's declared sizes can lie), and their XML is scanned as it comes; rows
 * are built from the cells that exist, never from the sheet's declared dimension. Every cell becomes text
 * exactly as the file holds it: a formula's text is never run (its last result is taken), and an Excel date
 * becomes yyyy-mm-dd (a time alone hh:mm), whatever the format the sheet shows it in.
 */
import { posix } from 'node:path';
import { createInflateRaw } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { AppError, refuse } from '../../../server/http/errors.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_XLSX_PARTS,
  MAX_XLSX_UNPACKED,
} from '../schemas.js';

export interface Table {
  headers: string[];
  rows: string[][];
}

const XLSX_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

export async function readTable(fileName: string, bytes: Buffer): Promise<Table> {
  const isXlsx = bytes.subarray(0, 4).equals(XLSX_MAGIC);
  const named = /\.xlsx$/i.test(fileName) ? 'xlsx' : /\.(csv|txt)$/i.test(fileName) ? 'csv' : undefined;
  if (named !== (isXlsx ? 'xlsx' : 'csv')) throw refuse(400, 'import_bad_type');
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes);
  while (table.rows.length > 0 && table.rows.at(-1)!.every((cell) => cell === '')) table.rows.pop();
  if (table.rows.length === 0) throw refuse(400, 'import_empty');
  if (table.rows.length > MAX_IMPORT_ROWS) throw refuse(400, 'import_too_many_rows');
  return table;
}

/** The delimiter that splits the header line into the most columns (quotes aside). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Counts each record's columns and all the cells, quotes aside, before csv-parse builds a single one. */
function checkCsvSize(text: string, delimiter: string) {
  const comma = delimiter.charCodeAt(0);
  let columns = 1;
  let cells = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      quoted = !quoted;
      continue;
    }
    if (quoted || (c !== comma && c !== 10)) continue;
    if (c === 10) columns = 1;
    else if (++columns > MAX_IMPORT_COLUMNS) throw refuse(400, 'import_too_many_columns');
    if (++cells > MAX_IMPORT_CELLS) throw refuse(400, 'import_too_many_cells');
  }
}

function readCsv(bytes: Buffer): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(400, 'import_not_utf8');
  }
  if (text.includes('\u0000')) throw refuse(400, 'import_not_utf8');
  const delimiter = delimiterOf(text);
  checkCsvSize(text, delimiter);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch (error) {
    const reason = (error as Error).message.replace(/^Invalid\s+/i, '');
    throw refuse(400, 'import_bad_csv', { reason });
  }
  const [headers = [], ...rows] = records;
  if (headers.length < 2) throw refuse(400, 'import_one_column');
  return { headers, rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as text: yyyy-mm-dd, a time alone (Excel's day 0) hh:mm, both when it has both. */
function dateText(value: Date): string {
  const date = value.toISOString().slice(0, 10);
  const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  if (date === '1899-12-30') return time;
  return time === '00:00' ? date : `${date} ${time}`;
}

/** Excel counts days from 1899-12-30 (or 1904-01-01); as ExcelJS converts them. */
const excelDate = (days: number, from1904: boolean) =>
  new Date(Math.round((days - 25569 + (from1904 ? 1462 : 0)) * 86_400_000));

/** Whether a number format shows a date or time: built-in ids 14-22 and 45-47, or a code with y, m, d, h or s. */
function isDateFormat(id: number, codes: Map<number, string>) {
  const code = codes.get(id);
  if (code === undefined) return (id >= 14 && id <= 22) || (id >= 45 && id <= 47);
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

const notXlsx = () => refuse(400, 'import_bad_xlsx');

interface Part {
  method: number;
  start: number;
  end: number;
}

const END_OF_DIRECTORY = Buffer.from('PK\u0005\u0006', 'latin1');

/** The parts of a zip by name, from its central directory; what each unpacks to is counted, never taken from it. */
function partsOf(bytes: Buffer): Map<string, Part> {
  const end = bytes.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0) throw notXlsx();
  const count = bytes.readUInt16LE(end + 10);
  if (count > MAX_XLSX_PARTS) throw refuse(400, 'import_xlsx_parts');
  const parts = new Map<string, Part>();
  let at = bytes.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw notXlsx();
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    if (bytes.readUInt32LE(local) !== 0x04034b50) throw notXlsx();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    parts.set(bytes.toString('utf8', at + 46, at + 46 + nameLength), {
      method: bytes.readUInt16LE(at + 10),
      start,
      end: start + bytes.readUInt32LE(at + 20),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return parts;
}

/** A part's text as it unpacks, each chunk counted against what the workbook may unpack to in all. */
async function* unpack(bytes: Buffer, part: Part | undefined, budget: { left: number }) {
  if (!part) return;
  const data = bytes.subarray(part.start, part.end);
  if (part.method !== 0 && part.method !== 8) throw notXlsx();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const chunks = part.method === 0 ? [data] : createInflateRaw({ chunkSize: 64 * 1024 }).end(data);
  // Leaving the loop (a bound reached) destroys the inflating stream.
  for await (const chunk of chunks as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) throw refuse(400, 'import_xlsx_too_large');
    yield decoder.decode(chunk, { stream: true });
  }
}

interface Scan {
  open(name: string, attributes: string): void;
  close(name: string): void;
  text(raw: string): void;
}

/** What an unclosed tag or a value (Excel's 32,767 characters, escaped) may run to before the file is refused. */
const MAX_TAG = 64 * 1024;
const MAX_VALUE = 32_767 * 6;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The tags and text of XML arriving in pieces: the XML a workbook's parts are written in (no CDATA or DTD). */
async function scanXml(chunks: AsyncIterable<string>, scan: Scan) {
  let rest = '';
  for await (const chunk of chunks) {
    const text = rest + chunk;
    let at = 0;
    while (at < text.length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        scan.text(text.slice(at));
        at = text.length;
        break;
      }
      if (lt > at) scan.text(text.slice(at, lt));
      const gt = text.indexOf('>', lt);
      if (gt < 0) {
        at = lt;
        break;
      }
      const tag = text.slice(lt + 1, gt);
      at = gt + 1;
      if (tag[0] === '?' || tag[0] === '!') continue;
      if (tag[0] === '/') {
        scan.close(localName(tag.slice(1).trim()));
        continue;
      }
      const space = tag.search(/[\s/]/);
      const name = localName(space < 0 ? tag : tag.slice(0, space));
      scan.open(name, space < 0 ? '' : tag.slice(space));
      if (tag.endsWith('/')) scan.close(name);
    }
    rest = text.slice(at);
    if (rest.length > MAX_TAG) throw notXlsx();
  }
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (raw: string) =>
  raw.includes('&')
    ? raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) =>
        name[0] === '#'
          ? String.fromCodePoint(
              Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10),
            )
          : (entities[name] ?? whole),
      )
    : raw;

const attributePatterns = new Map<string, RegExp>();
function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const found = pattern.exec(attributes);
  return found ? decode(found[1] ?? found[2]!) : undefined;
}

const ignore = () => {};

/** A cell's place from its reference (B12): column and row, from 1. */
function placeOf(ref: string) {
  const found = /^([A-Z]{1,3})([0-9]{1,7})$/.exec(ref);
  if (!found) throw notXlsx();
  let column = 0;
  for (const letter of found[1]!) column = column * 26 + letter.charCodeAt(0) - 64;
  return { column, row: Number(found[2]) };
}

async function readXlsx(bytes: Buffer): Promise<Table> {
  try {
    return await readWorkbook(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notXlsx();
  }
}

async function readWorkbook(bytes: Buffer): Promise<Table> {
  const parts = partsOf(bytes);
  const budget = { left: MAX_XLSX_UNPACKED };
  const read = (name: string, scan: Partial<Scan>) =>
    scanXml(unpack(bytes, parts.get(name), budget), { open: ignore, close: ignore, text: ignore, ...scan });

  // The first sheet, and whether its dates count from 1904.
  let sheetId: string | undefined;
  let from1904 = false;
  await read('xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') from1904 = /^(1|true)$/.test(attribute(attributes, 'date1904') ?? '');
      else if (name === 'sheet') sheetId ??= attribute(attributes, 'r:id');
    },
  });
  let sheetPath = 'xl/worksheets/sheet1.xml';
  await read('xl/_rels/workbook.xml.rels', {
    open(name, attributes) {
      const target = attribute(attributes, 'Target');
      if (name !== 'Relationship' || !target || attribute(attributes, 'Id') !== sheetId) return;
      sheetPath = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
    },
  });

  // Which cell styles show a number as a date.
  const formats = new Map<number, string>();
  const dateStyles: boolean[] = [];
  let inCellStyles = false;
  await read('xl/styles.xml', {
    open(name, attributes) {
      const id = Number(attribute(attributes, 'numFmtId') ?? 0);
      if (name === 'numFmt') formats.set(id, attribute(attributes, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) dateStyles.push(isDateFormat(id, formats));
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });

  // The texts cells share; a phonetic guide (rPh) is not part of its text.
  const shared: string[] = [];
  let sharedLength = 0;
  let item: string | undefined;
  let inText = false;
  let inGuide = false;
  await read('xl/sharedStrings.xml', {
    open(name) {
      if (name === 'si') item = '';
      else if (name === 't') inText = !inGuide;
      else if (name === 'rPh') inGuide = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inGuide = false;
      else if (name === 'si' && item !== undefined) {
        const text = decode(item).trim();
        sharedLength += text.length;
        if (sharedLength > MAX_IMPORT_BYTES) throw refuse(400, 'import_xlsx_text');
        if (shared.length >= MAX_IMPORT_CELLS) throw refuse(400, 'import_too_many_cells');
        shared.push(text);
        item = undefined;
      }
    },
    text(raw) {
      if (item === undefined || !inText) return;
      item += raw;
      if (item.length > MAX_VALUE) throw notXlsx();
    },
  });

  const textOf = (type: string, style: number, raw: string) => {
    if (type === 's') return shared[Number(raw)] ?? '';
    if (type === 'e' || raw === '') return '';
    if (type === 'b') return raw === '1' ? 'true' : 'false';
    if (type === 'd' && !Number.isNaN(Date.parse(raw))) return dateText(new Date(raw));
    const number = Number(raw);
    if (type !== 'n' || !Number.isFinite(number)) return decode(raw).trim();
    return dateStyles[style] ? dateText(excelDate(number, from1904)) : String(number);
  };

  // Each cell's place is checked before its row grows to it; rows are only as long as their last cell.
  const table: string[][] = [];
  let spanned = 0;
  let textLength = 0;
  let row = 0;
  let column = 0;
  let cell: { type: string; style: number } | undefined;
  let value = '';
  let inValue = false;
  await read(sheetPath, {
    open(name, attributes) {
      if (name === 'row') {
        row = Number(attribute(attributes, 'r') ?? row + 1);
        column = 0;
      } else if (name === 'c') {
        const ref = attribute(attributes, 'r');
        ({ row, column } = ref ? placeOf(ref) : { row, column: column + 1 });
        if (column > MAX_IMPORT_COLUMNS) throw refuse(400, 'import_too_many_columns');
        if (!Number.isInteger(row) || row < 1) throw notXlsx();
        if (row > MAX_IMPORT_ROWS + 1) throw refuse(400, 'import_too_many_rows');
        cell = { type: attribute(attributes, 't') ?? 'n', style: Number(attribute(attributes, 's') ?? 0) };
        value = '';
      } else if (cell && (name === 'v' || name === 't')) inValue = true;
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'c' && cell) {
        const text = textOf(cell.type, cell.style, value);
        cell = undefined;
        if (text === '') return;
        // The text the rows will hold, however many cells share one text: what is stored, sealed, whole.
        textLength += text.length;
        if (textLength > MAX_IMPORT_BYTES) throw refuse(400, 'import_xlsx_text');
        table[row - 1] ??= [];
        const cells = table[row - 1]!;
        if (column > cells.length) {
          spanned += column - cells.length;
          if (spanned > MAX_IMPORT_CELLS) throw refuse(400, 'import_too_many_cells');
          while (cells.length < column) cells.push('');
        }
        cells[column - 1] = text;
      }
    },
    text(raw) {
      if (!cell || !inValue) return;
      value += raw;
      if (value.length > MAX_VALUE) throw notXlsx();
    },
  });
  const [headers = [], ...rows] = Array.from(table, (cells) => cells ?? []);
  const width = rows.reduce((most, cells) => Math.max(most, cells.length), headers.length);
  while (headers.length < width) headers.push('');
  return { headers, rows };
}
