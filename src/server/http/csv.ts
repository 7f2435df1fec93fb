/**
 * CSV (RFC 4180) for every export. A cell that a spreadsheet would read as a formula (starting with = + - @,
 * or a tab or carriage return that hides one) gets a leading apostrophe, so opening an export can never run
 * what someone typed into a name or designation.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Numbers are ours (salary), never formulas; a negative one would still be a number, not an expression.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
