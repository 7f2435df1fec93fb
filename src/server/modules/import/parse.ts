/**
 * Reading an uploaded file into a header and rows of text (rules §17): CSV (comma, semicolon or tab, with or
 * without a byte-order mark, quoted fields with newlines) through csv-parse, XLSX (the first sheet) through
 * ExcelJS. Every cell becomes text exactly as the file holds it: a formula's text is never run, and an Excel
 * date becomes yyyy-mm-dd (a time alone hh:mm), whatever the format the sheet shows it in.
 */
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { fill } from '../../../shared/i18n/index.js';
import { MAX_IMPORT_ROWS, importMessages as say } from '../../../shared/imports.js';
import { badRequest } from '../../http/errors.js';

export interface Table {
  headers: string[];
  rows: string[][];
}

const XLSX_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

export async function readTable(fileName: string, bytes: Buffer): Promise<Table> {
  const isXlsx = bytes.subarray(0, 4).equals(XLSX_MAGIC);
  const named = /\.xlsx$/i.test(fileName) ? 'xlsx' : /\.(csv|txt)$/i.test(fileName) ? 'csv' : undefined;
  if (named !== (isXlsx ? 'xlsx' : 'csv')) throw badRequest(say.badType);
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes);
  while (table.rows.length > 0 && table.rows.at(-1)!.every((cell) => cell === '')) table.rows.pop();
  if (table.rows.length === 0) throw badRequest(say.empty);
  if (table.rows.length > MAX_IMPORT_ROWS) throw badRequest(say.tooManyRows);
  return table;
}

/** The delimiter that splits the header line into the most columns (quotes aside). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Buffer): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(say.notText);
  }
  if (text.includes('\u0000')) throw badRequest(say.notText);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    });
  } catch (error) {
    const reason = (error as Error).message.replace(/^Invalid\s+/i, '');
    throw badRequest(fill(say.badCsv, { reason }));
  }
  const [headers = [], ...rows] = records;
  if (headers.length < 2) throw badRequest(say.oneColumn);
  return { headers, rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text: dates as yyyy-mm-dd (times alone as hh:mm), a formula as its last result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = value.toISOString().slice(0, 10);
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    if (date === '1899-12-30') return time;
    return time === '00:00' ? date : `${date} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

async function readXlsx(bytes: Buffer): Promise<Table> {
  // Loaded on the first workbook, not at start: ExcelJS is some 30 MB of memory.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(say.badXlsx);
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.rowCount > MAX_IMPORT_ROWS + 1) throw badRequest(sheet ? say.tooManyRows : say.empty);
  const width = sheet.columnCount;
  const table: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    table.push(Array.from({ length: width }, (_, c) => cellText(row.getCell(c + 1).value)));
  }
  const [headers = [], ...rows] = table;
  return { headers, rows };
}
