/**
 * Work sites and location rules (rules §15, decision 016): hr's sites and who works at which, and the check a
 * Clock In / Clock Out passes through. A person with no site works anywhere: never asked, never checked, and
 * no location of theirs is kept.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employeeSites, employees, workSites } from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { groupBy } from '../../../shared/group.js';
import type { PunchFlag } from '../../attendance/contract.js';
import { recordAudit } from '../../audit/server/writes.js';
import {
  addressIn,
  insideGeofence,
  type SiteInput,
  type SiteRule,
  siteMessages as say,
  siteInput,
} from '../schemas.js';

registerUniqueRules({ work_sites_name_key: { code: 'site_name_taken', field: 'name' } });

type SiteRow = typeof workSites.$inferSelect;

export async function listSites(db: Db) {
  const [sites, people, assigned] = await Promise.all([
    db.select().from(workSites).orderBy(asc(workSites.name)),
    db.select({ siteId: employeeSites.siteId, n: count() }).from(employeeSites).groupBy(employeeSites.siteId),
    db.select().from(employeeSites),
  ]);
  const counts = new Map(people.map((p) => [p.siteId, p.n]));
  const byPerson = groupBy(assigned, (a) => a.employeeId);
  return {
    sites: sites.map((s) => ({
      _id: s.id,
      name: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      radius: s.radius,
      networks: s.networks,
      people: counts.get(s.id) ?? 0,
    })),
    assignments: [...byPerson].map(([employee_id, sites]) => ({
      employee_id,
      site_ids: sites.map((a) => a.siteId),
    })),
  };
}

const notFound = () => refuse(404, 'site_not_found', { field: '_id' });

/** Creates a site, or changes one (`_id`); networks are kept as written, after the shared schema parsed them. */
export async function saveSite(db: Db, by: Actor, body: SiteInput) {
  const site = siteInput.parse(body);
  const values = {
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    radius: site.radius,
    networks: [...new Set(site.networks)],
  };
  await db.transaction(async (tx) => {
    if (site._id) {
      const [before] = await tx.select().from(workSites).where(eq(workSites.id, site._id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(workSites).set(values).where(eq(workSites.id, site._id)).returning();
      await recordAudit(tx, by, { action: 'update', entity: 'work_site', entityId: site._id, before, after });
    } else {
      const [row] = await tx.insert(workSites).values(values).returning();
      await recordAudit(tx, by, { action: 'create', entity: 'work_site', entityId: row!.id, after: row });
    }
  });
  return { message: say.saved };
}

export async function deleteSite(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(workSites).where(eq(workSites.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, by, { action: 'delete', entity: 'work_site', entityId: id, before: row });
  });
  return { message: say.deleted };
}

/** The person's sites, replaced as a whole; none is "anywhere". */
export async function assignSites(db: Db, by: Actor, employeeId: string, siteIds: string[]) {
  const wanted = [...new Set(siteIds)];
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.id, employeeId));
    if (!person) throw refuse(404, 'employee_not_found', { field: 'employee_id' });
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: workSites.id })
        .from(workSites)
        .where(inArray(workSites.id, wanted));
      if (found.length !== wanted.length) throw notFound();
    }
    const before = await tx.delete(employeeSites).where(eq(employeeSites.employeeId, employeeId)).returning();
    if (wanted.length > 0)
      await tx.insert(employeeSites).values(wanted.map((siteId) => ({ employeeId, siteId })));
    await recordAudit(tx, by, {
      action: 'assign_sites',
      entity: 'employee',
      entityId: employeeId,
      before: { sites: before.map((b) => b.siteId) },
      after: { sites: wanted },
    });
  });
  return { message: say.assigned };
}

export async function sitesOf(db: Db | Tx, employeeId: string): Promise<SiteRow[]> {
  const rows = await db
    .select({ site: workSites })
    .from(employeeSites)
    .innerJoin(workSites, eq(workSites.id, employeeSites.siteId))
    .where(eq(employeeSites.employeeId, employeeId))
    .orderBy(asc(workSites.name));
  return rows.map((r) => r.site);
}

export interface Rules {
  locationRule: SiteRule;
  networkRule: SiteRule;
}
export interface PunchPlace {
  latitude?: number;
  longitude?: number;
  accuracy?: number;
  /** The client's address: the socket's, or X-Forwarded-For's only behind a trusted proxy (TRUST_PROXY). */
  address?: string;
}

const geofenced = (sites: SiteRow[]) =>
  sites.filter(
    (s): s is SiteRow & { latitude: number; longitude: number; radius: number } =>
      s.latitude !== null && s.longitude !== null && s.radius !== null,
  );

/** Whether the clock button should ask this person for their location before a punch. */
export async function asksLocation(db: Db, rules: Rules, employeeId: string) {
  if (rules.locationRule === 'off') return false;
  return geofenced(await sitesOf(db, employeeId)).length > 0;
}

/**
 * What the rules say about a punch: the flags to record and the location to keep (only when the location rule
 * needed it), or a refusal (block) before anything is written.
 */
export async function checkPlace(db: Db, rules: Rules, employeeId: string, place: PunchPlace) {
  const flags: PunchFlag[] = [];
  let location: { latitude: number; longitude: number; accuracy: number | null } | null = null;
  if (rules.locationRule === 'off' && rules.networkRule === 'off') return { flags, location };
  const sites = await sitesOf(db, employeeId);
  const fences = rules.locationRule === 'off' ? [] : geofenced(sites);
  if (fences.length > 0) {
    const { latitude, longitude } = place;
    if (latitude === undefined || longitude === undefined) {
      if (rules.locationRule === 'block') throw refuse(400, 'punch_no_location', { field: 'latitude' });
      flags.push('no_location');
    } else {
      location = { latitude, longitude, accuracy: place.accuracy ?? null };
      if (!fences.some((site) => insideGeofence(location!, site))) {
        if (rules.locationRule === 'block')
          throw refuse(
            400,
            'punch_outside_site',
            { sites: fences.map((s) => s.name).join(', ') },
            { field: 'latitude' },
          );
        flags.push('outside_site');
      }
    }
  }
  const networks = rules.networkRule === 'off' ? [] : sites.flatMap((s) => s.networks);
  if (networks.length > 0 && !(place.address && addressIn(place.address, networks))) {
    if (rules.networkRule === 'block') throw refuse(400, 'punch_unknown_network');
    flags.push('unknown_network');
  }
  return { flags, location };
}
