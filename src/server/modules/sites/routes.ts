/**
 * Work sites (rules §15): hr's list, saving and deleting a site, and which sites a person works at
 * (`getsites`, `savesite`, `deletesite`, `assignsites`). All need the settings capabilities (hr).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { assignSites, deleteSite, listSites, saveSite } from './service.js';

const tags = ['settings'];

export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getsites',
    { schema: { tags, summary: 'Work sites and who works at which (hr)', ...io('/employee/getsites') } },
    async (request) => {
      authorizeEveryone(request, 'read:settings');
      return listSites(db);
    },
  );

  app.post(
    '/employee/savesite',
    {
      schema: {
        tags,
        summary: 'Create or change a work site (hr): a geofence and/or networks (CIDR)',
        ...io('/employee/savesite'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:settings');
      return saveSite(db, actor(request), request.body);
    },
  );

  app.post(
    '/employee/deletesite',
    { schema: { tags, summary: 'Delete a work site (hr)', ...io('/employee/deletesite') } },
    async (request) => {
      authorizeEveryone(request, 'update:settings');
      return deleteSite(db, actor(request), request.body._id);
    },
  );

  app.post(
    '/employee/assignsites',
    {
      schema: {
        tags,
        summary: "Set a person's work sites (hr); none: anywhere",
        ...io('/employee/assignsites'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:settings');
      return assignSites(db, actor(request), request.body.employee_id, request.body.site_ids);
    },
  );
};
