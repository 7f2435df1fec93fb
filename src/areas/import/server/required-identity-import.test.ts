/**
 * An employees import when the organisation requires identity numbers (issue 40, decision 006): the mapping needs
 * their columns, and a row without one is refused naming the field; the other rows are imported.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness, unique } from '../../../server/test/harness.js';
import {
  csv,
  defaultOptions,
  importer,
  type NepaliStaffCells,
  nepaliStaffHeader,
  nepaliStaffRow,
} from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const call = callerOf(h);
const { upload, importFile } = importer(h);

/** A person of a Nepali staff list, by employee ID; `cells` adds to or replaces theirs. */
const person = (code: string, n: number, cells: NepaliStaffCells) =>
  nepaliStaffRow({
    'Employee ID': code,
    'First name': 'Sita',
    'Last name': `Sharma ${n}`,
    Email: `${code.toLowerCase()}@test.example`,
    'Contact number': '9841000000',
    Address: 'Lalitpur',
    Designation: 'Accountant',
    Department: 'Finance',
    'Bank account': `0${n}1234567`,
    'Emergency contact name': 'Ram',
    'Emergency contact relationship': 'Father',
    'Emergency contact number': '9841000001',
    ...cells,
  });

describe('an employees import with required identity numbers', () => {
  let hr: Awaited<ReturnType<typeof actorOf>>;
  beforeAll(async () => {
    hr = await actorOf(h, 'hr');
    const res = await call('updatesettings', hr.headers, { requiredIdentity: ['pan', 'nin'] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an import row without a required number, naming the field, and marks the mapping', async () => {
    const u = unique();
    const line = (n: number, pan: string, nin: string) =>
      person(`REQ-${u}-${n}`, n, { Salary: '50000', PAN: pan, NIN: nin });
    const up = await upload(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(
        csv([line(1, '301234561', '1234567891'), line(2, '', '1234567892')], ',', nepaliStaffHeader),
      ),
    );
    expect(up.statusCode, up.body).toBe(200);
    const { id, mapping } = up.json().data;
    const options = defaultOptions;
    const { nin: _, ...withoutNin } = mapping;
    const unmapped = await call('previewimport', hr.headers, { import_id: id, mapping: withoutNin, options });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json()).toMatchObject({ code: 'import_unmapped', params: { fields: 'NIN' } });

    const preview = await call('previewimport', hr.headers, { import_id: id, mapping, options });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ created: 1, failed: 1 });
    expect(preview.json().data.errors).toEqual([
      expect.objectContaining({
        row: 3,
        field: 'pan',
        code: 'identity_required',
        message: 'PAN is required: the organisation asks every employee for it',
      }),
    ]);
  });

  it('updates people added before a number was required, asking for it only when a row gives identity numbers', async () => {
    const u = unique();
    const line = (n: number, salary: string, ids: { pan?: string; nin?: string; ssf?: string } = {}) =>
      person(`UPD-${u}-${n}`, n, { Salary: salary, PAN: ids.pan, NIN: ids.nin, 'SSF number': ids.ssf });
    // Three people added while nothing was required: the first with no numbers, the second with a PAN and a NIN.
    expect((await call('updatesettings', hr.headers, { requiredIdentity: [] })).statusCode).toBe(200);
    const before = await importFile(
      hr.headers,
      'employees',
      'before.csv',
      Buffer.from(
        csv(
          [line(1, '50000'), line(2, '50000', { pan: '301234562', nin: '1234567892' }), line(3, '50000')],
          ',',
          nepaliStaffHeader,
        ),
      ),
    );
    expect(before.preview).toMatchObject({ created: 3, failed: 0 });
    expect((await call('updatesettings', hr.headers, { requiredIdentity: ['pan', 'nin'] })).statusCode).toBe(
      200,
    );

    // A raise alone is not held up; an SSF number given to someone with a PAN and a NIN stored is fine; an SSF
    // number given to someone with neither asks for both, by name, and that row changes nothing.
    const rows = [
      line(1, '55000'),
      line(2, '55000', { ssf: '2200123452' }),
      line(3, '55000', { ssf: '2200123453' }),
    ];
    const up = await upload(
      hr.headers,
      'employees',
      'raise.csv',
      Buffer.from(csv(rows, ',', nepaliStaffHeader)),
    );
    const { id, mapping } = up.json().data;
    const preview = await call('previewimport', hr.headers, {
      import_id: id,
      mapping,
      options: { ...defaultOptions, update: true },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ updated: 2, failed: 1 });
    expect(preview.json().data.errors).toEqual([
      expect.objectContaining({ row: 4, field: 'pan', code: 'identity_required' }),
      expect.objectContaining({ row: 4, field: 'nin', code: 'identity_required' }),
    ]);
  });
});
