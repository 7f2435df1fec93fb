/**
 * Work sites and location rules (rules §15, decision 016): the geofence with its edge rule, networks (IPv4,
 * IPv6, an IPv4-mapped IPv6 address), the client address behind a trusted proxy only, the off / flag / block
 * outcomes, a person "anywhere" never checked, queued punches replayed once, and hr's bad input refused whole.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { attendancePunches, employeeSites, workSites } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, TEST_DATA_KEY, unique } from '../../../server/test/harness.js';

const clock = new Date('2030-01-07T03:00:00Z'); // Monday 08:45 in Kathmandu
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
const joined = { dateOfJoining: '2029-06-01' };
type Headers = Record<string, string>;

const centre = { latitude: 27.7172, longitude: 85.324 };
/** A point this many metres north of the site's centre. */
const north = (metres: number) => ({
  latitude: centre.latitude + (metres / (6_371_008.8 * Math.PI)) * 180,
  longitude: centre.longitude,
});

const punchesOf = (employeeId: string) =>
  h.database.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, employeeId));

/** Sets the rules for the test and puts them back for the file's other tests. */
async function withRules(
  rules: { locationRule?: string; networkRule?: string },
  test: (hr: Headers) => Promise<void>,
) {
  const hr = await actorOf(h, 'hr');
  const set = await call('updatesettings', hr.headers, rules);
  expect(set.statusCode, set.body).toBe(200);
  try {
    await test(hr.headers);
  } finally {
    await call('updatesettings', hr.headers, { locationRule: 'off', networkRule: 'off' });
  }
}

/** A new site (unique name) and a new employee working there. */
async function personAt(hr: Headers, site: object) {
  const name = `Site ${unique()}`;
  const saved = await call('savesite', hr, { name, ...site });
  expect(saved.statusCode, saved.body).toBe(200);
  const [row] = await h.database.db.select().from(workSites).where(eq(workSites.name, name));
  const person = await actorOf(h, 'employee', joined);
  const assigned = await call('assignsites', hr, { employee_id: person.employee.id, site_ids: [row!.id] });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { ...person, site: row!, name };
}

const fence = { ...centre, radius: 100 };

