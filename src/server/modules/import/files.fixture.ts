/** Files and calls the import tests share: a valid employees row, CSV text, uploading and importing. */
import { expect } from 'vitest';
import { callerOf, type Harness } from '../../test/harness.js';
import { settleQueuedJobs } from '../../test/jobs.js';

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

/** CSV text of a header and rows, quoting as a spreadsheet would. */
export const csv = (rows: string[][], delimiter = ',', header = HEADER.split(',')) =>
  [header, ...rows]
    .map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(delimiter))
    .join('\r\n');

export const defaultOptions = { dateFormat: 'iso', update: false, allOrNothing: false };

export function importer(h: Harness) {
  const call = callerOf(h);

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
    // Other files' e-mails waiting in a shared database are not this test's to send.
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
