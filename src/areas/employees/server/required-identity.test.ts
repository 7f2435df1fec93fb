/**
 * The identity fields the organisation requires (issue 40, decision 006): hr ticks them in Settings (audited; only
 * the profile's own fields), and then adding someone without one is refused naming each missing field, an edit of
 * someone added before is not, unless it fills in identity numbers (the import's rows: import/server).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import { createPayload } from './employee-test-helpers.js';

const h = setupHarness({ logger: { level: 'error' } });
const call = callerOf(h);
beforeAll(() => addTestListValues(h.database.db));

const withIds = (ids: Record<string, string>) => {
  const body = createPayload();
  return { ...body, payrollInfo: { ...body.payrollInfo, ...ids } };
};
/** An update of `person` as the edit form sends it: personal numbers blank (kept), `ids` over them. */
const editOf = (person: { _id: string }, body: ReturnType<typeof createPayload>, ids = {}) => {
  const { password: _, ...rest } = body;
  return {
    ...rest,
    employee_id: person._id,
    address: 'Baneshwor, Kathmandu',
    payrollInfo: { ...body.payrollInfo, bankAccount: '', ...ids },
  };
};

describe('identity fields the organisation requires', () => {
  let hr: Awaited<ReturnType<typeof actorOf>>;
  /** Added before anything was required: no PAN, no NIN. */
  let before: { _id: string };
  let beforeBody: ReturnType<typeof createPayload>;

  beforeAll(async () => {
    hr = await actorOf(h, 'hr');
    beforeBody = createPayload();
    const res = await call('createemployee', hr.headers, beforeBody);
    expect(res.statusCode, res.body).toBe(200);
    before = res.json();
  });

  it("are saved by hr in Settings, audited, and told to everyone's forms; none by default", async () => {
    expect((await call('getsettings', hr.headers)).json().requiredIdentity).toEqual([]);
    const res = await call('updatesettings', hr.headers, { requiredIdentity: ['nin', 'pan'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requiredIdentity).toEqual(['nin', 'pan']);
    const [line] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.action, 'update')));
    expect(line!.before).toMatchObject({ requiredIdentity: [] });
    expect(line!.after).toMatchObject({ requiredIdentity: ['nin', 'pan'] });
    // The forms read them in the profile's order.
    const employee = await actorOf(h, 'employee');
    expect((await call('me', employee.headers)).json().organisation.requiredIdentity).toEqual(['pan', 'nin']);
  });

  it("refuses a field the organisation's profile does not show, and a list that repeats one", async () => {
    const foreign = await call('updatesettings', hr.headers, { requiredIdentity: ['pan', 'ssn'] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'identity_not_in_profile',
      field: 'requiredIdentity',
      message: "SSN is not an identity field of the organisation's country profile",
    });
    const twice = await call('updatesettings', hr.headers, { requiredIdentity: ['pan', 'pan'] });
    expect(twice.json()).toMatchObject({ code: 'identity_list', field: 'requiredIdentity' });
    expect((await call('getsettings', hr.headers)).json().requiredIdentity).toEqual(['nin', 'pan']);
  });

  it('refuses adding someone without a required number, naming every missing field, and writes nothing', async () => {
    const body = createPayload();
    const res = await call('createemployee', hr.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'identity_required',
      field: 'payrollInfo.pan',
      message: 'PAN is required: the organisation asks every employee for it',
      problems: [
        { code: 'identity_required', field: 'payrollInfo.pan', params: { field: 'PAN' } },
        { code: 'identity_required', field: 'payrollInfo.nin', params: { field: 'NIN' } },
      ],
    });
    const one = await call('createemployee', hr.headers, withIds({ pan: '301234567' }));
    expect(one.json()).toMatchObject({ code: 'identity_required', field: 'payrollInfo.nin' });
    expect(one.json().problems).toBeUndefined();
    const written = await h.database.db.select().from(employees).where(eq(employees.email, body.email));
    expect(written).toHaveLength(0);
    const ok = await call('createemployee', hr.headers, withIds({ pan: '301234567', nin: '1234567890' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets hr edit someone added before without their numbers, until the edit fills in identity numbers', async () => {
    const edit = await call('updateemployee', hr.headers, editOf(before, beforeBody));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().address).toBe('Baneshwor, Kathmandu');

    const partly = await call('updateemployee', hr.headers, editOf(before, beforeBody, { pan: '301234568' }));
    expect(partly.statusCode).toBe(400);
    expect(partly.json()).toMatchObject({ code: 'identity_required', field: 'payrollInfo.nin' });

    const both = await call(
      'updateemployee',
      hr.headers,
      editOf(before, beforeBody, { pan: '301234568', nin: '1234567891' }),
    );
    expect(both.statusCode, both.body).toBe(200);
    // Stored now: blank keeps them, and another number alone is enough.
    const again = await call(
      'updateemployee',
      hr.headers,
      editOf(before, beforeBody, { ssfNumber: '2200123456' }),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('asks nothing of a profile that does not show the field, and a profile applied starts from its own', async () => {
    const applied = await call('applycountryprofile', hr.headers, { country: 'XX' });
    expect(applied.json().requiredIdentity).toEqual([]);
    expect((await call('me', hr.headers)).json().organisation.requiredIdentity).toEqual([]);
    const res = await call('createemployee', hr.headers, createPayload());
    expect(res.statusCode, res.body).toBe(200);
    await call('applycountryprofile', hr.headers, { country: 'NP' });
  });
});
