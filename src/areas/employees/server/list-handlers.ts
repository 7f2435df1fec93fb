/** hr's views of everyone: the whole list (spec §7), server-side search and paging, the CSV, the dashboard. */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { sendCsv } from '../../../server/http/csv.js';
import { localeOf } from '../../../server/http/locale.js';
import { orgNamer, readOrgLists } from '../../organisation/server/reads.js';
import { employeesCalls } from '../contract.js';
import { employeeFilters, type ListedEmployee, listedEmployeeSchema } from '../list-schemas.js';
import { employeeCsv } from './csv.js';
import { eachMatching, employeeStats, listManagers, searchEmployees } from './queries.js';
import { orgToday } from './reads.js';

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

const on = handlerFor(employeesCalls);

/** The spec's listed employees of a stream of matches (its shape has no manager). */
async function* listedOf(rows: ReturnType<typeof eachMatching>) {
  for await (const { listed } of rows) yield listed;
}

export const employeeListHandlers = (app: FastifyInstance, db: Db) => [
  on('/employee/getallemployee', {
    async handle({ reply }) {
      // Streamed a batch at a time, so 10,000 people never sit in memory as one array and one string.
      const rows = listedOf(eachMatching(db, employeeFilters.parse({}), await orgToday(db, app.now())));
      // A stream is sent as it is (the 200 schema documents it; the rows were checked by jsonArray).
      const body = Readable.from(jsonArray(rows)) as unknown as ListedEmployee[];
      return reply.type('application/json; charset=utf-8').send(body) as unknown as ListedEmployee[];
    },
  }),

  on('/employee/searchemployees', {
    async handle({ input, request }) {
      return searchEmployees(db, request.revisions, input, await orgToday(db, app.now()));
    },
  }),

  on('/employee/exportemployees', {
    async handle({ input, me, reply }) {
      const filters = input ?? employeeFilters.parse({});
      const today = await orgToday(db, app.now());
      const locale = await localeOf(db, me.id);
      const named = orgNamer(await readOrgLists(db), locale.language);
      return sendCsv(reply, 'employees.csv', employeeCsv(eachMatching(db, filters, today), locale, named));
    },
  }),

  on('/employee/getmanagers', {
    handle: async () => ({ managers: await listManagers(db) }),
  }),

  on('/employee/getemployeestats', {
    handle: async () => employeeStats(db, await orgToday(db, app.now())),
  }),
];
