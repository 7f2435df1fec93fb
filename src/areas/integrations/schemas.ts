/**
 * API tokens for integrations (issue 46, decision 036): the shapes of hr's calls, and the limits of a token. A
 * token's scopes are areas of the API, `read` or `write` (write includes read), as the server's contracts name
 * them (`getapiscopes`).
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { parseNetwork } from '../sites/contract.js';

/** Every secret starts so: a reader of a log or a secret scanner knows one when they see it. */
export const TOKEN_PREFIX = 'hris_';

export const TOKEN_LIMITS = {
  /** Requests of one token per minute, per server instance. */
  requestsPerMinute: 300,
  /** The longest a token may live, in days. */
  maxDays: 730,
  maxAddresses: 20,
  maxScopes: 100,
} as const;

/** The lifetimes the settings card offers, in days. */
export const TOKEN_LIFETIMES = [30, 90, 180, 365, 730] as const;

export const SCOPE_PATTERN = /^[a-z][a-z0-9-]*:(read|write)$/;

export const tokenMessages = {
  revoked: 'API token revoked.',
} as const;

export const tokenInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: says('field_required', { field: 'Name' }) })
      .max(100, { error: says('field_too_long_plain', { field: 'Name' }) }),
    scopes: z
      .array(z.string().regex(SCOPE_PATTERN, { error: says('token_scope_unknown') }))
      .min(1, { error: says('token_scopes_required') })
      .max(TOKEN_LIMITS.maxScopes, {
        error: says('field_too_many', { field: 'Scopes', max: TOKEN_LIMITS.maxScopes }),
      }),
    expires_in_days: z
      .number({ error: says('field_whole_number', { field: 'Expires in days' }) })
      .int({ error: says('field_whole_number', { field: 'Expires in days' }) })
      .min(1, {
        error: says('field_between', { field: 'Expires in days', min: 1, max: TOKEN_LIMITS.maxDays }),
      })
      .max(TOKEN_LIMITS.maxDays, {
        error: says('field_between', { field: 'Expires in days', min: 1, max: TOKEN_LIMITS.maxDays }),
      }),
    allowed_addresses: z
      .array(
        z
          .string()
          .trim()
          .max(64, { error: says('token_cidr_invalid') })
          .refine((v) => parseNetwork(v) !== null, { error: says('token_cidr_invalid') }),
      )
      .max(TOKEN_LIMITS.maxAddresses, {
        error: says('field_too_many', { field: 'Allowed addresses', max: TOKEN_LIMITS.maxAddresses }),
      })
      .default([]),
  })
  .strict();

export type TokenInput = z.input<typeof tokenInput>;

export const tokenStatuses = ['active', 'expired', 'revoked'] as const;

export const apiToken = z.object({
  _id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell tokens apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  allowed_addresses: z.array(z.string()),
  expires_at: z.string(),
  created_at: z.string(),
  created_by: z.object({ _id: z.string(), name: z.string() }),
  last_used_at: z.string().nullable(),
  last_used_address: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(tokenStatuses),
});
export type ApiToken = z.infer<typeof apiToken>;
export const tokensReply = z.object({ tokens: z.array(apiToken) });

/** The new token, and its secret: the one time it is ever returned. */
export const createdTokenReply = z.object({ token: apiToken, secret: z.string() });

export const revokeTokenInput = z.object({ _id: idOf('_id', 'token id') }).strict();
export const revokedTokenReply = z.object({ message: z.string(), token: apiToken });

/** The areas a token may be given, with how many calls reading and writing each opens. */
export const scopesReply = z.object({
  areas: z.array(z.object({ area: z.string(), read: z.number(), write: z.number() })),
});
