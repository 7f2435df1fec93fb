/**
 * The organisation's own lists (issue 40): everyone's choices for a form, and hr's list, add, rename, merge, retire
 * and restore, served by `registerArea` (area.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { organisationCalls } from '../contract.js';
import {
  addValue,
  listChoices,
  listValues,
  mergeValue,
  renameValue,
  restoreValue,
  retireValue,
} from './service.js';

const on = handlerFor(organisationCalls);

export const organisationHandlers = (app: FastifyInstance, db: Db) => [
  on('/employee/getorgchoices', { handle: () => listChoices(db) }),
  on('/employee/getorgvalues', { handle: () => listValues(db) }),
  on('/employee/addorgvalue', { handle: ({ input, me }) => addValue(db, me, input) }),
  on('/employee/renameorgvalue', { handle: ({ input, me }) => renameValue(db, me, input, app.now()) }),
  on('/employee/mergeorgvalue', {
    handle: ({ input, me }) => mergeValue(db, me, input._id, input.into, app.now()),
  }),
  on('/employee/retireorgvalue', { handle: ({ input, me }) => retireValue(db, me, input._id, app.now()) }),
  on('/employee/restoreorgvalue', { handle: ({ input, me }) => restoreValue(db, me, input._id, app.now()) }),
];
