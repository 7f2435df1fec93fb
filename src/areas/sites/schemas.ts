/**
 * Work sites and location rules (rules §15): where a person may clock in, and what the organisation does about a
 * punch made elsewhere. A site has a geofence (a point and a radius) and/or networks (CIDR); a person with no
 * site works "anywhere" and is never asked or checked.
 */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';

/** What a rule does with a punch that breaks it: nothing, record it and flag it for hr, or refuse it. */
export const siteRules = ['off', 'flag', 'block'] as const;
export type SiteRule = (typeof siteRules)[number];

export const SITE_RADIUS = { min: 10, max: 50_000 } as const;
export const MAX_SITE_NETWORKS = 20;

export const siteMessages = {
  saved: 'Work site saved.',
  deleted: 'Work site deleted.',
  assigned: 'Work sites assigned.',
} as const;

/** A network written as CIDR (a bare address is one host): parsed by ipaddr.js, never by hand. */
export function parseNetwork(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const value = text.trim();
  try {
    if (value.includes('/')) return ipaddr.parseCIDR(value);
    const address = ipaddr.parse(value);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

/** Whether an address (as the socket or the trusted proxy said it) is inside one of the networks. */
export function addressIn(address: string, networks: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d: it is matched as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  return networks.some((text) => {
    const network = parseNetwork(text);
    if (!network) return false;
    const range = ipaddr.process(network[0].toString());
    const bits =
      network[0].kind() === 'ipv6' && range.kind() === 'ipv4' ? Math.max(0, network[1] - 96) : network[1];
    return parsed.kind() === range.kind() && parsed.match(range, bits);
  });
}

const EARTH_RADIUS_M = 6_371_008.8;

/** The great-circle distance in metres (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The edge rule (decision 016): a punch is inside a geofence when its distance from the centre is at most the
 * radius plus the accuracy the device reported, and that allowance is never more than the radius itself. A
 * fix "within 30 m" 110 m from a 100 m site is inside; a fix "within 5 km" can widen a 100 m site to 200 m only.
 */
export function insideGeofence(
  at: { latitude: number; longitude: number; accuracy?: number | null },
  site: { latitude: number; longitude: number; radius: number },
) {
  const allowance = Math.min(Math.max(at.accuracy ?? 0, 0), site.radius);
  return distanceMetres(at, site) <= site.radius + allowance;
}

const coordinate = (max: number, error: string) =>
  z.number({ error }).min(-max, { error }).max(max, { error });

export const latitudeSchema = coordinate(90, says('site_latitude'));
export const longitudeSchema = coordinate(180, says('site_longitude'));

/** What a phone adds to a punch when a rule needs its location (rules §15). */
export const punchLocation = {
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  /** How far off the fix may be, in metres, as the device reported it. */
  accuracy: z
    .number({ error: says('field_metres', { field: 'Accuracy' }) })
    .min(0)
    .max(1_000_000)
    .optional(),
};

const radius = says('site_radius', SITE_RADIUS);
export const siteInput = z
  .object({
    _id: idOf('_id', 'site id').optional(),
    name: z
      .string()
      .trim()
      .min(1, { error: says('field_required', { field: 'Name' }) })
      .max(80, { error: says('field_too_long_plain', { field: 'Name' }) }),
    latitude: latitudeSchema.nullable().default(null),
    longitude: longitudeSchema.nullable().default(null),
    radius: z
      .number({ error: radius })
      .int({ error: radius })
      .min(SITE_RADIUS.min, { error: radius })
      .max(SITE_RADIUS.max, { error: radius })
      .nullable()
      .default(null),
    // A wrong entry is named by what was written and its place in the list: "10.0.0.0/33" (entry 2).
    networks: z
      .array(z.string().trim().max(200))
      .max(MAX_SITE_NETWORKS, { error: says('site_networks_max', { max: MAX_SITE_NETWORKS }) })
      .superRefine((list, ctx) => {
        list.forEach((entry, i) => {
          if (entry.length <= 64 && parseNetwork(entry) !== null) return;
          const shown = entry.length > 64 ? `${entry.slice(0, 61)}...` : entry;
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: says('site_cidr', { entry: shown, position: i + 1 }),
          });
        });
      })
      .default([]),
  })
  .strict()
  .refine(
    (s) =>
      [s.latitude, s.longitude, s.radius].every((v) => v === null) ||
      [s.latitude, s.longitude, s.radius].every((v) => v !== null),
    {
      path: ['radius'],
      error: says('site_location_half'),
    },
  )
  .refine((s) => s.latitude !== null || s.networks.length > 0, {
    path: ['networks'],
    error: says('site_empty'),
  });
export type SiteInput = z.input<typeof siteInput>;

export const siteSchema = z.object({
  _id: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius: z.number().nullable(),
  networks: z.array(z.string()),
  /** How many people work at this site. */
  people: z.number(),
});
export type Site = z.infer<typeof siteSchema>;

export const sitesReply = z.object({
  sites: z.array(siteSchema),
  /** Who is assigned to which sites (everyone else: anywhere). */
  assignments: z.array(z.object({ employee_id: z.string(), site_ids: z.array(z.string()) })),
});
export type SitesReply = z.infer<typeof sitesReply>;

export const deleteSiteBody = z.object({ _id: idOf('_id', 'site id') });
export const assignSitesBody = z.object({
  employee_id: idOf('employee_id', 'employee id'),
  /** Empty: anywhere. */
  site_ids: z.array(idOf('site_ids', 'site id')).max(50),
});
export type AssignSitesBody = z.infer<typeof assignSitesBody>;
export const messageReply = z.object({ message: z.string() });

/** What the clock button needs to know before a punch: whether to ask for the location. */
export const myClockRulesReply = z.object({
  /** The location rule applies to this person (not off, and they have a site with a geofence). */
  location: z.enum(siteRules),
});
