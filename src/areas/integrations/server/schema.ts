/**
 * The integrations area's table (issue 46, decision 036), re-exported by `db/schema.ts`: API tokens hr created for
 * programs. Only a hash of each secret is kept; the secret itself is shown once, when the token is created.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    name: text('name').notNull(),
    /** The secret's first characters (`hris_` and a few more), to tell tokens apart in lists and logs. */
    prefix: text('prefix').notNull(),
    /** sha256 of the whole secret, in hex: the secret has 256 random bits, so no slow hash is needed. */
    secretHash: text('secret_hash').notNull(),
    /** `area:read` or `area:write` (write includes read), as the contracts' areas name them. */
    scopes: text('scopes').array().notNull(),
    /** Networks (CIDR) a call must come from; empty: anywhere. */
    allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: instant('expires_at').notNull(),
    createdBy: ref('created_by', () => employees.id).notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
    revokedBy: ref('revoked_by', () => employees.id),
    lastUsedAt: instant('last_used_at'),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [
    uniqueIndex('api_tokens_secret_key').on(t.secretHash),
    index('api_tokens_created_idx').on(t.createdAt),
    check('api_tokens_name', sql`char_length(${t.name}) between 1 and 100`),
    check('api_tokens_scopes', sql`cardinality(${t.scopes}) between 1 and 100`),
    check('api_tokens_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
    check('api_tokens_revoked', sql`(${t.revokedAt} is null) = (${t.revokedBy} is null)`),
  ],
);
