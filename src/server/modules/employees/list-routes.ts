/** hr's views of everyone: the whole list (spec §7), server-side search and paging, the CSV, the dashboard. */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeFilters, type ListedEmployee, listedEmployeeSchema } from '../../../shared/employees.js';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { io } from '../../http/endpoint.js';
import { localeOf } from '../../http/locale.js';
import { employeeCsv } from './csv.js';
import { eachMatching, employeeStats, listManagers, orgToday, searchEmployees } from './queries.js';

/** A JSON array written as it is read; each row goes through the schema, as the serializer would do. */
async function* jsonArray(rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  let chunk = '[';
  let first = true;
  for await (const row of rows) {
    chunk += (first ? '' : ',') + JSON.stringify(listedEmployeeSchema.parse(row));
    first = false;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}]`;
}
const tags = ['employees'];

export const employeeListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getallemployee',
    {
      schema: {
        tags,
        summary: 'Every employee as spec §3’s Listed employee (hr). A `Role` header is ignored.',
        ...io('/employee/getallemployee'),
      },
    },
    async (request, reply) => {
      authorizeEveryone(request, 'read:employee');
      // Streamed a batch at a time, so 10,000 people never sit in memory as one array and one string.
      const rows = eachMatching(db, employeeFilters.parse({}), await orgToday(db, app.now()));
      // A stream is sent as it is (the 200 schema above documents it; the rows were checked by jsonArray).
      const body = Readable.from(jsonArray(rows)) as unknown as ListedEmployee[];
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/employee/searchemployees',
    {
      schema: {
        tags,
        summary:
          'One page of employees (hr): search first name, last name, email, designation; filter by designation and status',
        ...io('/employee/searchemployees'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:employee');
      return searchEmployees(db, request.revisions, request.body, await orgToday(db, app.now()));
    },
  );

  app.post(
    '/employee/exportemployees',
    {
      schema: {
        tags,
        summary: 'employees.csv (hr): the matching employees, streamed',
        produces: ['text/csv'],
        ...io('/employee/exportemployees'),
      },
    },
    async (request, reply) => {
      authorizeEveryone(request, 'read:employee');
      const filters = request.body ?? employeeFilters.parse({});
      const today = await orgToday(db, app.now());
      const locale = await localeOf(db, actor(request).id);
      return sendCsv(reply, 'employees.csv', employeeCsv(eachMatching(db, filters, today), locale));
    },
  );

  app.post(
    '/employee/getmanagers',
    {
      schema: {
        tags,
        summary: 'Active managers and hr, for "Reports to" (hr)',
        ...io('/employee/getmanagers'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'create:employee');
      return { managers: await listManagers(db) };
    },
  );

  app.post(
    '/employee/getemployeestats',
    {
      schema: {
        tags,
        summary: 'The employee dashboard (hr): headcount by state, newest people, headcount per department',
        ...io('/employee/getemployeestats'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:employee');
      return employeeStats(db, await orgToday(db, app.now()));
    },
  );
};
