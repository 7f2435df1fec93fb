/** Files and calls the import tests share: a valid employees row, CSV text, uploading and importing. */
import { constants, deflateRawSync } from 'node:zlib';
import { beforeAll, expect } from 'vitest';
import { callerOf, type Harness } from '../../../server/test/harness.js';
import { settleQueuedJobs } from '../../../server/test/jobs.js';
import { addTestListValues } from '../../../server/test/org-lists.js';

export const HEADER =
  'Employee ID,First name,Last name,Email,Contact number,Address,Designation,Department,Salary,Bank account,Tax ID,SSN,Emergency contact name,Emergency contact relationship,Emergency contact number,Reports to,Date of joining';

/** A valid employees row; `over` replaces cells by header. */
export function row(u: string, n: number, over: Record<string, string> = {}) {
  const cells: Record<string, string> = {
    'Employee ID': `IMP-${u}-${n}`,
    'First name': `First${n}`,
    'Last name': `Last${n}`,
    Email: `imp-${u}-${n}@test.example`,
    'Contact number': '9841000000',
    Address: 'Kathmandu',
    Designation: 'Accountant',
    Department: 'Finance',
    Salary: '50000',
    'Bank account': `ACC${n}`,
    'Tax ID': `TAX${n}`,
    SSN: `SSN${n}`,
    'Emergency contact name': 'Ram',
    'Emergency contact relationship': 'Father',
    'Emergency contact number': '9841000001',
    'Reports to': '',
    'Date of joining': '2024-01-15',
    ...over,
  };
  return HEADER.split(',').map((hd) => cells[hd] ?? '');
}

/**
 * The columns of a Nepali company's staff list (issue 40): no SSN or tax id column, but PAN, SSF and citizenship
 * numbers, the citizenship's district and the NIN, the position and the day each person joined.
 */
export const nepaliStaffHeader = [
  'Employee ID',
  'First name',
  'Last name',
  'Email',
  'Contact number',
  'Address',
  'Designation',
  'Position',
  'Department',
  'Date of joining',
  'Salary',
  'Bank account',
  'PAN',
  'SSF number',
  'Citizenship number',
  'Citizenship district',
  'NIN',
  'Emergency contact name',
  'Emergency contact relationship',
  'Emergency contact number',
] as const;

/** Cells of a Nepali staff list's row by column. */
export type NepaliStaffCells = Partial<Record<(typeof nepaliStaffHeader)[number], string>>;

/** A row of a Nepali staff list from its cells by column; a column not given is empty. */
export const nepaliStaffRow = (cells: NepaliStaffCells) =>
  nepaliStaffHeader.map((column) => cells[column] ?? '');

/** CSV text of a header and rows, quoting as a spreadsheet would. */
export const csv = (rows: string[][], delimiter = ',', header: readonly string[] = HEADER.split(',')) =>
  [header, ...rows]
    .map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(delimiter))
    .join('\r\n');

export const defaultOptions = { dateFormat: 'iso', update: false, allOrNothing: false, createMissing: false };

/** The import calls as `h`'s callers; the departments and designations `row` names are the organisation's. */
export function importer(h: Harness) {
  const call = callerOf(h);
  beforeAll(() => addTestListValues(h.database.db));

  async function upload(headers: Record<string, string>, kind: string, name: string, bytes: Buffer) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return h.app.inject({
      method: 'POST',
      url: '/api/employee/uploadimport',
      headers: { ...headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  /** Uploads, checks, imports with the suggested mapping and runs the job; returns the finished import. */
  async function importFile(
    headers: Record<string, string>,
    kind: string,
    name: string,
    bytes: Buffer,
    opts: Partial<typeof defaultOptions> = {},
  ) {
    const up = await upload(headers, kind, name, bytes);
    expect(up.statusCode, up.body).toBe(200);
    const { id, mapping } = up.json().data;
    const body = { import_id: id, mapping, options: { ...defaultOptions, ...opts } };
    const preview = await call('previewimport', headers, body);
    expect(preview.statusCode, preview.body).toBe(200);
    // E-mails earlier tests left waiting are not this test's to send.
    await settleQueuedJobs(h.database.db, [], ['email', 'digest']);
    const started = await call('startimport', headers, body);
    expect(started.statusCode, started.body).toBe(200);
    await h.app.jobs.runDue();
    const done = await call('getimport', headers, { import_id: id });
    expect(done.statusCode, done.body).toBe(200);
    return { id, preview: preview.json().data, data: done.json().data };
  }

  return { call, upload, importFile };
}

/**
 * A .zip of the given parts, each already deflated (raw) and declaring its unpacked size, so a test can hold a
 * part that unpacks to gigabytes. No checksums: readers do not check them.
 */
export function zipOf(parts: { name: string; deflated: Buffer; size: number }[]) {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, size } of parts) {
    const file = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(deflated.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(file.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(deflated.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(file.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(head, file, deflated);
    central.push(entry, file);
    offset += head.length + file.length + deflated.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    central.reduce((sum, b) => sum + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}

const piece = (text: string | Buffer, last = false) =>
  deflateRawSync(text, last ? {} : { finishFlush: constants.Z_SYNC_FLUSH });
/** A part of a zip holding this XML. */
export const partOf = (name: string, xml: string) => ({ name, deflated: piece(xml, true), size: xml.length });

/** A workbook of the given parts: the first sheet is xl/worksheets/sheet1.xml. */
export function workbookOf(parts: { name: string; deflated: Buffer; size: number }[]) {
  return zipOf([
    partOf(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    partOf(
      '_rels/.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    partOf(
      'xl/workbook.xml',
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    partOf(
      'xl/_rels/workbook.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    ...parts,
  ]);
}

/**
 * A 1.5 MB workbook whose sheet unpacks to 1.5 GB of blanks. Deflated pieces that end on a sync flush can be
 * joined: the blank megabytes are deflated once and repeated.
 */
export function zipBomb() {
  const blank = 16 * 1024 * 1024;
  const blanks = piece(Buffer.alloc(blank, ' '));
  const [open, close] = ['<worksheet><sheetData>', '</sheetData></worksheet>'];
  const sheet = Buffer.concat([piece(open), ...Array.from({ length: 96 }, () => blanks), piece(close, true)]);
  const size = open.length + 96 * blank + close.length;
  return workbookOf([{ name: 'xl/worksheets/sheet1.xml', deflated: sheet, size }]);
}
