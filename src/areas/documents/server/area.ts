/** The documents area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { documentsCalls } from '../contract.js';
import { MAX_DOCUMENT_BYTES } from '../schemas.js';
import { documentHandlers } from './handlers.js';
import { createStorage } from './storage.js';

export const documentsArea: FastifyPluginAsync<{ db: Db; uploadsDir?: string }> = async (
  app,
  { db, uploadsDir },
) => {
  const storage = createStorage(uploadsDir);
  app.addHook('onClose', async () => storage.dispose());
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 },
  });
  registerArea(app, { name: 'documents', db }, documentsCalls, documentHandlers(db, storage));
};