describe('the geofence', () => {
  it('lets in a punch inside, refuses one outside under block with the site’s name, and allows the accuracy up to the radius', () =>
    withRules({ locationRule: 'block' }, async (hr) => {
      const cases: [object, number][] = [
        [{ ...north(50) }, 200],
        [{ ...north(300) }, 400],
        [{ ...north(129.5), accuracy: 30 }, 200], // within radius + accuracy: the edge counts as inside
        [{ ...north(130.5), accuracy: 30 }, 400],
        [{ ...north(129.5) }, 400], // no accuracy reported: no allowance
        [{ ...north(199), accuracy: 5000 }, 200], // a vague fix widens a site by its radius at most
        [{ ...north(201), accuracy: 5000 }, 400],
      ];
      for (const [at, status] of cases) {
        const p = await personAt(hr, fence);
        const res = await call('check_in', p.headers, at);
        expect(res.statusCode, `${JSON.stringify(at)} ${res.body}`).toBe(status);
        if (status === 400) {
          expect(res.json()).toMatchObject({
            code: 'punch_outside_site',
            message: `You are outside your work site (${p.name}): clocking in or out is allowed only there.`,
          });
          expect(await punchesOf(p.employee.id)).toEqual([]);
        } else {
          const [punch] = await punchesOf(p.employee.id);
          expect(punch).toMatchObject({
            flags: [],
            latitude: expect.any(Number),
            longitude: centre.longitude,
          });
        }
      }
    }));

  it('under flag records the punch, flags it and keeps the location; hr sees why', () =>
    withRules({ locationRule: 'flag' }, async (hr) => {
      const p = await personAt(hr, fence);
      const res = await call('check_in', p.headers, { ...north(500), accuracy: 12 });
      expect(res.statusCode, res.body).toBe(200);
      const [punch] = await punchesOf(p.employee.id);
      expect(punch).toMatchObject({ flags: ['outside_site'], accuracy: 12 });
      const listed = (await call('getflaggedpunches', hr))
        .json()
        .punches.find((x: { employee: { _id: string } }) => x.employee._id === p.employee.id);
      expect(listed).toMatchObject({
        flags: ['outside_site'],
        location: { longitude: centre.longitude, accuracy: 12 },
      });
    }));

  it('without a location: refused under block, flagged under flag', async () => {
    await withRules({ locationRule: 'block' }, async (hr) => {
      const p = await personAt(hr, fence);
      const res = await call('check_in', p.headers, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('punch_no_location');
      expect(await punchesOf(p.employee.id)).toEqual([]);
    });
    await withRules({ locationRule: 'flag' }, async (hr) => {
      const p = await personAt(hr, fence);
      expect((await call('check_in', p.headers, {})).statusCode).toBe(200);
      expect((await punchesOf(p.employee.id))[0]).toMatchObject({ flags: ['no_location'], latitude: null });
    });
  });

  it('with the rule off, nothing is checked and no location is kept', async () => {
    const hr = await actorOf(h, 'hr');
    const p = await personAt(hr.headers, fence);
    const today = await call('gettodayattendance', p.headers);
    expect(today.json().ask_location).toBe(false);
    expect((await call('check_in', p.headers, north(5000))).statusCode).toBe(200);
    expect((await punchesOf(p.employee.id))[0]).toMatchObject({ flags: [], latitude: null, longitude: null });
  });

  it('a person "anywhere" is never asked or checked, and no location of theirs is kept', () =>
    withRules({ locationRule: 'block', networkRule: 'block' }, async () => {
      const anywhere = await actorOf(h, 'employee', joined);
      expect((await call('gettodayattendance', anywhere.headers)).json().ask_location).toBe(false);
      const res = await call('check_in', anywhere.headers, north(9000));
      expect(res.statusCode, res.body).toBe(200);
      expect((await punchesOf(anywhere.employee.id))[0]).toMatchObject({ flags: [], latitude: null });
    }));

  it('the clock button is told to ask when the rule is on and the person has a geofence', () =>
    withRules({ locationRule: 'flag' }, async (hr) => {
      const p = await personAt(hr, fence);
      expect((await call('gettodayattendance', p.headers)).json().ask_location).toBe(true);
      const byNetwork = await personAt(hr, { networks: ['192.0.2.0/24'] });
      expect((await call('gettodayattendance', byNetwork.headers)).json().ask_location).toBe(false);
    }));
});

describe('networks', () => {
  const from = (headers: Headers, remoteAddress: string, app = h.app, extra: Headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/employee/check_in',
      headers: { ...headers, ...extra },
      payload: {},
      remoteAddress,
    });

  it('match IPv4, IPv6 and an IPv4-mapped IPv6 address; anything else is refused under block', () =>
    withRules({ networkRule: 'block' }, async (hr) => {
      const networks = ['192.0.2.0/24', '2001:db8:1::/48'];
      const cases: [string, number][] = [
        ['192.0.2.7', 200],
        ['::ffff:192.0.2.8', 200],
        ['2001:db8:1:ab::5', 200],
        ['198.51.100.7', 400],
        ['::ffff:198.51.100.7', 400],
        ['2001:db8:2::5', 400],
      ];
      for (const [address, status] of cases) {
        const p = await personAt(hr, { networks });
        const res = await from(p.headers, address);
        expect(res.statusCode, `${address} ${res.body}`).toBe(status);
        if (status === 400) {
          expect(res.json().code).toBe('punch_unknown_network');
          expect(await punchesOf(p.employee.id)).toEqual([]);
        }
      }
    }));

  it('under flag an unknown network is recorded and flagged, and no address or location is kept', () =>
    withRules({ networkRule: 'flag' }, async (hr) => {
      const p = await personAt(hr, { networks: ['10.0.0.0/8'] });
      expect((await from(p.headers, '203.0.113.9')).statusCode).toBe(200);
      expect((await punchesOf(p.employee.id))[0]).toMatchObject({
        flags: ['unknown_network'],
        latitude: null,
      });
    }));

  it('X-Forwarded-For is ignored without TRUST_PROXY and believed with it', () =>
    withRules({ networkRule: 'block' }, async (hr) => {
      const forged = { 'x-forwarded-for': '192.0.2.50' };
      const p = await personAt(hr, { networks: ['192.0.2.0/24'] });
      const refused = await from(p.headers, '203.0.113.9', h.app, forged);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('punch_unknown_network');

      const behindProxy = await buildApp({
        database: h.database,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
        dataKey: TEST_DATA_KEY,
        now: () => clock,
        trustProxy: '127.0.0.1',
      });
      try {
        // The proxy named in TRUST_PROXY is believed; any other sender's header is not.
        const stranger = await from(p.headers, '203.0.113.9', behindProxy, forged);
        expect(stranger.statusCode).toBe(400);
        const viaProxy = await from(p.headers, '127.0.0.1', behindProxy, forged);
        expect(viaProxy.statusCode, viaProxy.body).toBe(200);
      } finally {
        await behindProxy.close();
      }
    }));
});

