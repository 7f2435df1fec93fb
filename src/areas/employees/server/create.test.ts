import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../../server/db/schema.js';
import { actorOf, setupHarness } from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import { createPayload } from './employee-test-helpers.js';

const h = setupHarness();
// The departments and designations the payloads name are the organisation's (issue 40).
beforeAll(() => addTestListValues(h.database.db));
const create = (headers: Record<string, string>, payload: unknown) =>
  h.app.inject({ method: 'POST', url: '/api/employee/createemployee', headers, payload: payload as object });

describe('createemployee', () => {
  it('adds an employee who can sign in at once with the password given', async () => {
    const hr = await actorOf(h, 'hr');
    const payload = createPayload();
    const res = await create(hr.headers, payload);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      firstName: 'Maya',
      email: payload.email,
      role: 'employee',
      status: 'Active',
      contactNumber: '9841234567',
      employmentDetails: { employeeId: payload.employmentDetails.employeeId, designation: 'Data Analyst' },
      payrollInfo: { salary: 95000, ssn: '••••••••••3344', bankAccount: '••••••••••5566' },
      emergencyContact: { name: 'Tashi Lama', relationship: 'Brother', contactNumber: '9801112233' },
    });
    expect(JSON.stringify(user)).not.toMatch(/1100223344|00112233445566|301234567|Str0ng/);

    const login = await h.app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: payload.email.toUpperCase(), password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user._id).toBe(user._id);

    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, user._id));
    expect(JSON.stringify(row)).not.toMatch(/1100223344|00112233445566|301234567/);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, user._id));
    expect(entry).toMatchObject({ action: 'create', entity: 'employee', actorId: hr.employee.id });
    expect(JSON.stringify(entry)).not.toMatch(/Str0ng|argon2/);
  });

  it('joins today in the organisation’s time zone when no joining date is given', async () => {
    const hr = await actorOf(h, 'hr');
    const payload = createPayload();
    const res = await create(hr.headers, {
      ...payload,
      employmentDetails: { ...payload.employmentDetails, dateOfJoining: '' },
    });
    expect(res.json().employmentDetails.dateOfJoining).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  /** [what, field path, bad value, the 400's message] */
  const badInputs: [string, string, unknown, string][] = [
    ['firstName', 'firstName', '', 'First name is required'],
    ['lastName', 'lastName', '  ', 'Last name is required'],
    ['address', 'address', '', 'Address is required'],
    ['email', 'email', '', 'Email is required'],
    ['email format', 'email', 'not-an-email', 'Email must be a valid email address'],
    ['password', 'password', 'short', 'Password must be at least 8 characters'],
    ['employeeId', 'employmentDetails.employeeId', '', 'Employee ID is required'],
    ['designation', 'employmentDetails.designation', '', 'Designation is required'],
    ['department', 'employmentDetails.department', '', 'Department is required'],
    ['salary', 'payrollInfo.salary', '', 'Salary is required'],
    ['negative salary', 'payrollInfo.salary', -1, 'Salary must not be negative'],
    ['bankAccount', 'payrollInfo.bankAccount', '', 'Bank account is required'],
    [
      'taxId',
      'payrollInfo.taxId',
      '=1+1',
      'Tax ID may contain only letters A to Z and digits, in groups separated by one space, hyphen, slash or dot',
    ],
    [
      'ssn',
      'payrollInfo.ssn',
      '12--34',
      'SSN may contain only letters A to Z and digits, in groups separated by one space, hyphen, slash or dot',
    ],
    ['emergency name', 'emergencyContact.name', '', 'Emergency contact name is required'],
    ['relationship', 'emergencyContact.relationship', '', 'Relationship is required'],
    ['contact number', 'contactNumber', '98412345', 'Contact number must be exactly 10 digits'],
    [
      'contact number with letters',
      'contactNumber',
      '98412345ab',
      'Contact number must be exactly 10 digits',
    ],
    [
      'emergency contact number',
      'emergencyContact.contactNumber',
      '980111223344',
      'Contact number must be exactly 10 digits',
    ],
    ['gender', 'gender', 'robot', 'Gender must be one of male, female, other, prefer-not-to-say'],
    [
      'employment type',
      'employmentDetails.employmentType',
      'freelance',
      // The organisation's own list since issue 40, seeded with full-time, part-time, contract and intern.
      "Employment type 'freelance' is not in the organisation's list",
    ],
    ['date of birth', 'dateofBirth', '17/05/1994', 'Date of birth must be a date (yyyy-mm-dd)'],
    ['role', 'role', 'admin', 'Role must be one of employee, manager, hr'],
  ];
  it.each(badInputs)('refuses a bad %s with a 400 naming it', async (_name, path, value, message) => {
    const hr = await actorOf(h, 'hr');
    const payload = createPayload();
    const keys = path.split('.');
    const parent = keys
      .slice(0, -1)
      .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, payload);
    parent[keys.at(-1)!] = value;
    const res = await create(hr.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts an SSN and a tax id left out or blank: Nepal has neither (issue 40)', async () => {
    const hr = await actorOf(h, 'hr');
    const { taxId, ssn, ...payroll } = createPayload().payrollInfo;
    const missing = await create(hr.headers, { ...createPayload(), payrollInfo: payroll });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().payrollInfo).toMatchObject({ taxId: '', ssn: '' });
    const blank = await create(hr.headers, {
      ...createPayload(),
      payrollInfo: { ...payroll, taxId: '', ssn: ' ' },
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().payrollInfo).toMatchObject({ taxId: '', ssn: '' });
  });

  it('reads a Nepali phone number as written: +977 in front, Devanagari digits (issue 44, item 11)', async () => {
    const hr = await actorOf(h, 'hr');
    for (const [typed, stored] of [
      ['+977 984-1000001', '9841000001'],
      ['00977 9841000002', '9841000002'],
      ['९८४१०००००३', '9841000003'],
    ]) {
      const res = await create(hr.headers, createPayload({ contactNumber: typed }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().contactNumber).toBe(stored);
    }
    const short = await create(hr.headers, createPayload({ contactNumber: '+977 98410' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('contact_digits');
  });

  it('refuses a salary with a third decimal instead of rounding it away (issue 44)', async () => {
    const hr = await actorOf(h, 'hr');
    const base = createPayload();
    const res = await create(hr.headers, {
      ...base,
      payrollInfo: { ...base.payrollInfo, salary: 50_000.555 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'salary_decimals',
      message: 'Salary can have at most two decimals',
    });
    const paisa = await create(hr.headers, {
      ...createPayload(),
      payrollInfo: { ...base.payrollInfo, salary: 50_000.55 },
    });
    expect(paisa.statusCode, paisa.body).toBe(200);
    expect(paisa.json().payrollInfo.salary).toBe(50_000.55);
  });

  it('refuses a name with a line break and a birth date under the working age of 14 (issue 44, item 11)', async () => {
    const hr = await actorOf(h, 'hr');
    const broken = await create(hr.headers, createPayload({ firstName: 'Sita\nRam' }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'name_line_break',
      message: 'First name cannot have a line break',
    });
    const base = createPayload();
    const joining = { ...base.employmentDetails, dateOfJoining: '2024-01-15' };
    const young = await create(hr.headers, {
      ...base,
      dateofBirth: '2013-01-01',
      employmentDetails: joining,
    });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: 'birth_under_age', field: 'dateofBirth' });
    const fourteen = await create(hr.headers, {
      ...createPayload(),
      dateofBirth: '2010-01-15',
      employmentDetails: { ...createPayload().employmentDetails, dateOfJoining: '2024-01-15' },
    });
    expect(fourteen.statusCode, fourteen.body).toBe(200);
  });

  it('accepts the optional fields left out', async () => {
    const hr = await actorOf(h, 'hr');
    const { middleName, dateofBirth, gender, ...rest } = createPayload();
    const payload = { ...rest, payrollInfo: { ...rest.payrollInfo, healthInsurance: undefined } };
    const res = await create(hr.headers, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ middleName: '', dateofBirth: '', gender: '' });
  });

  it('refuses a duplicate e-mail (any case) or employee ID with a 409 naming which', async () => {
    const hr = await actorOf(h, 'hr');
    const first = createPayload();
    expect((await create(hr.headers, first)).statusCode).toBe(200);

    const sameEmail = await create(hr.headers, createPayload({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      message: 'An employee with this email already exists',
      code: 'email_taken',
      field: 'email',
    });

    const other = createPayload();
    const sameCode = await create(hr.headers, {
      ...other,
      employmentDetails: { ...other.employmentDetails, employeeId: first.employmentDetails.employeeId },
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toMatchObject({
      message: 'An employee with this employee ID already exists',
      code: 'employee_id_taken',
      field: 'employmentDetails.employeeId',
    });

    const third = createPayload();
    const otherCase = await create(hr.headers, {
      ...third,
      employmentDetails: {
        ...third.employmentDetails,
        employeeId: first.employmentDetails.employeeId.toLowerCase(),
      },
    });
    expect(otherCase.statusCode).toBe(409);
    expect(otherCase.json().message).toBe('An employee with this employee ID already exists');
  });

  it('gives one employee when two creates race, and a 409 to the other', async () => {
    const hr = await actorOf(h, 'hr');
    const payload = createPayload();
    const results = await Promise.all([create(hr.headers, payload), create(hr.headers, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('sets "Reports to" only to an active employee, never to a reporting loop', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const ok = await create(hr.headers, createPayload({ managerId: manager.employee.id }));
    expect(ok.json().managerId).toBe(manager.employee.id);
    // The profile's reporting line: the person's manager by name, and the manager's reports.
    const line = await h.app.inject({
      method: 'POST',
      url: '/api/employee/getreportingline',
      headers: hr.headers,
      payload: { employee_id: ok.json()._id },
    });
    expect(line.json()).toEqual({
      manager: {
        _id: manager.employee.id,
        name: `${manager.employee.firstName} ${manager.employee.lastName}`,
        designation: manager.employee.designation ?? '',
      },
      reports: [],
    });
    const team = await h.app.inject({
      method: 'POST',
      url: '/api/employee/getreportingline',
      headers: manager.headers,
      payload: {},
    });
    expect(team.json().reports.map((r: { _id: string }) => r._id)).toContain(ok.json()._id);
    const missing = await create(
      hr.headers,
      createPayload({ managerId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'The chosen manager does not exist or is terminated',
      code: 'manager_missing',
      field: 'managerId',
    });
  });

  it('is for hr only', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const someone = await actorOf(h, role);
      const res = await create(someone.headers, createPayload());
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/employee/createemployee',
      payload: createPayload(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
