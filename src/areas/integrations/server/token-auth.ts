/**
 * An integration's call (decision 036): `Authorization: Bearer hris_…`. The secret's hash finds the token (one
 * prepared statement, with the revisions every call reads); an unknown, revoked or expired token, or a call from an
 * address outside its networks, is a 401 with its own code; then the route must be one a token may make, under a
 * scope the token holds. The caller is the integration: no person's capabilities, only its scopes' (each on
 * everyone), its audit lines naming the token. The use is recorded (when, from where) on every call.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { preparedOnce } from '../../../server/db/client.js';
import type { Revisions } from '../../../server/db/kept.js';
import { apiTokens, listRevisions, organisationSettings } from '../../../server/db/schema.js';
import type { AuthContext } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import { grantedBy, holds } from '../../../server/http/scopes.js';
import { minuteThrottle } from '../../../server/http/throttle.js';
import { syncBsYears } from '../../calendar/server/reads.js';
import { syncSettings } from '../../settings/server/reads.js';
import { addressIn } from '../../sites/contract.js';
import { TOKEN_LIMITS, TOKEN_PREFIX } from '../schemas.js';

const BEARER = new RegExp(`^Bearer\\s+(${TOKEN_PREFIX}\\S*)$`, 'i');

/** Whether an Authorization header carries an API token rather than a session's JWT. */
export const isApiToken = (header: string | undefined) => !!header && BEARER.test(header);

/** The hash a secret is kept and found by. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function tokenAuthenticator(db: Db) {
  const throttle = minuteThrottle(TOKEN_LIMITS.requestsPerMinute);
  const find = () =>
    preparedOnce(db, 'api_token_session', () =>
      db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          scopes: apiTokens.scopes,
          allowedAddresses: apiTokens.allowedAddresses,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
          createdBy: apiTokens.createdBy,
          createdAt: apiTokens.createdAt,
          settingsRevision: sql<string>`(select ${organisationSettings.revision} from ${organisationSettings} where ${organisationSettings.id} = 1)`,
          revisions: sql<Revisions | null>`(select json_object_agg(${listRevisions.name}, ${listRevisions.revision}) from ${listRevisions})`,
        })
        .from(apiTokens)
        .where(eq(apiTokens.secretHash, sql.placeholder('hash')))
        .prepare('api_token_session'),
    );
  const used = () =>
    preparedOnce(db, 'api_token_used', () =>
      db
        .update(apiTokens)
        .set({
          lastUsedAt: sql`${sql.placeholder('at')}::timestamptz`,
          lastUsedAddress: sql`${sql.placeholder('address')}`,
        })
        .where(eq(apiTokens.id, sql.placeholder('id')))
        .prepare('api_token_used'),
    );

  return async (request: FastifyRequest): Promise<AuthContext> => {
    const secret = request.headers.authorization?.match(BEARER)?.[1] ?? '';
    const hash = secretHash(secret);
    const now = request.server.now();
    const { ok, retryAfterSeconds } = throttle.allow(hash, now.getTime());
    if (!ok) throw refuse(429, 'token_throttled', { headers: { 'retry-after': String(retryAfterSeconds) } });
    const [row] = await find().execute({ hash });
    if (!row) throw refuse(401, 'token_invalid');
    if (row.revokedAt) throw refuse(401, 'token_revoked');
    if (row.expiresAt.getTime() <= now.getTime()) throw refuse(401, 'token_expired');
    if (row.allowedAddresses.length > 0 && !addressIn(request.ip, row.allowedAddresses))
      throw refuse(401, 'token_address_refused');
    const route = request.routeOptions.config?.token;
    if (!route || 'personOnly' in route) throw refuse(403, 'token_not_for_person');
    if ('scope' in route && !holds(row.scopes, route))
      throw refuse(403, 'token_scope_missing', { scope: route.scope });
    await used().execute({ id: row.id, at: now.toISOString(), address: request.ip });
    await syncSettings(db, Number(row.settingsRevision));
    await syncBsYears(db, row.revisions);
    request.revisions = row.revisions ?? {};
    request.caller = null;
    return {
      // The person answerable for the integration: the columns that say who did something name a person (decision 036).
      id: row.createdBy,
      role: 'employee',
      managerId: null,
      dateOfJoining: row.createdAt.toISOString().slice(0, 10),
      requestId: request.id,
      jti: `token:${row.id}`,
      issuedAtMs: row.createdAt.getTime(),
      expiresAt: row.expiresAt,
      granted: grantedBy(row.scopes),
      integrationId: row.id,
      integration: { id: row.id, name: row.name, scopes: row.scopes },
    };
  };
}
