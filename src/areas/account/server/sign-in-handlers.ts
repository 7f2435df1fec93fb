/** Signing in and out, and the caller's own profile and preferences (`signInCalls`), served by `registerArea`. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { callerReader, profileRead, type Tokens } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import { rolePermissions } from '../../../shared/permissions.js';
import { presentUser } from '../../employees/server/reads.js';
import { getOrganisation } from '../../settings/server/reads.js';
import { signInCalls } from '../contract.js';
import { login, logout, updatePreferences } from './service.js';

const on = handlerFor(signInCalls);

export const signInHandlers = (app: FastifyInstance, db: Db, tokens: Tokens) => {
  const profileOf = callerReader(db, profileRead);
  return [
    on('/employee/login', {
      handle: ({ input, request }) => login(db, app.pii, tokens, input, request.ip, app.now()),
    }),

    on('/employee/me', {
      // The auth query reads the caller's row too: `me` costs one query.
      caller: profileRead,
      async handle({ me, request }) {
        const row = await profileOf(request, me.id, {});
        if (!row) throw refuse(401, 'sign_in_required');
        const organisation = await getOrganisation(db);
        return {
          user: presentUser(row, app.pii),
          organisation,
          preferences: {
            language: row.language,
            calendar: row.calendar,
            digits: row.digits,
            shareContact: row.shareContact,
          },
          permissions: [...rolePermissions[row.role]],
          ...(me.enrol ? { enrolTwoStep: true } : {}),
        };
      },
    }),

    on('/employee/updatepreferences', {
      handle: ({ input, me }) => updatePreferences(db, me, input),
    }),

    on('/employee/logout', {
      async handle({ me }) {
        await logout(db, me);
        return { message: 'Signed out' };
      },
    }),
  ];
};