describe('queued punches', () => {
  it('carry the location taken at the punch and are recorded once however often sent', () =>
    withRules({ locationRule: 'flag' }, async (hr) => {
      const p = await personAt(hr, fence);
      const payload = {
        punch_id: crypto.randomUUID(),
        device_time: '2030-01-07T02:55:00Z',
        ...north(20),
        accuracy: 8,
      };
      const replies = [];
      for (let i = 0; i < 3; i += 1) replies.push(await call('check_in', p.headers, payload));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(replies.map((r) => r.json().attendance._id)).size).toBe(1);
      const punches = await punchesOf(p.employee.id);
      expect(punches).toHaveLength(1);
      expect(punches[0]).toMatchObject({ flags: [], accuracy: 8, deviceTime: new Date(payload.device_time) });
    }));
});

describe('hr’s sites', () => {
  it('refuses nonsense with 400 and a code, writing nothing', async () => {
    const hr = await actorOf(h, 'hr');
    const name = `Bad ${unique()}`;
    const bad: [object, string][] = [
      [{ ...centre, radius: 0 }, 'radius'],
      [{ ...centre, radius: 1_000_000 }, 'radius'],
      [{ latitude: 91, longitude: 85, radius: 100 }, 'latitude'],
      [{ latitude: 27, longitude: 181, radius: 100 }, 'longitude'],
      [{ latitude: 27, radius: 100 }, 'radius'],
      [{ networks: ['192.0.2.0/33'] }, 'networks.0'],
      [{ networks: ['not-a-network'] }, 'networks.0'],
      [{ networks: ['2001:db8::g/32'] }, 'networks.0'],
      [{}, 'networks'],
    ];
    for (const [site, field] of bad) {
      const res = await call('savesite', hr.headers, { name, ...site });
      expect(res.statusCode, `${JSON.stringify(site)} ${res.body}`).toBe(400);
      expect(res.json(), JSON.stringify(site)).toMatchObject({ field, code: expect.any(String) });
      expect(res.json().code, res.body).not.toBe('invalid_input');
    }
    expect(await h.database.db.select().from(workSites).where(eq(workSites.name, name))).toEqual([]);
  });

  it('names the wrong network entry, by what was written and its place (issue 44, item 13)', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call('savesite', hr.headers, {
      name: `Bad ${unique()}`,
      networks: ['192.0.2.0/24', ' 10.0.0.0/33 ', '2001:db8::/32'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'networks.1',
      code: 'site_cidr',
      params: { entry: '10.0.0.0/33', position: 2 },
      message: expect.stringMatching(
        /^“10\.0\.0\.0\/33” \(entry 2 of the networks\) is not a network address/,
      ),
    });
  });

  it('refuses a second site of the same name, an unknown site, and keeps assignments whole', async () => {
    const hr = await actorOf(h, 'hr');
    const p = await personAt(hr.headers, fence);
    const again = await call('savesite', hr.headers, {
      name: p.name.toUpperCase(),
      networks: ['10.0.0.0/8'],
    });
    expect(again.statusCode).toBe(409);
    const missing = crypto.randomUUID();
    const res = await call('assignsites', hr.headers, {
      employee_id: p.employee.id,
      site_ids: [p.site.id, missing],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('site_not_found');
    const kept = await h.database.db
      .select()
      .from(employeeSites)
      .where(eq(employeeSites.employeeId, p.employee.id));
    expect(kept.map((k) => k.siteId)).toEqual([p.site.id]);
    expect((await call('deletesite', hr.headers, { _id: missing })).statusCode).toBe(404);
  });

  it('lists sites with their people, edits and deletes one (its people then work anywhere)', async () => {
    const hr = await actorOf(h, 'hr');
    const p = await personAt(hr.headers, fence);
    const listed = (await call('getsites', hr.headers)).json();
    expect(listed.sites.find((s: { _id: string }) => s._id === p.site.id)).toMatchObject({
      people: 1,
      radius: 100,
    });
    expect(listed.assignments).toContainEqual({ employee_id: p.employee.id, site_ids: [p.site.id] });
    const edited = await call('savesite', hr.headers, {
      _id: p.site.id,
      name: p.name,
      networks: ['2001:db8::/32'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await h.database.db.select().from(workSites).where(eq(workSites.id, p.site.id));
    expect(row).toMatchObject({ latitude: null, radius: null, networks: ['2001:db8::/32'] });
    expect((await call('deletesite', hr.headers, { _id: p.site.id })).statusCode).toBe(200);
    expect(
      await h.database.db.select().from(employeeSites).where(eq(employeeSites.siteId, p.site.id)),
    ).toEqual([]);
  });

  it('refuses rules that are not off, flag or block', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call('updatesettings', hr.headers, { locationRule: 'always' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'locationRule', code: 'field_one_of' });
  });
});
