import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply, passwordMessages } from '../../../shared/auth.js';
import { anonymousTrace } from '../../actor.js';
import type { Db } from '../../db/client.js';
import { actor, authorize, authorizeEveryone, type Tokens } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { refuse } from '../../http/errors.js';
import type { Mailer } from '../../mailer.js';
import { findEmployee } from '../auth/service.js';
import { changePassword, resetPassword, sendResetLink } from './service.js';

interface Options {
  db: Db;
  tokens: Tokens;
  mailer: Mailer;
}

export const passwordRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, mailer }) => {
  app.post(
    '/employee/forgotpassword',
    {
      config: { public: true },
      schema: {
        tags: ['passwords'],
        summary: 'E-mail a reset link (same answer whether or not the address is known)',
        ...io('/employee/forgotpassword'),
      },
    },
    async (request) => {
      // The e-mail goes out after the reply, so the reply takes the same time for known and unknown addresses.
      // A forged Host gets the same reply too, and no link built from it goes anywhere.
      const baseUrl = app.links.of(request);
      if (baseUrl)
        void sendResetLink(db, mailer, request.body.email, baseUrl, anonymousTrace(request.id)).catch((err) =>
          request.log.error({ err }, 'could not send a password reset link'),
        );
      else request.log.warn({ host: request.host }, 'no reset link sent: set PUBLIC_URL or ALLOWED_HOSTS');
      return { message: passwordMessages.resetSent };
    },
  );

  app.post(
    '/employee/resetpassword',
    {
      config: { public: true },
      schema: {
        tags: ['passwords'],
        summary: 'Set a new password with a reset link',
        ...io('/employee/resetpassword'),
      },
    },
    async (request) => {
      await resetPassword(db, anonymousTrace(request.id), request.body.token, request.body.password);
      return { message: passwordMessages.resetDone };
    },
  );

  app.post(
    '/employee/changepassword',
    {
      schema: {
        tags: ['passwords'],
        summary: "Change the caller's password; other sessions end",
        ...io('/employee/changepassword', { 400: errorReply }),
      },
    },
    async (request) => {
      const me = authorize(request, 'update:password', actor(request));
      if (request.body.currentPassword === request.body.newPassword)
        throw refuse(400, 'same_password', { field: 'newPassword' });
      await changePassword(db, me, request.body.currentPassword, request.body.newPassword);
      return { message: passwordMessages.changed, accessToken: await tokens.sign(me.id, me.role) };
    },
  );

  app.post(
    '/employee/sendpasswordreset',
    {
      schema: {
        tags: ['passwords'],
        summary: 'hr: e-mail an employee a reset link',
        ...io('/employee/sendpasswordreset'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:employee');
      const person = request.body.employee_id ? await findEmployee(db, request.body.employee_id) : undefined;
      if (!person) throw refuse(404, 'employee_not_found');
      if (person.status !== 'active') throw refuse(400, 'cannot_sign_in_terminated');
      await sendResetLink(db, mailer, person.email, app.links.required(request), actor(request));
      return { message: `A reset link has been sent to ${person.email}.` };
    },
  );
};
