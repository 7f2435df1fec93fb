/**
 * Employee calls (`POST /api/employee/<verb>`): reading one employee and their personal numbers here; the hr
 * administration calls in admin-handlers.ts (changes) and list-handlers.ts (list, search, export, dashboard).
 * Served by `registerArea` (server/area.ts), which authorises each call on the employee it names first.
 */
import type { FastifyInstance } from 'fastify';
import { PII_FIELDS } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { allows } from '../../../shared/permissions.js';
import { findEmployee } from '../../account/server/reads.js';
import { recordAudit } from '../../audit/server/writes.js';
import { employeesCalls } from '../contract.js';
import { presentUser } from './presenter.js';
import { isOnLeave, reportingLine } from './queries.js';
import { orgToday } from './reads.js';

const on = handlerFor(employeesCalls);

export function employeeHandlers(app: FastifyInstance, db: Db) {
  // The whole row of the employee the call was authorised on (the loader reads only whom it is about).
  const load = async (id: string) => (await findEmployee(db, id))!;
  return [
    on('/employee/getemployee', {
      async handle({ subject, me, now }) {
        const row = await load(subject.id);
        const onLeave = await isOnLeave(db, row.id, await orgToday(db, now));
        return presentUser(row, app.pii, onLeave, allows(me, 'reveal:pii', subject));
      },
    }),

    on('/employee/getreportingline', {
      handle: ({ subject }) => reportingLine(db, subject),
    }),

    on('/employee/revealpersonaldata', {
      async handle({ subject, me }) {
        const row = await load(subject.id);
        await recordAudit(db, me, {
          action: 'reveal',
          entity: 'employee',
          entityId: row.id,
          after: { fields: [...PII_FIELDS] },
        });
        return Object.fromEntries(PII_FIELDS.map((f) => [f, app.pii.open(row[f])])) as Record<
          (typeof PII_FIELDS)[number],
          string
        >;
      },
    }),
  ];
}
