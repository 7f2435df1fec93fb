/**
 * hr's API tokens (issue 46, decision 036): create (the secret returned this once, only its hash kept), list,
 * revoke; each change audited in its transaction. What a token may be given is the server's scope catalogue,
 * derived from the contracts (`http/scopes.ts`).
 */
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { apiTokens, employees } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { knownScope, scopeCatalogue } from '../../../server/http/scopes.js';
import { recordAudit } from '../../audit/server/writes.js';
import { parseNetwork } from '../../sites/contract.js';
import { type ApiToken, TOKEN_PREFIX, type tokenInput, tokenMessages } from '../schemas.js';
import { secretHash } from './token-auth.js';

const DAY_MS = 86_400_000;

const columns = {
  token: apiTokens,
  creator: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
};
type Row = { token: typeof apiTokens.$inferSelect; creator: string };

function present({ token: t, creator }: Row, now: Date): ApiToken {
  return {
    _id: t.id,
    name: t.name,
    prefix: t.prefix,
    scopes: t.scopes,
    allowed_addresses: t.allowedAddresses,
    expires_at: t.expiresAt.toISOString(),
    created_at: t.createdAt.toISOString(),
    created_by: { _id: t.createdBy, name: creator },
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    last_used_address: t.lastUsedAddress,
    revoked_at: t.revokedAt?.toISOString() ?? null,
    status: t.revokedAt ? 'revoked' : t.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
  };
}

export const listScopes = () => ({ areas: scopeCatalogue() });

export async function listTokens(db: Db, now: Date) {
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .innerJoin(employees, eq(employees.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return { tokens: rows.map((row) => present(row, now)) };
}

/** A network as written once parsed (`10.0.0.0/8`, a bare address as itself). */
const normalised = (text: string) => {
  const [address, bits] = parseNetwork(text) ?? [];
  return text.includes('/') ? `${address}/${bits}` : `${address}`;
};

export async function createToken(db: Db, by: Actor, input: z.output<typeof tokenInput>, now: Date) {
  if (input.scopes.some((scope) => !knownScope(scope)))
    throw refuse(400, 'token_scope_unknown', { field: 'scopes' });
  const scopes = [...new Set(input.scopes)].sort();
  const allowedAddresses = [...new Set(input.allowed_addresses.map(normalised))];
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [token] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        prefix: secret.slice(0, TOKEN_PREFIX.length + 6),
        secretHash: secretHash(secret),
        scopes,
        allowedAddresses,
        expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
        createdBy: by.id,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, by, {
      action: 'create',
      entity: 'api_token',
      entityId: token!.id,
      after: {
        name: token!.name,
        prefix: token!.prefix,
        scopes,
        allowedAddresses,
        expiresAt: token!.expiresAt,
      },
    });
    const [row] = await tx
      .select(columns)
      .from(apiTokens)
      .innerJoin(employees, eq(employees.id, apiTokens.createdBy))
      .where(eq(apiTokens.id, token!.id));
    return { token: present(row!, now), secret };
  });
}

/** Revokes a token (again: nothing changes); its next call is refused. */
export async function revokeToken(db: Db, by: Actor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id)).for('update');
    if (!found) throw refuse(404, 'api_token_not_found', { field: '_id' });
    if (!found.revokedAt) {
      await tx.update(apiTokens).set({ revokedAt: now, revokedBy: by.id }).where(eq(apiTokens.id, id));
      await recordAudit(tx, by, {
        action: 'revoke',
        entity: 'api_token',
        entityId: id,
        before: { revokedAt: null },
        after: { revokedAt: now },
      });
    }
    const [row] = await tx
      .select(columns)
      .from(apiTokens)
      .innerJoin(employees, eq(employees.id, apiTokens.createdBy))
      .where(eq(apiTokens.id, id));
    return { message: tokenMessages.revoked, token: present(row!, now) };
  });
}
