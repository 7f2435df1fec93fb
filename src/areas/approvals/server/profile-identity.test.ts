/**
 * A profile change of the identity numbers the organisation's country profile shows (issue 40): checked as the
 * employee form checks them, sealed in the request, shown masked to hr and the person and never to another
 * viewer, and written on hr's approval; a number of another profile is refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { type Approval, approvalReply } from '../schemas.js';

const h = setupHarness({ logger: { level: 'error' } });
const post = callerOf(h);

async function people() {
  const hr = await actorOf(h, 'hr');
  const manager = await actorOf(h, 'manager');
  const employee = await actorOf(h, 'employee', { managerId: manager.employee.id, pan: '301234567' });
  return { hr, manager, employee };
}

describe('a profile change of identity numbers', () => {
  it('asks for a new PAN sealed, shows it to hr and the person only, and writes it on approval', async () => {
    const { hr, manager, employee } = await people();
    const res = await post('requestprofilechange', employee.headers, {
      pan: '३०१२३४५६८',
      citizenshipDistrict: 'काठमाडौं',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = approvalReply.parse(res.json()).data;
    expect(made.profile).toEqual([
      { field: 'pan', before: '•••••4567', after: '•••••4568', hidden: false },
      { field: 'citizenshipDistrict', before: null, after: '•••••andu', hidden: false },
    ]);
    const [stored] = await h.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, made._id));
    expect(JSON.stringify(stored!.payload)).not.toContain('301234568');
    expect(JSON.stringify(stored!.payload)).not.toContain('Kathmandu');

    // hr sees it in the inbox; the manager neither decides it nor sees the numbers.
    const inbox = (await post('getapprovals', hr.headers, {})).json().requests as Approval[];
    expect(inbox.find((r) => r._id === made._id)!.profile![0]).toMatchObject({ field: 'pan', hidden: false });
    expect((await post('getapprovals', manager.headers, {})).json().requests).toHaveLength(0);
    const seen = (await post('getmyrequests', manager.headers, { employee_id: employee.employee.id })).json()
      .requests as Approval[];
    expect(seen[0]!.profile).toEqual([
      { field: 'pan', before: null, after: null, hidden: true },
      { field: 'citizenshipDistrict', before: null, after: null, hidden: true },
    ]);

    expect((await post('decide', hr.headers, { _id: made._id, status: 'approved' })).statusCode).toBe(200);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, employee.employee.id));
    expect(row!.pan).not.toContain('301234568');
    expect(h.app.pii.open(row!.pan)).toBe('301234568');
    expect(h.app.pii.open(row!.citizenshipDistrict)).toBe('Kathmandu');
    const mine = (await post('getmyrequests', employee.headers, {})).json().requests as Approval[];
    expect(mine.find((r) => r._id === made._id)!.profile![0]).toEqual({
      field: 'pan',
      before: '•••••4567',
      after: '•••••4568',
      hidden: false,
    });
  });

  it('refuses a number in the wrong format as the employee form does, naming the field', async () => {
    const { employee } = await people();
    const pan = await post('requestprofilechange', employee.headers, { pan: '30123' });
    expect(pan.statusCode).toBe(400);
    expect(pan.json()).toMatchObject({
      code: 'id_pan_format',
      field: 'pan',
      message: 'PAN must be exactly 9 digits',
    });
    const nin = await post('requestprofilechange', employee.headers, { nin: '=1+1' });
    expect(nin.json()).toMatchObject({ code: 'id_nin_format', field: 'nin' });
    const district = await post('requestprofilechange', employee.headers, { citizenshipDistrict: 'Gotham' });
    expect(district.json()).toMatchObject({ code: 'id_district_unknown', field: 'citizenshipDistrict' });
    // Blank is no change.
    const blank = await post('requestprofilechange', employee.headers, { pan: ' ' });
    expect(blank.json()).toMatchObject({ code: 'profile_nothing_changed' });
  });

  it("refuses a number the organisation's profile does not show", async () => {
    const { hr, employee } = await people();
    expect((await post('applycountryprofile', hr.headers, { country: 'XX' })).statusCode).toBe(200);
    try {
      const res = await post('requestprofilechange', employee.headers, { pan: '301234569' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'identity_not_in_profile',
        field: 'pan',
        message: "PAN is not an identity field of the organisation's country profile",
      });
    } finally {
      await post('applycountryprofile', hr.headers, { country: 'NP' });
    }
  });
});
