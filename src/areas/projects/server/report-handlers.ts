/**
 * The projects area's reports, its chart and the timer (issue 43), served by `registerArea` (area.ts). Anyone may
 * ask for a report (`read:project` in some scope); what it holds is the caller's scope (reports.ts): hr every
 * project's time, a project's manager all of theirs, anyone else their own. A download is audited, as every
 * export is. The timer is always one's own (timer.ts).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, queryRows } from '../../../server/db/client.js';
import { projects } from '../../../server/db/schema.js';
import { handlerFor, type Route } from '../../../server/http/area.js';
import { actor } from '../../../server/http/auth.js';
import { sendCsv } from '../../../server/http/csv.js';
import { refuse } from '../../../server/http/errors.js';
import { localeOf } from '../../../server/http/locale.js';
import { recordAudit } from '../../audit/server/writes.js';
import { projectCalls } from '../contract.js';
import { projectPolicy, seesEveryProject } from './policy.js';
import { reportCsv, reportFilename, reportXlsx } from './report-file.js';
import { projectChart, projectReport, type ReportFilters, type ReportScope } from './reports.js';
import { getTimer, startTimer, stopTimer } from './timer.js';

const on = handlerFor(projectCalls);

const scopeOf = (request: FastifyRequest): ReportScope => {
  const me = actor(request);
  return { viewer: me.id, everyone: seesEveryProject(me) };
};

/** A filter naming a project, client or person that does not exist is a 404, not an empty report. */
async function checkFilters(db: Db, q: ReportFilters) {
  const exists = (id: string | undefined, table: string) =>
    id ? sql`exists (select 1 from ${sql.raw(table)} where id = ${id})` : sql`true`;
  const checks: [SQL, 'project_not_found' | 'project_client_not_found' | 'employee_not_found'][] = [
    [exists(q.project_id, 'projects'), 'project_not_found'],
    [exists(q.client_id, 'project_clients'), 'project_client_not_found'],
    [exists(q.employee_id, 'employees'), 'employee_not_found'],
  ];
  const [row] = await queryRows<Record<string, boolean>>(
    db,
    sql`select ${sql.join(
      checks.map(([check], i) => sql`${check} as ${sql.identifier(`c${i}`)}`),
      sql`, `,
    )}`,
  );
  const missing = checks.find((_, i) => !row?.[`c${i}`]);
  if (missing) throw refuse(404, missing[1]);
}

export function reportHandlers(db: Db): Route[] {
  const seen = projectPolicy(db);
  return [
    on('/employee/getprojectreport', {
      async handle({ input, request }) {
        await checkFilters(db, input);
        return projectReport(db, scopeOf(request), input);
      },
    }),
    on('/employee/exportprojectreport', {
      async handle({ input, me, request, reply }) {
        await checkFilters(db, input);
        const { format, ...filters } = input;
        const report = await projectReport(db, scopeOf(request), filters);
        const locale = await localeOf(db, me.id);
        await recordAudit(db, me, {
          action: 'export_project_report',
          entity: 'project_report',
          after: { ...filters, format, rows: report.rows.length },
        });
        const filename = reportFilename(report, locale, format);
        if (format === 'csv') return sendCsv(reply, filename, reportCsv(report, locale));
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(reportXlsx(report, locale));
      },
    }),
    on('/employee/getprojectchart', {
      find: async (id) => (await db.select().from(projects).where(eq(projects.id, id)))[0],
      // Whoever sees the project sees its chart: hr and its manager whole, a member their own time (projectChart).
      authorize: (request, _capability, found) => seen(actor(request), found),
      handle: ({ input, subject, request }) =>
        projectChart(db, scopeOf(request), subject, {
          from: input.from,
          to: input.to,
          bucket: input.bucket,
        }),
    }),
    on('/employee/gettimer', { handle: ({ me }) => getTimer(db, me.id) }),
    on('/employee/starttimer', { handle: ({ input, me, now }) => startTimer(db, me, input, now) }),
    on('/employee/stoptimer', { handle: ({ me, now }) => stopTimer(db, me, now) }),
  ];
}
