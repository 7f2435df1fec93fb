/**
 * A Nepali staff list (issue 40): no SSN or tax id column, PAN, SSF and citizenship numbers, districts and NINs,
 * Devanagari names. The columns are found by their usual names, each number checked by the form's own rule.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, setupHarness, unique } from '../../../server/test/harness.js';
import { csv, importer, type NepaliStaffCells, nepaliStaffHeader, nepaliStaffRow } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const { importFile, upload } = importer(h);

function row(u: string, n: number, over: NepaliStaffCells = {}) {
  return nepaliStaffRow({
    'Employee ID': `NP-${u}-${n}`,
    'First name': 'सीता',
    'Last name': `शर्मा ${n}`,
    Email: `np-${u}-${n}@test.example`,
    'Contact number': '9841000000',
    Address: 'ललितपुर',
    Designation: 'Accountant',
    Department: 'Finance',
    Salary: '50000',
    'Bank account': `0${n}1234567`,
    'Emergency contact name': 'राम',
    'Emergency contact relationship': 'Father',
    'Emergency contact number': '9841000001',
    PAN: `30123456${n}`,
    'SSF number': `22001234${n}`,
    'Citizenship number': `27-01-72-1234${n}`,
    'Citizenship district': 'काठमाडौं',
    NIN: `123456789${n}`,
    ...over,
  });
}

describe('identity numbers in an employees import', () => {
  it('maps PAN, SSF number, citizenship number and district and NIN by their names', async () => {
    const hr = await actorOf(h, 'hr');
    const up = await upload(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv([row(unique(), 1)], ',', nepaliStaffHeader)),
    );
    expect(up.statusCode).toBe(200);
    // The suggested mapping: each field to its column's index.
    const mapping = up.json().data.mapping as Record<string, number | null>;
    expect(mapping).toMatchObject({
      pan: nepaliStaffHeader.indexOf('PAN'),
      ssfNumber: nepaliStaffHeader.indexOf('SSF number'),
      citizenshipNumber: nepaliStaffHeader.indexOf('Citizenship number'),
      citizenshipDistrict: nepaliStaffHeader.indexOf('Citizenship district'),
      nin: nepaliStaffHeader.indexOf('NIN'),
    });
    expect(mapping.ssn ?? null).toBeNull();
    expect(mapping.taxId ?? null).toBeNull();
  });

  it('imports a list with no SSN or tax id, and refuses each bad number with its own reason, row by row', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const rows = [
      row(u, 1),
      row(u, 2, { PAN: '30123' }),
      row(u, 3, { 'SSF number': 'SSF-1' }),
      row(u, 4, { 'Citizenship number': '=1+1' }),
      row(u, 5, { 'Citizenship district': 'Gotham' }),
      row(u, 6, { NIN: '12' }),
      row(u, 7, { PAN: '', 'SSF number': '', 'Citizenship number': '', 'Citizenship district': '', NIN: '' }),
    ];
    const { preview, data } = await importFile(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv(rows, ',', nepaliStaffHeader)),
    );
    expect(
      preview.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]),
    ).toEqual([
      [3, 'pan', 'id_pan_format'],
      [4, 'ssfNumber', 'id_ssf_format'],
      [5, 'citizenshipNumber', 'id_citizenship_format'],
      [6, 'citizenshipDistrict', 'id_district_unknown'],
      [7, 'nin', 'id_nin_format'],
    ]);
    expect(preview.errors[0]).toMatchObject({
      message: 'PAN must be exactly 9 digits',
      params: { field: 'PAN' },
    });
    expect(data.result).toEqual({ created: 2, updated: 0, failed: 5 });
    const [person] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `NP-${u}-1`));
    expect(person!.firstName).toBe('सीता');
    expect(
      [
        person!.pan,
        person!.ssfNumber,
        person!.citizenshipNumber,
        person!.citizenshipDistrict,
        person!.nin,
      ].map((v) => h.app.pii.open(v)),
    ).toEqual(['301234561', '220012341', '27-01-72-12341', 'Kathmandu', '1234567891']);
    expect([person!.ssn, person!.taxId]).toEqual([null, null]);
  });
});
