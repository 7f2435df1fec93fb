/**
 * Authentication for every /api call but the public ones: a signed JWT (8 h), then one query that reads the
 * caller's current role and status, whether the token was revoked, the settings' revision (so the
 * process's cached settings are never older than what this call can see) and the revisions of the lists the
 * process keeps (`request.revisions`, `db/kept.ts`). Identity and role come from here
 * alone; a `Role` header is ignored.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/auth.js';
import { employeeMessages } from '../../shared/employees.js';
import type { Role } from '../../shared/enums.js';
import {
  allows,
  allowsEveryone,
  allowsSome,
  type Capability,
  type Subject,
} from '../../shared/permissions.js';
import type { Actor } from '../actor.js';
import type { Db } from '../db/client.js';
import type { Revisions } from '../db/kept.js';
import { employees, listRevisions, organisationSettings, revokedTokens } from '../db/schema.js';
import { syncSettings } from '../modules/settings/service.js';
import { forbidden, notFound, unauthorized } from './errors.js';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** The signed-in caller: an actor, and the token they came with. */
export interface AuthContext extends Actor {
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The caller's whole row, read by the auth query itself on a route that asks for it (`me`). */
    profile: typeof employees.$inferSelect | null;
    /** The revisions of the lists a process keeps (`db/kept.ts`), read by the auth query (none on public calls). */
    revisions: Revisions | null;
  }
  interface FastifyContextConfig {
    /** A route anyone may call without a token (login, health). */
    public?: boolean;
    /** The route shows the caller's own profile: the auth query reads their whole row (`request.profile`). */
    profile?: boolean;
  }
}

export function createTokens(secret: string) {
  // fast-jwt signs and verifies with node:crypto, synchronously: a verify costs microseconds, not a WebCrypto job.
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'jti', 'exp'],
  });
  return {
    async sign(employeeId: string, role: Role): Promise<string> {
      return signer({ role, t: Date.now(), sub: employeeId, jti: randomUUID() });
    },
    async verify(token: string) {
      const payload = verifier(token) as Record<string, unknown>;
      const { sub, jti, exp, t } = payload;
      if (
        typeof sub !== 'string' ||
        typeof jti !== 'string' ||
        typeof exp !== 'number' ||
        typeof t !== 'number'
      ) {
        throw new Error('missing claims');
      }
      return { sub, jti, exp, issuedAtMs: t };
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

const sessionFacts = {
  revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
  settingsRevision: sql<string>`(select ${organisationSettings.revision} from ${organisationSettings} where ${organisationSettings.id} = 1)`,
  revisions: sql<Revisions | null>`(select json_object_agg(${listRevisions.name}, ${listRevisions.revision}) from ${listRevisions})`,
};

/** One prepared statement (parsed and planned once per connection): the caller's session, as of now. */
function sessionQuery(db: Db) {
  const session = db
    .select({
      role: employees.role,
      status: employees.status,
      managerId: employees.managerId,
      validAfter: employees.sessionsValidAfter,
      ...sessionFacts,
    })
    .from(employees)
    .where(eq(employees.id, sql.placeholder('id')))
    .prepare('auth_session');
  // The same with the caller's whole row, for the calls that show it (`me`): one query instead of two.
  const withProfile = db
    .select({ profile: employees, ...sessionFacts })
    .from(employees)
    .where(eq(employees.id, sql.placeholder('id')))
    .prepare('auth_session_profile');
  return async (args: { id: string; jti: string }, profile: boolean) => {
    if (!profile) {
      const [row] = await session.execute(args);
      return row && { ...row, profile: null };
    }
    const [row] = await withProfile.execute(args);
    if (!row) return undefined;
    const p = row.profile;
    const facts = { revoked: row.revoked, settingsRevision: row.settingsRevision, revisions: row.revisions };
    return {
      role: p.role,
      status: p.status,
      managerId: p.managerId,
      validAfter: p.sessionsValidAfter,
      ...facts,
      profile: p,
    };
  };
}
type SessionQuery = ReturnType<typeof sessionQuery>;

export function installAuth(app: FastifyInstance, db: Db, tokens: Tokens) {
  const session = sessionQuery(db);
  app.decorateRequest('auth', null);
  app.decorateRequest('profile', null);
  app.decorateRequest('revisions', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/docs')) return; // the OpenAPI browser: static pages, no data
    request.auth = await authenticate(request, db, session, tokens);
  });
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  session: SessionQuery,
  tokens: Tokens,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthorized();
  let claims: Awaited<ReturnType<Tokens['verify']>>;
  try {
    claims = await tokens.verify(match[1]);
  } catch {
    throw unauthorized(messages.sessionExpired);
  }
  const row = await session(
    { id: claims.sub, jti: claims.jti },
    request.routeOptions.config?.profile === true,
  );
  if (!row || row.revoked || row.status !== 'active') throw unauthorized(messages.sessionExpired);
  if (row.validAfter && claims.issuedAtMs < row.validAfter.getTime())
    throw unauthorized(messages.sessionExpired);
  await syncSettings(db, Number(row.settingsRevision));
  request.profile = row.profile;
  request.revisions = row.revisions ?? {};
  return {
    id: claims.sub,
    role: row.role,
    managerId: row.managerId,
    requestId: request.id,
    jti: claims.jti,
    expiresAt: new Date(claims.exp * 1000),
  };
}

/** The signed-in caller; only for routes that are not public. */
export function actor(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Throws 403 unless the caller may do `capability` to `subject`; without a subject, unless they hold it in some
 * scope (a call whose own query keeps to what the caller may see).
 */
export function authorize(request: FastifyRequest, capability: Capability, subject?: Subject): AuthContext {
  const me = actor(request);
  if (!(subject ? allows(me, capability, subject) : allowsSome(me, capability))) throw forbidden();
  return me;
}

/** Throws 403 unless the caller may do `capability` to everyone (lists, exports, organisation-wide screens). */
export function authorizeEveryone(request: FastifyRequest, capability: Capability): AuthContext {
  const me = actor(request);
  if (!allowsEveryone(me, capability)) throw forbidden();
  return me;
}

/**
 * Authorises `capability` on what a call found, before saying whether it exists: the subject is `found`'s
 * employee (`subjectOf`); a missing one is a 404 only to a caller who may act on everyone and a 403 to anyone
 * else, so ids cannot be probed. Returns what was found.
 */
export function authorizeFound<T>(
  request: FastifyRequest,
  capability: Capability,
  found: T | undefined,
  subjectOf: (found: T) => Subject,
  missing: string,
): T {
  if (found) {
    authorize(request, capability, subjectOf(found));
    return found;
  }
  authorizeEveryone(request, capability);
  throw notFound(missing);
}

/**
 * Loads the employee a call is about (the caller when `employeeId` is omitted) with `load`, then authorises as
 * `authorizeFound` does. `load` picks what the area needs of them; it is given the caller too, so a loader that
 * needs only who they report to can answer for the caller without a query.
 */
export async function authorizeOn<T extends Subject>(
  request: FastifyRequest,
  capability: Capability,
  employeeId: string | undefined,
  load: (id: string, caller: AuthContext) => Promise<T | undefined>,
): Promise<T> {
  const me = actor(request);
  const row = await load(employeeId ?? me.id, me);
  return authorizeFound(request, capability, row, (employee) => employee, employeeMessages.notFound);
}
