/**
 * Authentication for every /api call but the public ones: a signed JWT (8 h), then one query that reads the
 * caller's current role and status, whether the token was revoked, the settings' revision (so the
 * process's cached settings are never older than what this call can see) and the revisions of the lists the
 * process keeps (`request.revisions`, `db/kept.ts`). Identity and role come from here
 * alone; a `Role` header is ignored.
 */
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { syncBsYears } from '../../areas/calendar/server/reads.js';
import { isApiToken, tokenAuthenticator } from '../../areas/integrations/server/token-auth.js';
import { syncSettings } from '../../areas/settings/server/reads.js';
import type { Role } from '../../shared/enums.js';
import type { PlainCode } from '../../shared/i18n/errors.js';
import {
  allows,
  allowsEveryone,
  allowsSome,
  type Capability,
  type Subject,
} from '../../shared/permissions.js';
import type { Actor } from '../actor.js';
import { type Db, preparedOnce, queryRows } from '../db/client.js';
import type { Revisions } from '../db/kept.js';
import { employees, listRevisions, organisationSettings, revokedTokens } from '../db/schema.js';
import { forbidden, refuse } from './errors.js';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** The signed-in caller: an actor, the token they came with, and when they joined (from their session). */
export interface AuthContext extends Actor, Session {
  expiresAt: Date;
  dateOfJoining: string;
  /** What an integration's API token grants (decision 036): its capabilities, each on everyone. */
  granted?: ReadonlySet<Capability>;
  /** The integration calling with an API token, when it is one (decision 036). */
  integration?: { id: string; name: string; scopes: readonly string[] };
  /** A session signed only to enrol in two-step sign-in (hr requires it and the grace is over; decision 037). */
  enrol?: boolean;
}

