/**
 * Employee calls (`POST /api/employee/<verb>`): reading one employee and their personal numbers here; the hr
 * administration calls in admin-routes.ts (changes) and list-routes.ts (list, search, export, dashboard).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actor, authorizeOn } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { recordAudit } from '../audit/service.js';
import { findEmployee } from '../auth/service.js';
import { employeeAdminRoutes } from './admin-routes.js';
import { employeeListRoutes } from './list-routes.js';
import { presentUser } from './presenter.js';
import { isOnLeave, orgToday, reportingLine } from './queries.js';

export const employeeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (id: string) => findEmployee(db, id);

  app.post(
    '/employee/getemployee',
    {
      schema: {
        tags: ['employees'],
        summary: 'One employee’s full profile (hr: anyone; a manager: direct reports; anyone: themself)',
        ...io('/employee/getemployee'),
      },
    },
    async (request) => {
      const row = await authorizeOn(request, 'read:employee', request.body.employee_id, load);
      const onLeave = await isOnLeave(db, row.id, await orgToday(db, app.now()));
      return presentUser(row, app.pii, onLeave);
    },
  );

  app.post(
    '/employee/getreportingline',
    {
      schema: {
        tags: ['employees'],
        summary: 'Whom an employee reports to and who reports to them (whoever may read the employee)',
        ...io('/employee/getreportingline'),
      },
    },
    async (request) =>
      reportingLine(db, await authorizeOn(request, 'read:employee', request.body.employee_id, load)),
  );

  app.post(
    '/employee/revealpersonaldata',
    {
      schema: {
        tags: ['employees'],
        summary:
          'Bank account, tax id and SSN in clear (the employee themself or hr); every reveal is audit-logged',
        ...io('/employee/revealpersonaldata'),
      },
    },
    async (request) => {
      const row = await authorizeOn(request, 'reveal:pii', request.body.employee_id, load);
      await recordAudit(db, actor(request), {
        action: 'reveal',
        entity: 'employee',
        entityId: row.id,
        after: { fields: ['bankAccount', 'taxId', 'ssn'] },
      });
      return {
        bankAccount: app.pii.open(row.bankAccount),
        taxId: app.pii.open(row.taxId),
        ssn: app.pii.open(row.ssn),
      };
    },
  );

  await app.register(employeeAdminRoutes, { db });
  await app.register(employeeListRoutes, { db });
};
