/**
 * Work sites (rules §15): hr's list, saving and deleting a site, and which sites a person works at
 * (`getsites`, `savesite`, `deletesite`, `assignsites`). All need the settings capabilities (hr), on everyone.
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { sitesCalls } from '../contract.js';
import { assignSites, deleteSite, listSites, saveSite } from './service.js';

const on = handlerFor(sitesCalls);

export const sitesHandlers = (db: Db) => [
  on('/employee/getsites', { handle: () => listSites(db) }),
  on('/employee/savesite', { handle: ({ input, me }) => saveSite(db, me, input) }),
  on('/employee/deletesite', { handle: ({ input, me }) => deleteSite(db, me, input._id) }),
  on('/employee/assignsites', {
    handle: ({ input, me }) => assignSites(db, me, input.employee_id, input.site_ids),
  }),
];
