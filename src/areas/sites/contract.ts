/**
 * The work sites area's calls (rules §15, decision 016): hr's sites and who works at which. Other areas and both
 * sides reach sites through this file (its schemas are re-exported below) and, on the server, `server/reads.ts`
 * (`checkPlace`, the check a Clock In/Out passes before anything is written).
 */
import { defineCalls } from '../../shared/area.js';
import { assignSitesBody, deleteSiteBody, messageReply, siteInput, sitesReply } from './schemas.js';

export * from './schemas.js';

export const sitesCalls = defineCalls({
  '/employee/getsites': {
    method: 'POST',
    reply: sitesReply,
    summary: 'Work sites and who works at which (hr)',
    capability: 'read:settings',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/savesite': {
    method: 'POST',
    input: siteInput,
    reply: messageReply,
    summary: 'Create or change a work site (hr): a geofence and/or networks (CIDR)',
    capability: 'update:settings',
    subject: 'everyone',
    refusals: [
      'site_not_found',
      'site_name_taken',
      'site_empty',
      'site_location_half',
      'site_radius',
      'site_latitude',
      'site_longitude',
      'site_networks_max',
      'site_cidr',
    ],
    writes: true,
  },
  '/employee/deletesite': {
    method: 'POST',
    input: deleteSiteBody,
    reply: messageReply,
    summary: 'Delete a work site (hr)',
    capability: 'update:settings',
    subject: 'everyone',
    refusals: ['site_not_found'],
    writes: true,
  },
  '/employee/assignsites': {
    method: 'POST',
    input: assignSitesBody,
    reply: messageReply,
    summary: "Set a person's work sites (hr); none: anywhere",
    capability: 'update:settings',
    subject: 'everyone',
    refusals: ['employee_not_found', 'site_not_found'],
    writes: true,
  },
});
