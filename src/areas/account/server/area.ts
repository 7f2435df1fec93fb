/**
 * The account area on the server: every call of its contract with its handler (app.ts registers it, one line).
 * Sign-in calls keep the OpenAPI tag `auth`, password calls `passwords`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import type { Tokens } from '../../../server/http/auth.js';
import type { Mailer } from '../../../server/mailer.js';
import { passwordCalls, signInCalls, twoStepCalls } from '../contract.js';
import { passwordHandlers } from './password-handlers.js';
import { signInHandlers } from './sign-in-handlers.js';
import { twoStepHandlers } from './two-step-handlers.js';

export const accountArea: FastifyPluginAsync<{ db: Db; tokens: Tokens; mailer: Mailer }> = async (
  app,
  { db, tokens, mailer },
) => {
  registerArea(app, { name: 'auth', db }, signInCalls, signInHandlers(app, db, tokens));
  registerArea(app, { name: 'passwords', db }, passwordCalls, passwordHandlers(app, db, tokens, mailer));
  registerArea(app, { name: 'two-step', db }, twoStepCalls, twoStepHandlers(app, db, tokens));
};
