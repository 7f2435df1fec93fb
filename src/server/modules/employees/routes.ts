/**
 * Employee calls (`POST /api/employee/<verb>`): reading one employee and their personal numbers here; the hr
 * administration calls in admin-routes.ts (changes) and list-routes.ts (list, search, export, dashboard).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import {
  employeeRef,
  employeeReply,
  personalDataReply,
  reportingLineReply,
  employeeMessages as say,
} from '../../../shared/employees.js';
import type { Db } from '../../db/client.js';
import { actor, authorize } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';
import { findEmployee } from '../auth/service.js';
import { employeeAdminRoutes } from './admin-routes.js';
import { employeeListRoutes } from './list-routes.js';
import { presentUser } from './presenter.js';
import { isOnLeave, orgToday, reportingLine } from './queries.js';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export const employeeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The employee a call is about; an unknown id is a 403 to whoever could not see it anyway. */
  async function subject(request: Parameters<typeof actor>[0], action: string, entity: string, id?: string) {
    const employeeId = id ?? actor(request).id;
    const row = await findEmployee(db, employeeId);
    authorize(request, action, entity, row ?? { id: employeeId, managerId: null });
    if (!row) throw notFound(say.notFound);
    return row;
  }

  app.post(
    '/employee/getemployee',
    {
      schema: {
        tags: ['employees'],
        summary: 'One employee’s full profile (hr: anyone; a manager: direct reports; anyone: themself)',
        body: employeeRef,
        response: { 200: employeeReply, ...errors },
      },
    },
    async (request) => {
      const row = await subject(request, 'read', 'employee', request.body.employee_id);
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
        body: employeeRef,
        response: { 200: reportingLineReply, ...errors },
      },
    },
    async (request) =>
      reportingLine(db, await subject(request, 'read', 'employee', request.body.employee_id)),
  );

  app.post(
    '/employee/revealpersonaldata',
    {
      schema: {
        tags: ['employees'],
        summary:
          'Bank account, tax id and SSN in clear (the employee themself or hr); every reveal is audit-logged',
        body: employeeRef,
        response: { 200: personalDataReply, ...errors },
      },
    },
    async (request) => {
      const row = await subject(request, 'reveal', 'pii', request.body.employee_id);
      await recordAudit(db, request, {
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
