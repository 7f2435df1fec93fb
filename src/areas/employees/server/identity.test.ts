/**
 * Nepal's identity numbers on an employee (issue 40): PAN, SSF number, citizenship certificate number and its
 * issuing district, national identity number. Each is optional, checked by its own rule with its own refusal
 * naming the field, stored sealed like the SSN, answered masked, and shown in clear only to hr and the person.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import { createPayload } from './employee-test-helpers.js';

const h = setupHarness();
const call = callerOf(h);
beforeAll(() => addTestListValues(h.database.db));

const nepali = {
  pan: '301234567',
  ssfNumber: '2200123456',
  citizenshipNumber: '27-01-72-12345',
  citizenshipDistrict: 'Kathmandu',
  nin: '1234567890',
};
const withIds = (ids: Record<string, string>) => {
  const body = createPayload();
  return { ...body, payrollInfo: { ...body.payrollInfo, ...ids } };
};
const reveal = (headers: Record<string, string>, employee_id: string) =>
  call('revealpersonaldata', headers, { employee_id });

/**
 * Each refusal: [field, value, code, English sentence]. PAN: the Inland Revenue Department's Permanent Account
 * Number is nine digits (Income Tax Act 2058 s.78; IRD's PAN registration). The SSF number, the citizenship
 * certificate number and the NIN have no published fixed format: a sane shape is checked (digits, the separators
 * they are written with, length bounds).
 */
const refused: [string, string, string, string][] = [
  ['pan', '30123456', 'id_pan_format', 'PAN must be exactly 9 digits'],
  ['pan', '3012345678', 'id_pan_format', 'PAN must be exactly 9 digits'],
  ['pan', 'ABCDE1234F', 'id_pan_format', 'PAN must be exactly 9 digits'],
  ['pan', '=301234567', 'id_pan_format', 'PAN must be exactly 9 digits'],
  ['ssfNumber', '12345', 'id_ssf_format', 'SSF number must be 6 to 15 digits'],
  ['ssfNumber', 'SSF-2200123456', 'id_ssf_format', 'SSF number must be 6 to 15 digits'],
  ['ssfNumber', '1234567890123456', 'id_ssf_format', 'SSF number must be 6 to 15 digits'],
  [
    'citizenshipNumber',
    '27--01',
    'id_citizenship_format',
    'Citizenship number must be digits in groups separated by one hyphen, slash or dot, such as 27-01-72-12345',
  ],
  [
    'citizenshipNumber',
    '@SUM(A1)',
    'id_citizenship_format',
    'Citizenship number must be digits in groups separated by one hyphen, slash or dot, such as 27-01-72-12345',
  ],
  ['nin', '1234567', 'id_nin_format', 'NIN must be 8 to 12 digits'],
  ['nin', '12345678901a', 'id_nin_format', 'NIN must be 8 to 12 digits'],
  [
    'citizenshipDistrict',
    'Gotham',
    'id_district_unknown',
    "Citizenship district must be one of Nepal's 77 districts, in English or Nepali",
  ],
];

describe("Nepal's identity numbers", () => {
  it('are optional: an employee with none of them, and no SSN or tax id, is added', async () => {
    const hr = await actorOf(h, 'hr');
    const { taxId, ssn, ...payroll } = createPayload().payrollInfo;
    const res = await call('createemployee', hr.headers, { ...createPayload(), payrollInfo: payroll });
    expect(res.statusCode).toBe(200);
    expect(res.json().payrollInfo).toMatchObject({ pan: '', ssfNumber: '', citizenshipNumber: '', nin: '' });
  });

  it('are stored as written (Devanagari digits read as digits), sealed, and answered masked', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call(
      'createemployee',
      hr.headers,
      withIds({
        pan: '३०१ २३४ ५६७',
        ssfNumber: '2200-123456',
        citizenshipNumber: '27-01-72-12345',
        citizenshipDistrict: 'काठमाडौं',
        nin: '123-456-789-0',
      }),
    );
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.payrollInfo).toMatchObject({
      pan: '•••••4567',
      ssfNumber: '••••••3456',
      citizenshipNumber: '••••••••••2345',
      nin: '••••••7890',
    });
    expect(user.payrollInfo).not.toHaveProperty('citizenshipDistrict');
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, user._id));
    expect(JSON.stringify(row)).not.toMatch(/301234567|2200123456|27-01-72|1234567890|Kathmandu/);
    expect((await reveal(hr.headers, user._id)).json()).toMatchObject(nepali);
    // The audit line of the change names no number.
    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, user._id));
    expect(JSON.stringify(entries)).not.toMatch(/301234567|2200123456|27-01-72-12345|1234567890|Kathmandu/);
  });

  it.each(refused)(
    'refuses %s "%s" beside the field on create and update, and changes nothing',
    async (field, value, code, message) => {
      const hr = await actorOf(h, 'hr');
      const created = await call('createemployee', hr.headers, withIds({ [field]: value }));
      expect([created.statusCode, created.json()]).toMatchObject([
        400,
        { code, message, field: `payrollInfo.${field}` },
      ]);
      const payload = withIds(nepali);
      const user = (await call('createemployee', hr.headers, payload)).json();
      const updated = await call('updateemployee', hr.headers, {
        ...payload,
        employee_id: user._id,
        password: '',
        payrollInfo: { ...payload.payrollInfo, [field]: value },
      });
      expect([updated.statusCode, updated.json()]).toMatchObject([
        400,
        { code, field: `payrollInfo.${field}` },
      ]);
      expect((await reveal(hr.headers, user._id)).json()).toMatchObject(nepali);
    },
  );

  it('a blank one on update keeps what is stored; a new one replaces it', async () => {
    const hr = await actorOf(h, 'hr');
    const payload = withIds(nepali);
    const user = (await call('createemployee', hr.headers, payload)).json();
    const blank = Object.fromEntries(Object.keys(nepali).map((k) => [k, '']));
    const kept = await call('updateemployee', hr.headers, {
      ...payload,
      employee_id: user._id,
      password: '',
      payrollInfo: { ...payload.payrollInfo, ...blank, pan: '609876543', citizenshipDistrict: 'lalitpur' },
    });
    expect(kept.statusCode).toBe(200);
    expect((await reveal(hr.headers, user._id)).json()).toMatchObject({
      ...nepali,
      pan: '609876543',
      citizenshipDistrict: 'Lalitpur',
    });
  });

  it('are private: masked for the manager, shown in clear to hr and the person only', async () => {
    const manager = await actorOf(h, 'manager');
    const hr = await actorOf(h, 'hr');
    const body = withIds(nepali);
    const user = (
      await call('createemployee', hr.headers, { ...body, role: 'employee', managerId: manager.employee.id })
    ).json();
    const colleague = await actorOf(h, 'employee');
    expect((await reveal(manager.headers, user._id)).statusCode).toBe(403);
    expect((await reveal(colleague.headers, user._id)).statusCode).toBe(403);
    const seen = await call('getemployee', manager.headers, { employee_id: user._id });
    expect(seen.statusCode).toBe(200);
    expect(JSON.stringify(seen.json())).not.toMatch(/301234567|2200123456|27-01-72|1234567890|Kathmandu/);
    expect((await call('getemployee', colleague.headers, { employee_id: user._id })).statusCode).toBe(403);

    const own = await call('login', {}, { email: body.email, password: body.password });
    const headers = { authorization: `Bearer ${own.json().accessToken}` };
    expect((await call('revealpersonaldata', headers)).json()).toMatchObject(nepali);
  });
});
