/** The import area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { importCalls, MAX_IMPORT_BYTES } from '../contract.js';
import { importCallHandlers } from './handlers.js';

export const importArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });
  registerArea(app, { name: 'import', db }, importCalls, importCallHandlers(app, db));
};
