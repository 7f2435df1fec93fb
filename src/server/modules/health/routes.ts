import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const healthReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.string(), ok: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Is the server and its database up?',
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (_request, reply) => {
      const ok = await database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'unavailable', database: { kind: database.kind, ok } });
    },
  );
};
