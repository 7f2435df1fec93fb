/**
 * Issue 40's "done when": the QA staff list of a Nepali company (40 people, no SSN column, PAN, SSF and
 * citizenship numbers, Devanagari names, "Assistant" as a position, one misspelt department) in a dry run reports
 * exactly the misspelt department and nothing else, on the lists an hr officer keeps; fixed, all 40 come in.
 * PAN: nine digits (Nepal's Inland Revenue Department, ird.gov.np: the Permanent Account Number it issues).
 */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, unique } from '../../../server/test/harness.js';
import { csv, defaultOptions, importer, nepaliStaffHeader, nepaliStaffRow } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const call = callerOf(h);
const { importFile, upload } = importer(h);

const firstNames = ['सीता', 'Ram', 'गीता', 'Bikash', 'अनिता', 'Suman', 'प्रकाश', 'Manisha', 'दीपक', 'Kabita'];
const lastNames = ['श्रेष्ठ', 'Gurung', 'तामाङ', 'Sharma', 'थापा', 'Rai', 'अधिकारी', 'Magar'];
const districts = ['Kathmandu', 'ललितपुर', 'Kaski', 'Morang', 'चितवन'];
const departments = ['Research & Development', 'Finance', 'Sales', 'Operations', 'Human Resources'];
const designations = ['Software Engineer', 'Accountant', 'Sales Executive', 'Office Assistant', 'HR Officer'];
const positions = ['Officer', 'Assistant', 'Supervisor', 'Assistant', 'Manager'];

/** Row n (1-40) of the list, as the company's spreadsheet has it. */
function person(u: string, n: number, department = departments[n % 5]!) {
  const digits = String(n).padStart(2, '0');
  return nepaliStaffRow({
    'Employee ID': `QA-${u}-${digits}`,
    'First name': firstNames[n % 10]!,
    'Last name': lastNames[n % 8]!,
    Email: `qa-${u}-${digits}@example.com.np`,
    'Contact number': `98410000${digits}`,
    Address: n % 2 ? 'Lalitpur-3' : 'काठमाडौं-१०',
    Designation: designations[n % 5]!,
    Position: positions[n % 5]!,
    Department: department,
    'Date of joining': `20${18 + (n % 7)}-0${1 + (n % 9)}-15`,
    Salary: String(35000 + n * 1500),
    'Bank account': `0010${digits}00123456`,
    PAN: `6012345${digits}`,
    'SSF number': `22001200${digits}`,
    'Citizenship number': `27-01-7${n % 10}-0${digits}45`,
    'Citizenship district': districts[n % 5]!,
    'Emergency contact name': 'राम बहादुर',
    'Emergency contact relationship': 'Father',
    'Emergency contact number': `98510000${digits}`,
  });
}

describe('the QA staff list of a 200-person Nepali company', () => {
  it('is found wrong in one cell only, the misspelt department; fixed, all 40 people come in', async () => {
    const hr = await actorOf(h, 'hr');
    // The lists as the company keeps them in Settings: its departments and designations, and "Assistant" among
    // the positions the product starts with.
    for (const name of departments) await call('addorgvalue', hr.headers, { kind: 'department', name });
    for (const name of designations) await call('addorgvalue', hr.headers, { kind: 'designation', name });
    const added = await call('addorgvalue', hr.headers, { kind: 'position', name: 'Assistant' });
    expect(added.statusCode, added.body).toBe(200);

    const u = unique();
    const rows = Array.from({ length: 40 }, (_, i) =>
      person(u, i + 1, i + 1 === 17 ? 'Reserch & Devlopment' : undefined),
    );
    const file = Buffer.from(csv(rows, ',', nepaliStaffHeader));
    const up = await upload(hr.headers, 'employees', 'QA staff list.csv', file);
    expect(up.statusCode, up.body).toBe(200);
    const { id, mapping } = up.json().data;
    const dry = await call('previewimport', hr.headers, {
      import_id: id,
      mapping,
      options: defaultOptions,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    // Row 18 of the file (its 17th person, after the header): that department, and nothing else.
    expect(dry.json().data).toMatchObject({ total: 40, created: 39, failed: 1, willCreate: [] });
    expect(dry.json().data.errors).toEqual([
      {
        row: 18,
        field: 'department',
        code: 'org_value_unknown',
        params: { kind: 'department', name: 'Reserch & Devlopment' },
        message: "Department 'Reserch & Devlopment' is not in the organisation's list",
        person: 'Manisha Gurung',
        value: 'Reserch & Devlopment',
      },
    ]);
    expect(
      await h.database.db
        .select()
        .from(employees)
        .where(like(employees.employeeCode, `QA-${u}-%`)),
    ).toEqual([]);

    rows[16] = person(u, 17, 'Research & Development');
    const { preview, data } = await importFile(
      hr.headers,
      'employees',
      'QA staff list.csv',
      Buffer.from(csv(rows, ',', nepaliStaffHeader)),
    );
    expect(preview).toMatchObject({ total: 40, created: 40, failed: 0, errors: [] });
    expect(data.result).toEqual({ created: 40, updated: 0, failed: 0 });
    const byCode = async (n: string) =>
      (
        await h.database.db
          .select()
          .from(employees)
          .where(eq(employees.employeeCode, `QA-${u}-${n}`))
      )[0]!;
    const [first, second] = [await byCode('01'), await byCode('02')];
    expect(first).toMatchObject({ firstName: 'Ram', lastName: 'Gurung', position: 'Assistant', ssn: null });
    expect(second).toMatchObject({ firstName: 'गीता', lastName: 'तामाङ', department: 'Sales' });
    expect(h.app.pii.open(first.pan)).toBe('601234501');
    expect(h.app.pii.open(first.citizenshipDistrict)).toBe('Lalitpur');
  });
});
