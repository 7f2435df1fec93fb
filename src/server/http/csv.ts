/**
 * CSV (RFC 4180) for every export. A cell that a spreadsheet would read as a formula (starting with = + - @,
 * or a tab or carriage return that hides one) gets a leading apostrophe, so opening an export can never run
 * what someone typed into a name or designation.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Numbers are ours (salary), never formulas; a negative one would still be a number, not an expression.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

type Cells = (string | number | null | undefined)[];

/**
 * A whole CSV file, streamed in chunks: a byte-order mark (so spreadsheets read Nepali and other names as
 * UTF-8), the header, then a row per item.
 */
export async function* csvFile(header: readonly string[], rows: Iterable<Cells> | AsyncIterable<Cells>) {
  let chunk = `\uFEFF${csvRow([...header])}`;
  for await (const row of rows) {
    chunk += csvRow(row);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/**
 * Sends a CSV file as a download named `filename`, never cached (it holds people's data). The first chunk is read
 * before any header says CSV: a query that fails (a filter the database refuses) answers as an error in JSON.
 */
export async function sendCsv(reply: FastifyReply, filename: string, file: AsyncIterable<string>) {
  const chunks = file[Symbol.asyncIterator]();
  const first = await chunks.next();
  async function* all() {
    for (let next = first; !next.done; next = await chunks.next()) yield next.value;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(all()));
}