/** A session, as its token names it: whose, which token, and when it was signed. */
export interface Session {
  id: string;
  jti: string;
  issuedAtMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** What the route's `CallerRead` found in the auth query, with the parameters it asked with (`callerReader`). */
    caller: { params: Record<string, unknown>; row: unknown } | null;
    /** The revisions of the lists a process keeps (`db/kept.ts`), read by the auth query (none on public calls). */
    revisions: Revisions | null;
  }
  interface FastifyContextConfig {
    /** A route anyone may call without a token (login, health). */
    public?: boolean;
    /** What the auth query reads of the caller for this route, in the same round trip (`CallerRead`). */
    caller?: CallerRead;
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
    async sign(employeeId: string, role: Role, { enrol = false } = {}): Promise<string> {
      return signer({ role, t: Date.now(), sub: employeeId, jti: randomUUID(), ...(enrol ? { enrol } : {}) });
    },
    verify(token: string) {
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
      return { sub, jti, exp, issuedAtMs: t, enrol: payload.enrol === true };
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

/**
 * What a route reads of its caller in the auth query itself, one round trip instead of two: `fields` of the
 * caller's `employees` row (subqueries name it `employees` and may use the parameters `params` works out from
 * the call's body; undefined when the call is about someone else). Such a route's token is verified on arrival
 * and its session read once the body is valid. The handler reads it with `callerReader`, its one read path.
 */
export interface CallerRead<
  F extends SelectedFieldsFlat = SelectedFieldsFlat,
  P extends Record<string, unknown> = Record<string, unknown>,
> {
  /** Names the prepared statements. */
  name: string;
  fields: F;
  // biome-ignore lint/suspicious/noExplicitAny: each route's read takes its own (validated) body
  params?(callerId: string, body: any): Promise<P | undefined>;
}

/** The caller's whole row (`me`, and the calendar's department and manager). */
export const profileRead = { name: 'profile', fields: getTableColumns(employees) } satisfies CallerRead;

const sameParams = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The one way to read a `CallerRead`'s fields of a person: the row this call's auth query read, when it read
 * them for this person with these parameters (the settings can have moved on meanwhile); otherwise the same
 * fields, read now in a prepared statement of their own. The same columns either way, decoded by one path. A
 * read is known by its name: a route's read with `params` and the loader's without are the same read.
 */
export function callerReader<F extends SelectedFieldsFlat, P extends Record<string, unknown>>(
  db: Db,
  read: CallerRead<F, P>,
) {
  const name = `${read.name}_of`;
  return async (
    request: FastifyRequest | undefined,
    id: string,
    params: P,
  ): Promise<SelectResultFields<F> | undefined> => {
    const own = request?.routeOptions.config?.caller?.name === read.name ? request.caller : null;
    if (own && request?.auth?.id === id && sameParams(own.params, params))
      return own.row as SelectResultFields<F>;
    const statement = preparedOnce(db, name, () =>
      db
        .select(read.fields)
        .from(employees)
        .where(eq(employees.id, sql.placeholder('id')))
        .prepare(name),
    );
    const [row] = await statement.execute({ ...params, id });
    return row as SelectResultFields<F> | undefined;
  };
}

const sessionFields = {
  role: employees.role,
  status: employees.status,
  managerId: employees.managerId,
  dateOfJoining: employees.dateOfJoining,
  validAfter: employees.sessionsValidAfter,
  revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
  settingsRevision: sql<string>`(select ${organisationSettings.revision} from ${organisationSettings} where ${organisationSettings.id} = 1)`,
  revisions: sql<Revisions | null>`(select json_object_agg(${listRevisions.name}, ${listRevisions.revision}) from ${listRevisions})`,
};

/**
 * The caller's session, as of now: one prepared statement (parsed and planned once per connection), with the
 * route's `CallerRead` fields when it has one (a statement of their own, under `caller`).
 */
function sessionQuery(db: Db) {
  const prepare = (name: string, fields: SelectedFieldsFlat) =>
    db
      .select({ ...sessionFields, caller: fields })
      .from(employees)
      .where(eq(employees.id, sql.placeholder('id')))
      .prepare(name);
  const statementOf = (read: CallerRead | undefined) => {
    const name = read ? `auth_session_${read.name}` : 'auth_session';
    return preparedOnce(db, name, () => prepare(name, read?.fields ?? {}));
  };
  return async (args: { id: string; jti: string }, request: FastifyRequest) => {
    const read = request.routeOptions.config?.caller;
    // A call about someone else, or one its read cannot serve (the settings refuse its year), reads the session
    // alone; the route reads the rest itself, and answers what is wrong.
    const params =
      read && (read.params ? await read.params(args.id, request.body).catch(() => undefined) : {});
    const used = params && read;
    const [row] = await statementOf(used).execute({ ...args, ...params });
    return row && { ...row, caller: used ? { params, row: row.caller } : null };
  };
}
type SessionQuery = ReturnType<typeof sessionQuery>;

type Claims = ReturnType<Tokens['verify']>;

export function installAuth(app: FastifyInstance, db: Db, tokens: Tokens) {
  const session = sessionQuery(db);
  const integration = tokenAuthenticator(db);
  /** Tokens verified on arrival whose session is read once the body is valid (routes with a `CallerRead`). */
  const waiting = new WeakMap<FastifyRequest, Claims>();
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  app.decorateRequest('revisions', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/docs')) return; // the OpenAPI browser: static pages, no data
    // An integration's API token (`hris_…`), not a person's session (decision 036).
    if (isApiToken(request.headers.authorization)) {
      request.auth = await integration(request);
      return;
    }
    const claims = verified(request, tokens);
    if (claims.enrol && !ENROLMENT_CALLS.has(request.routeOptions.url ?? ''))
      throw refuse(403, 'two_step_enrolment_required');
    if (request.routeOptions.config?.caller) waiting.set(request, claims);
    else request.auth = await authenticate(request, db, session, claims);
  });
  // A route that reads of its caller in the auth query reads with the body it was sent (checked by then).
  app.addHook('preHandler', async (request) => {
    const claims = waiting.get(request);
    if (claims) request.auth = await authenticate(request, db, session, claims);
  });
}

/** The calls a session signed only to enrol in two-step sign-in may make (decision 037); any other is a 403. */
const ENROLMENT_CALLS = new Set(
  ['me', 'logout', 'twostep', 'starttwostep', 'confirmtwostep', 'updatepreferences'].map(
    (c) => `/api/employee/${c}`,
  ),
);

/** The bearer token's claims: no token, a forged, unsigned, expired or claim-less one is a 401 at once. */
function verified(request: FastifyRequest, tokens: Tokens): Claims {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw refuse(401, 'sign_in_required');
  try {
    return tokens.verify(match[1]);
  } catch {
    throw refuse(401, 'session_expired');
  }
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  session: SessionQuery,
  claims: Claims,
): Promise<AuthContext> {
  const row = await session({ id: claims.sub, jti: claims.jti }, request);
  if (!row || row.revoked || row.status !== 'active') throw refuse(401, 'session_expired');
  if (row.validAfter && claims.issuedAtMs < row.validAfter.getTime()) throw refuse(401, 'session_expired');
  await syncSettings(db, Number(row.settingsRevision));
  // Every BS date this call counts, counted with the table as of the revision read (decision 028).
  await syncBsYears(db, row.revisions);
  request.caller = row.caller;
  request.revisions = row.revisions ?? {};
  return {
    id: claims.sub,
    role: row.role,
    managerId: row.managerId,
    dateOfJoining: row.dateOfJoining,
    requestId: request.id,
    jti: claims.jti,
    issuedAtMs: claims.issuedAtMs,
    expiresAt: new Date(claims.exp * 1000),
    ...(claims.enrol ? { enrol: true } : {}),
  };
}

/**
 * The channel a revocation is told on, with the employee's id, in the revoking transaction: every instance then
 * ends that person's event streams whose sessions ended (notifications/live.ts).
 */
export const SESSIONS_CHANNEL = 'sessions_ended';
export const announceSessionsEnded = (tx: Pick<Db, 'execute'>, employeeId: string) =>
  tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${employeeId})`);

/**
 * The tokens (`jti`) among `sessions` that the auth query would refuse now, in one query: the same rules as
 * `authenticate` (revoked, not active, signed before `sessions_valid_after`, compared in whole milliseconds).
 */
export async function endedSessions(db: Db, sessions: readonly Session[]): Promise<Set<string>> {
  if (sessions.length === 0) return new Set();
  const given = JSON.stringify(sessions.map(({ id, jti, issuedAtMs }) => ({ id, jti, issuedAtMs })));
  const rows = await queryRows<{ jti: string }>(
    db,
    sql`select s.jti from json_to_recordset(${given}::json) as s(id uuid, jti text, "issuedAtMs" float8)
      left join ${employees} e on e.id = s.id
      where e.id is null or e.status <> 'active'
        or s."issuedAtMs" < floor(extract(epoch from e.sessions_valid_after) * 1000)
        or exists (select 1 from ${revokedTokens} r where r.jti = s.jti)`,
  );
  return new Set(rows.map((row) => row.jti));
}

/** The signed-in caller; only for routes that are not public. */
export function actor(request: FastifyRequest): AuthContext {
  if (!request.auth) throw refuse(401, 'sign_in_required');
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
  missing: PlainCode,
): T {
  if (found) {
    authorize(request, capability, subjectOf(found));
    return found;
  }
  authorizeEveryone(request, capability);
  throw refuse(404, missing);
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
  // An integration is nobody: "the caller" it would default to is no one (decision 036).
  if (employeeId === undefined && me.integration)
    throw refuse(400, 'token_employee_required', { field: 'employee_id' });
  const row = await load(employeeId ?? me.id, me);
  return authorizeFound(request, capability, row, (employee) => employee, 'employee_not_found');
}
