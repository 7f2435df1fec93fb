/** Work sites and who works at which (rules §15); re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

/** A place people clock in at: a geofence (a point and a radius in metres) and/or networks (CIDR). */
export const workSites = pgTable(
  'work_sites',
  {
    id: id(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres; set exactly when the point is. */
    radius: integer('radius'),
    /** Allowed networks in CIDR notation (IPv4 or IPv6), checked by the shared schema with ipaddr.js. */
    networks: text('networks').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_sites_name_key').on(sql`lower(${t.name})`),
    check('work_sites_latitude', sql`${t.latitude} between -90 and 90`),
    check('work_sites_longitude', sql`${t.longitude} between -180 and 180`),
    check('work_sites_radius', sql`${t.radius} between 10 and 50000`),
    check(
      'work_sites_location_whole',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null) = (${t.radius} is null)`,
    ),
    check('work_sites_somewhere', sql`${t.latitude} is not null or cardinality(${t.networks}) > 0`),
    check('work_sites_networks', sql`cardinality(${t.networks}) <= 20`),
  ],
);

/** Which sites a person works at; a person with none works anywhere. */
export const employeeSites = pgTable(
  'employee_sites',
  {
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    siteId: ref('site_id', () => workSites.id, 'cascade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.siteId] }), index('employee_sites_site_idx').on(t.siteId)],
);
