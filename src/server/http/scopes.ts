/**
 * What an API token may be given (decision 036), derived from the contracts as `registerArea` serves them: a scope
 * is an area and `read` or `write` (write includes read), and a token's capabilities are those its scopes' calls
 * ask for, each on everyone. A call for a person signed in (`'self'`, or a capability nobody holds on everyone:
 * clocking in, applying for leave, one's own password) is never a token's to make; nor is managing tokens.
 */
import type { Call } from '../../shared/area.js';
import { allPermissions, type Capability } from '../../shared/permissions.js';

export type Access = 'read' | 'write';

/** How a route is reached with a token: public, for a person only, or under a scope. */
export type TokenRoute =
  | { public: true }
  | { personOnly: true }
  | { scope: string; access: Access; area: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the call is reached with an API token (`registerArea` sets it; a route without one refuses tokens). */
    token?: TokenRoute;
  }
}

/** Capabilities held on everyone by some role: the only ones a token can hold. */
const everyone = new Set<string>(allPermissions.filter((p) => p.endsWith(':any')).map((p) => p.slice(0, -4)));

/** Areas whose calls no token may make, whatever its scopes: the tokens themselves. */
const UNSCOPED = new Set(['integrations']);

interface Entry {
  area: string;
  calls: Record<Access, Set<string>>;
  capabilities: Record<Access, Set<Capability>>;
}
/** Every area's entry, filled as areas register (the same contracts each time an app is built). */
const catalogue = new Map<string, Entry>();

/** How `call` of `area` is reached with a token; notes it in the catalogue. */
export function tokenRoute(area: string, path: string, call: Call): TokenRoute {
  if (call.subject === 'public') return { public: true };
  if (call.subject === 'self' || call.personal || !call.capability || !everyone.has(call.capability))
    return { personOnly: true };
  const access: Access = call.writes ? 'write' : 'read';
  if (!UNSCOPED.has(area)) {
    const entry = catalogue.get(area) ?? {
      area,
      calls: { read: new Set(), write: new Set() },
      capabilities: { read: new Set(), write: new Set() },
    };
    entry.calls[access].add(path);
    entry.capabilities[access].add(call.capability);
    catalogue.set(area, entry);
  }
  return { scope: `${area}:${access}`, access, area };
}

/** The areas a token may be given, by name, with how many calls each access opens. */
export function scopeCatalogue(): { area: string; read: number; write: number }[] {
  return [...catalogue.values()]
    .map((e) => ({ area: e.area, read: e.calls.read.size, write: e.calls.write.size }))
    .sort((a, b) => a.area.localeCompare(b.area));
}

/** Whether `scope` is one a token may be given now. */
export function knownScope(scope: string): boolean {
  const [area, access] = scope.split(':');
  const entry = area ? catalogue.get(area) : undefined;
  if (!entry || (access !== 'read' && access !== 'write')) return false;
  return entry.calls[access].size > 0;
}

/** Whether a token with `scopes` may make a call under `route`'s scope (write includes read). */
export function holds(scopes: readonly string[], route: { area: string; access: Access }): boolean {
  if (scopes.includes(`${route.area}:write`)) return true;
  return route.access === 'read' && scopes.includes(`${route.area}:read`);
}

/** The capabilities a token's scopes grant, each on everyone. */
export function grantedBy(scopes: readonly string[]): ReadonlySet<Capability> {
  const granted = new Set<Capability>();
  for (const scope of scopes) {
    const [area, access] = scope.split(':');
    const entry = area ? catalogue.get(area) : undefined;
    if (!entry) continue;
    const accesses: Access[] = access === 'write' ? ['read', 'write'] : access === 'read' ? ['read'] : [];
    for (const a of accesses) for (const c of entry.capabilities[a]) granted.add(c);
  }
  return granted;
}
