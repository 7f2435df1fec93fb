/** The audit area's calls (hr's view and export of the audit log), served by `registerArea` (server/area.ts). */
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { apiTokens, auditLog, employees } from '../../../server/db/schema.js';
import { handlerFor } from '../../../server/http/area.js';
import { csvFile, sendCsv } from '../../../server/http/csv.js';
import { localeOf, wordsOf } from '../../../server/http/locale.js';
import { addDays } from '../../../shared/calendar.js';
import { auditCalls, type auditQuery } from '../contract.js';

type Filters = Omit<ReturnType<typeof auditQuery.parse>, 'page' | 'pageSize'>;

function where(f: Filters): SQL | undefined {
  return and(
    f.actor_id ? eq(auditLog.actorId, f.actor_id) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.from ? gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLog.at, new Date(`${addDays(f.to, 1)}T00:00:00Z`)) : undefined,
  );
}

const actorName = sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`;

function select(db: Db, f: Filters) {
  return db
    .select({ entry: auditLog, actorName, integrationName: apiTokens.name })
    .from(auditLog)
    .leftJoin(employees, eq(employees.id, auditLog.actorId))
    .leftJoin(apiTokens, eq(apiTokens.id, auditLog.integrationId))
    .where(where(f))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

const on = handlerFor(auditCalls);

export const auditHandlers = (db: Db) => [
  on('/employee/getauditlog', {
    async handle({ input }) {
      const { page, pageSize, ...filters } = input;
      const [rows, [total], entities] = await Promise.all([
        select(db, filters)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(auditLog).where(where(filters)),
        db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
      ]);
      return {
        entries: rows.map(({ entry, actorName, integrationName }) => ({
          _id: entry.id,
          at: entry.at.toISOString(),
          actor: entry.actorId ? { _id: entry.actorId, name: actorName ?? 'Unknown' } : null,
          integration: entry.integrationId
            ? { _id: entry.integrationId, name: integrationName ?? entry.integrationId }
            : null,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
          requestId: entry.requestId,
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
        entities: entities.map((e) => e.entity),
      };
    },
  }),

  on('/employee/exportauditlog', {
    async handle({ input, me, reply }) {
      const [rows, locale] = await Promise.all([select(db, input).limit(100_000), localeOf(db, me.id)]);
      // Headers and who acted in the reader's language (rules §9); times stay ISO instants, as the log keeps them.
      const { csv } = wordsOf(locale);
      const header = [
        csv.time,
        csv.actor,
        csv.action,
        csv.entity,
        csv.entityId,
        csv.before,
        csv.after,
        csv.requestId,
      ];
      const cells = rows.map(({ entry, actorName, integrationName }) => [
        entry.at.toISOString(),
        // A change an integration made names the person who gave it its token, then the token (decision 036).
        [actorName ?? (entry.actorId ? csv.unknown : csv.system), integrationName]
          .filter(Boolean)
          .join(' · '),
        entry.action,
        entry.entity,
        entry.entityId ?? '',
        entry.before === null ? '' : JSON.stringify(entry.before),
        entry.after === null ? '' : JSON.stringify(entry.after),
        entry.requestId ?? '',
      ]);
      return sendCsv(reply, 'audit-log.csv', csvFile(header, cells));
    },
  }),
];
