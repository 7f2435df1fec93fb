/**
 * The integrations area's calls (issue 46, decision 036): hr's API tokens under `manage:integration`. A token's
 * calls are the API's own, reached with `Authorization: Bearer hris_…` (`server/token-auth.ts`); no token may make
 * these.
 */
import { defineCalls } from '../../shared/area.js';
import {
  createdTokenReply,
  revokedTokenReply,
  revokeTokenInput,
  scopesReply,
  tokenInput,
  tokensReply,
} from './schemas.js';

export * from './schemas.js';

export const integrationsCalls = defineCalls({
  '/employee/getapiscopes': {
    method: 'POST',
    reply: scopesReply,
    summary: "The scopes an API token may be given: the API's areas, read or write (hr)",
    capability: 'manage:integration',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/getapitokens': {
    method: 'POST',
    reply: tokensReply,
    summary: 'API tokens with their scopes, expiry, creator and last use; never their secrets (hr)',
    capability: 'manage:integration',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/createapitoken': {
    method: 'POST',
    input: tokenInput,
    reply: createdTokenReply,
    status: 201,
    summary: 'Create an API token for an integration; its secret is in this reply and never again (hr)',
    capability: 'manage:integration',
    subject: 'everyone',
    refusals: ['token_scope_unknown'],
    writes: true,
  },
  '/employee/revokeapitoken': {
    method: 'POST',
    input: revokeTokenInput,
    reply: revokedTokenReply,
    summary: 'Revoke an API token: its next call is refused (hr)',
    capability: 'manage:integration',
    subject: 'everyone',
    refusals: ['api_token_not_found'],
    writes: true,
  },
});
