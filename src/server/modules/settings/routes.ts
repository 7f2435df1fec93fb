import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { getSettings } from './service.js';
import { updateSettings } from './update.js';

const present = (s: Awaited<ReturnType<typeof getSettings>>) => ({
  ...s,
  workingDays: [...s.workingDays].sort(),
  holidays: [...s.holidays].sort((a, b) => a.date.localeCompare(b.date)),
  updatedAt: s.updatedAt.toISOString(),
});

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getsettings',
    {
      schema: {
        tags: ['settings'],
        summary: "The organisation's settings (hr)",
        ...io('/employee/getsettings'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:settings');
      return present(await getSettings(db));
    },
  );

  app.post(
    '/employee/updatesettings',
    {
      schema: {
        tags: ['settings'],
        summary:
          "Change the organisation's settings (hr); takes effect at once in attendance, leave and payroll",
        ...io('/employee/updatesettings'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:settings');
      const updated = await updateSettings(db, actor(request), app.now(), request.body);
      return present(updated);
    },
  );
};
