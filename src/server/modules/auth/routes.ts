import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import { rolePermissions } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { actor, authorize, profileRead, readOf, type Tokens } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { refuse } from '../../http/errors.js';
import { presentUser } from '../employees/presenter.js';
import { getOrganisation } from '../settings/service.js';
import { login, logout, updatePreferences } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: Tokens }> = async (app, { db, tokens }) => {
  app.post(
    '/employee/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        ...io('/employee/login', { 401: errorReply }),
      },
    },
    (request) => login(db, app.pii, tokens, request.body, request.ip),
  );

  app.post(
    '/employee/me',
    {
      // The auth query reads the caller's row too: `me` costs one query.
      config: { caller: profileRead },
      schema: { tags: ['auth'], summary: "The signed-in user's profile", ...io('/employee/me') },
    },
    async (request) => {
      actor(request);
      const row = readOf(request, profileRead)?.row;
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
      };
    },
  );

  app.post(
    '/employee/updatepreferences',
    {
      schema: {
        tags: ['auth'],
        summary: "Save the caller's language, calendar and digits; null follows the organisation's default",
        ...io('/employee/updatepreferences'),
      },
    },
    (request) =>
      updatePreferences(db, authorize(request, 'update:preferences', actor(request)), request.body),
  );

  app.post(
    '/employee/logout',
    { schema: { tags: ['auth'], summary: 'End this session', ...io('/employee/logout') } },
    async (request) => {
      await logout(db, actor(request));
      return { message: 'Signed out' };
    },
  );
};
