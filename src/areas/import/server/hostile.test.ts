import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { actorOf, setupHarness } from '../../../server/test/harness.js';
import { csv, HEADER, importer, partOf, workbookOf, zipBomb } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const { upload } = importer(h);
const MB = 1024 * 1024;

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void) {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('People'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('hostile files are refused with the limit they break, and the server stays up', () => {
  it('a 6 KB workbook declaring 50,000 rows × 16,384 columns', async () => {
    const hr = await actorOf(h, 'hr');
    const bytes = await workbook((sheet) => {
      sheet.getCell('A1').value = 'Employee ID';
      sheet.getCell('B1').value = 'First name';
      sheet.getCell('XFD50000').value = 'x';
    });
    const before = process.memoryUsage().rss;
    const res = await upload(hr.headers, 'employees', 'wide.xlsx', bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'import_too_many_columns',
      message: 'The file has more than 200 columns. Keep only the columns to import.',
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('three zip bombs at once (1.5 MB unpacking to 1.5 GB each) queue; health answers meanwhile', async () => {
    const hr = await actorOf(h, 'hr');
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    const before = process.memoryUsage().rss;
    const order: string[] = [];
    const bombs = [1, 2, 3].map((n) =>
      upload(hr.headers, 'employees', `bomb${n}.xlsx`, bomb).then((res) => {
        order.push('upload');
        return res;
      }),
    );
    const health = h.app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
      order.push('health');
      return res;
    });
    expect((await health).statusCode).toBe(200);
    for (const res of await Promise.all(bombs)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'import_xlsx_too_large',
        message: 'The workbook unpacks to more than 200 MB. Split it into smaller files.',
      });
    }
    expect(order[0]).toBe('health');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('more files at once than wait in line: the others are told to try again', async () => {
    const hr = await actorOf(h, 'hr');
    const bomb = zipBomb();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, n) => upload(hr.headers, 'employees', `bomb${n}.xlsx`, bomb)),
    );
    const busy = replies.filter((res) => res.statusCode === 503);
    expect(busy).toHaveLength(2);
    expect(busy[0]!.json()).toMatchObject({
      code: 'import_busy',
      message: 'Other files are being read. Try again in a minute.',
    });
    expect(busy[0]!.headers['retry-after']).toBe('60');
  });

  it('a CSV of 100,000 columns is refused, not echoed back', async () => {
    const hr = await actorOf(h, 'hr');
    const header = Array.from({ length: 100_000 }, (_, i) => `c${i}`);
    const res = await upload(hr.headers, 'employees', 'wide.csv', Buffer.from(csv([header], ',', header)));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('import_too_many_columns');
    expect(res.body.length).toBeLessThan(1000);
  });

  it('a CSV spanning more than 2,000,000 cells is refused before it is parsed', async () => {
    const hr = await actorOf(h, 'hr');
    // 50,000 rows of 41 cells, most of them empty: within the rows and columns allowed, and under 10 MB.
    const bytes = Buffer.from(`${'a,'.repeat(40)}a\n${`x${','.repeat(40)}\n`.repeat(50_000)}`);
    const res = await upload(hr.headers, 'employees', 'cells.csv', bytes);
    expect(res.json()).toMatchObject({
      code: 'import_too_many_cells',
      message: 'The file has more than 2000000 cells. Split it into smaller files.',
    });
  });

  it('a workbook with a cell below row 50,001 is refused as too many rows', async () => {
    const hr = await actorOf(h, 'hr');
    const bytes = await workbook((sheet) => {
      sheet.getCell('A1').value = 'Employee ID';
      sheet.getCell('B1').value = 'First name';
      sheet.getCell('A1048576').value = 'x';
    });
    const res = await upload(hr.headers, 'employees', 'tall.xlsx', bytes);
    expect(res.json()).toMatchObject({ code: 'import_too_many_rows' });
  });

  it('a workbook of more than 1,000 parts, or of more than 10 MB of text', async () => {
    const hr = await actorOf(h, 'hr');
    const sheet = partOf(
      'xl/worksheets/sheet1.xml',
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>0</v></c></row></sheetData></worksheet>',
    );
    const many = workbookOf([sheet, ...Array.from({ length: 1000 }, (_, n) => partOf(`x/${n}.xml`, '<x/>'))]);
    const parts = await upload(hr.headers, 'employees', 'parts.xlsx', many);
    expect(parts.json()).toMatchObject({
      code: 'import_xlsx_parts',
      message: 'The workbook has more than 1000 parts. Save the sheet to import in a workbook of its own.',
    });
    const texts = `<sst>${`<si><t>${'a'.repeat(30_000)}</t></si>`.repeat(400)}</sst>`;
    const wordy = workbookOf([sheet, partOf('xl/sharedStrings.xml', texts)]);
    expect(wordy.length).toBeLessThan(100_000);
    const text = await upload(hr.headers, 'employees', 'text.xlsx', wordy);
    expect(text.json()).toMatchObject({
      code: 'import_xlsx_text',
      message: 'The workbook holds more than 10 MB of text. Split it into smaller files.',
    });
  });

  it('a workbook whose cells share one text past 10 MB in all is refused, not stored', async () => {
    const hr = await actorOf(h, 'hr');
    const row = (r: number) =>
      `<row r="${r}">${Array.from({ length: 10 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
    const sheet = partOf(
      'xl/worksheets/sheet1.xml',
      `<worksheet><sheetData>${Array.from({ length: 20_000 }, (_, r) => row(r + 1)).join('')}</sheetData></worksheet>`,
    );
    // 200,000 cells of one 100-character text: 20 MB of rows from a text stored once.
    const shared = partOf('xl/sharedStrings.xml', `<sst><si><t>${'a'.repeat(100)}</t></si></sst>`);
    const res = await upload(hr.headers, 'employees', 'shared.xlsx', workbookOf([sheet, shared]));
    expect(res.json()).toMatchObject({ code: 'import_xlsx_text' });
  });

  it('a CSV that quotes every field counts its cells as one that does not', async () => {
    const hr = await actorOf(h, 'hr');
    // 50,000 rows × 14 quoted fields: 700,000 cells, well within the 2,000,000.
    const line = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    const header = line(Array.from({ length: 14 }, (_, c) => `Column ${c + 1}`));
    const rows = Array.from({ length: 50_000 }, (_, r) =>
      line(Array.from({ length: 14 }, (_, c) => `${r}-${c}`)),
    );
    const res = await upload(
      hr.headers,
      'employees',
      'quoted.csv',
      Buffer.from([header, ...rows].join('\n')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rowCount).toBe(50_000);
  });

  it('entities a DOCTYPE declares are never expanded (billion laughs, a file), and a tag or comment cannot grow unread', async () => {
    const hr = await actorOf(h, 'hr');
    const laughs = Array.from({ length: 9 }, (_, n) => `<!ENTITY l${n + 1} "${`&l${n};`.repeat(10)}">`);
    const doctype = `<!DOCTYPE worksheet [<!ENTITY l0 "lol">${laughs.join('')}<!ENTITY x SYSTEM "file:///etc/passwd">]>`;
    const sheet = (cell: string, before = '') =>
      workbookOf([
        partOf(
          'xl/worksheets/sheet1.xml',
          `<?xml version="1.0"?>${before}<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${cell}</t></is></c><c r="B1" t="inlineStr"><is><t>b</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`,
        ),
      ]);
    const before = process.memoryUsage().rss;
    for (const cell of ['&l9;', '&x;']) {
      const res = await upload(hr.headers, 'employees', 'laughs.xlsx', sheet(cell, doctype));
      // Read as the text it is, never expanded.
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.headers).toEqual([cell, 'b']);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    const comment = await upload(
      hr.headers,
      'employees',
      'comment.xlsx',
      sheet('a', `<!--${' '.repeat(MB)}-->`),
    );
    expect(comment.json()).toMatchObject({ message: 'The file could not be read as an Excel workbook.' });
  });
});

describe('workbooks read as before', () => {
  it('shared and rich text, a formula’s result, booleans, dates, times and gaps become text as the sheet shows it', async () => {
    const hr = await actorOf(h, 'hr');
    const bytes = await workbook((sheet) => {
      sheet.addRow(HEADER.split(',').slice(0, 4));
      sheet.addRow([
        ' Sita ',
        { richText: [{ text: 'Sh' }, { text: 'arma', font: { bold: true } }] },
        { formula: 'A2&"x"', result: 'Sitax' },
        true,
      ]);
      const dated = sheet.addRow([new Date(Date.UTC(2024, 0, 15)), 45306, 1.5, null]);
      dated.getCell(6).value = 'F & <G>';
      const time = sheet.getCell('C3');
      time.value = new Date(Date.UTC(1899, 11, 30, 9, 30));
      time.numFmt = 'hh:mm';
      sheet.getCell('B4').value = 'वडा ४';
    });
    const res = await upload(hr.headers, 'employees', 'kinds.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const { headers, sample, rowCount } = res.json().data;
    expect(headers).toEqual(['Employee ID', 'First name', 'Last name', 'Email', '', '']);
    expect(rowCount).toBe(3);
    // Rows end at their last cell (the old reader padded them to the sheet's width).
    const cells = sample.map((r: string[]) => r.slice(0, r.findLastIndex((c) => c !== '') + 1));
    expect(cells).toEqual([
      ['Sita', 'Sharma', 'Sitax', 'true'],
      ['2024-01-15', '45306', '09:30', '', '', 'F & <G>'],
      ['', 'वडा ४'],
    ]);
  });
});
