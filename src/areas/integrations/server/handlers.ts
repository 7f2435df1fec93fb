/** hr's API tokens (issue 46, decision 036), all under `manage:integration` on everyone. */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { integrationsCalls } from '../contract.js';
import { createToken, listScopes, listTokens, revokeToken } from './service.js';

const on = handlerFor(integrationsCalls);

export const integrationsHandlers = (db: Db) => [
  on('/employee/getapiscopes', { handle: async () => listScopes() }),
  on('/employee/getapitokens', { handle: ({ now }) => listTokens(db, now) }),
  on('/employee/createapitoken', { handle: ({ input, me, now }) => createToken(db, me, input, now) }),
  on('/employee/revokeapitoken', { handle: ({ input, me, now }) => revokeToken(db, me, input._id, now) }),
];
