/**
 * The organisation's own names in Nepali (issue 44): hr gives a list value a Nepali name where it adds or
 * renames it; everyone reads the labels with the choices (a retired value's too); a bad label is refused with
 * its field named and nothing written; a rename or a merge keeps them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisationValues } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';

const h = setupHarness({ logger: { level: 'error' } });
const call = callerOf(h);
type Headers = Record<string, string>;

const hrHeaders = async () => (await actorOf(h, 'hr')).headers;

async function valueNamed(hr: Headers, name: string) {
  const { values } = (await call('getorgvalues', hr)).json() as {
    values: { _id: string; name: string; labels: Record<string, string>; status: string }[];
  };
  return values.find((v) => v.name === name)!;
}

/** The labels everyone reads with the choices, by kind and name. */
async function choiceLabels() {
  const employee = (await actorOf(h, 'employee')).headers;
  return (await call('getorgchoices', employee)).json().labels as Record<
    string,
    Record<string, Record<string, string>>
  >;
}

describe('a list value’s Nepali name', () => {
  it('is saved trimmed where hr adds the value, and everyone reads it with the choices', async () => {
    const hr = await hrHeaders();
    const name = `Finance ${unique()}`;
    const reply = await call('addorgvalue', hr, { kind: 'department', name, labels: { ne: '  वित्त  ' } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await valueNamed(hr, name)).labels).toEqual({ ne: 'वित्त' });
    expect((await choiceLabels()).department?.[name]).toEqual({ ne: 'वित्त' });
    // A value without one is not listed among the labels.
    const plain = `Plain ${unique()}`;
    await call('addorgvalue', hr, { kind: 'department', name: plain, labels: { ne: '   ' } });
    expect((await valueNamed(hr, plain)).labels).toEqual({});
    expect((await choiceLabels()).department).not.toHaveProperty(plain);
  });

  it('is refused too long, on two lines or in a language the product does not have, and nothing is added', async () => {
    const hr = await hrHeaders();
    const cases = [
      [{ ne: 'क'.repeat(101) }, 'field_too_long', 'labels.ne'],
      [{ ne: 'वित्त\nशाखा' }, 'field_one_line', 'labels.ne'],
      [{ ne: 42 }, 'field_text', 'labels.ne'],
    ] as const;
    for (const [labels, code, field] of cases) {
      const name = `Refused ${unique()}`;
      const reply = await call('addorgvalue', hr, { kind: 'designation', name, labels });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code, field });
      const rows = await h.database.db
        .select()
        .from(organisationValues)
        .where(eq(organisationValues.name, name));
      expect(rows).toHaveLength(0);
    }
    const name = `Refused ${unique()}`;
    const french = await call('addorgvalue', hr, { kind: 'designation', name, labels: { fr: 'Finances' } });
    expect(french.statusCode).toBe(400);
    expect(await valueNamed(hr, name)).toBeUndefined();
  });

  it('stays through a rename that leaves it out, changes or goes with one that gives it', async () => {
    const hr = await hrHeaders();
    const name = `Audit ${unique()}`;
    await call('addorgvalue', hr, { kind: 'department', name, labels: { ne: 'लेखापरीक्षण' } });
    const { _id } = await valueNamed(hr, name);
    const renamed = `Internal audit ${unique()}`;
    expect((await call('renameorgvalue', hr, { _id, name: renamed })).statusCode).toBe(200);
    expect((await valueNamed(hr, renamed)).labels).toEqual({ ne: 'लेखापरीक्षण' });
    expect((await choiceLabels()).department?.[renamed]).toEqual({ ne: 'लेखापरीक्षण' });

    await call('renameorgvalue', hr, { _id, name: renamed, labels: { ne: 'आन्तरिक लेखापरीक्षण' } });
    expect((await valueNamed(hr, renamed)).labels).toEqual({ ne: 'आन्तरिक लेखापरीक्षण' });
    const bad = await call('renameorgvalue', hr, { _id, name: renamed, labels: { ne: 'x'.repeat(101) } });
    expect(bad.json()).toMatchObject({ code: 'field_too_long', field: 'labels.ne' });
    expect((await valueNamed(hr, renamed)).labels).toEqual({ ne: 'आन्तरिक लेखापरीक्षण' });

    await call('renameorgvalue', hr, { _id, name: renamed, labels: { ne: '' } });
    expect((await valueNamed(hr, renamed)).labels).toEqual({});
  });

  it('of both values stays through a merge: the retired one’s is still read, for those who keep its name', async () => {
    const hr = await hrHeaders();
    const [from, into] = [`Accounts ${unique()}`, `Finance ${unique()}`];
    await call('addorgvalue', hr, { kind: 'department', name: from, labels: { ne: 'लेखा' } });
    await call('addorgvalue', hr, { kind: 'department', name: into, labels: { ne: 'वित्त' } });
    const reply = await call('mergeorgvalue', hr, {
      _id: (await valueNamed(hr, from))._id,
      into: (await valueNamed(hr, into))._id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await valueNamed(hr, from)).toMatchObject({ status: 'retired', labels: { ne: 'लेखा' } });
    const labels = (await choiceLabels()).department;
    expect(labels?.[from]).toEqual({ ne: 'लेखा' });
    expect(labels?.[into]).toEqual({ ne: 'वित्त' });
  });
});

describe('the employees CSV of a Nepali reader', () => {
  it('names designations and departments in Nepali where hr gave them a Nepali name', async () => {
    const hr = await actorOf(h, 'hr', { language: 'ne' });
    const [designation, department] = [`Surveyor ${unique()}`, `Survey ${unique()}`];
    await call('addorgvalue', hr.headers, {
      kind: 'designation',
      name: designation,
      labels: { ne: 'सर्वेक्षक' },
    });
    await call('addorgvalue', hr.headers, { kind: 'department', name: department, labels: { ne: 'सर्वेक्षण' } });
    await createEmployee(h, { designation, department });
    const csv = await call('exportemployees', hr.headers, { designation });
    expect(csv.statusCode).toBe(200);
    const [, line] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(line).toContain(',सर्वेक्षक,');
    expect(line).toContain(',सर्वेक्षण,');
    expect(line).not.toContain(designation);
  });
});
