/** The XLSX writer (bank files, issue 41), read back by another library: what a spreadsheet would open. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from './xlsx.js';

const read = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};

describe('an XLSX file', () => {
  it('keeps text as text, leading zeros and all, and money as a number with two decimals', async () => {
    const sheet = await read(xlsxFile('2083-07', [['0012345', { money: 1234.5 }, 'a < b & "c"']]));
    expect(sheet.getCell('A1').value).toBe('0012345');
    expect(sheet.getCell('B1').value).toBe(1234.5);
    expect(sheet.getCell('B1').numFmt).toBe('0.00');
    expect(sheet.getCell('C1').value).toBe('a < b & "c"');
  });

  it('opens whatever the sheet is called: the characters a spreadsheet refuses in its name are left out', async () => {
    const sheet = await read(xlsxFile('Payroll 2083/07: [Nabil]? *all*', [['x']]));
    expect(sheet.name).toBe('Payroll 2083 07   Nabil    all ');
  });
});
