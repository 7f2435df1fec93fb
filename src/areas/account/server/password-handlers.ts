/** Passwords (`passwordCalls`): forgotten, reset with a link, changed, or a reset link sent by hr. */
import type { FastifyInstance } from 'fastify';
import { anonymousTrace } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import type { Tokens } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import type { Mailer } from '../../../server/mailer.js';
import { passwordCalls, passwordMessages } from '../contract.js';
import { changePassword, resetPassword, sendResetLink } from './passwords.js';
import { findEmployee } from './service.js';

const on = handlerFor(passwordCalls);

export const passwordHandlers = (app: FastifyInstance, db: Db, tokens: Tokens, mailer: Mailer) => [
  on('/employee/forgotpassword', {
    async handle({ input, request }) {
      // The e-mail goes out after the reply, so the reply takes the same time for known and unknown addresses.
      // A forged Host gets the same reply too, and no link built from it goes anywhere.
      const baseUrl = app.links.of(request);
      if (baseUrl)
        void sendResetLink(db, mailer, input.email, baseUrl, anonymousTrace(request.id)).catch((err) =>
          request.log.error({ err }, 'could not send a password reset link'),
        );
      else request.log.warn({ host: request.host }, 'no reset link sent: set PUBLIC_URL or ALLOWED_HOSTS');
      return { message: passwordMessages.resetSent };
    },
  }),

  on('/employee/resetpassword', {
    async handle({ input, request }) {
      await resetPassword(db, anonymousTrace(request.id), input.token, input.password);
      return { message: passwordMessages.resetDone };
    },
  }),

  on('/employee/changepassword', {
    async handle({ input, me }) {
      if (input.currentPassword === input.newPassword)
        throw refuse(400, 'same_password', { field: 'newPassword' });
      await changePassword(db, me, input.currentPassword, input.newPassword);
      return { message: passwordMessages.changed, accessToken: await tokens.sign(me.id, me.role) };
    },
  }),

  on('/employee/sendpasswordreset', {
    async handle({ input, me, request }) {
      const person = input.employee_id ? await findEmployee(db, input.employee_id) : undefined;
      if (!person) throw refuse(404, 'employee_not_found');
      if (person.status !== 'active') throw refuse(400, 'cannot_sign_in_terminated');
      await sendResetLink(db, mailer, person.email, app.links.required(request), me);
      return { message: `A reset link has been sent to ${person.email}.` };
    },
  }),
];
