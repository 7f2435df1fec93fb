/**
 * What the team area publishes to other areas' server code: the cover a leave request would leave its team, and
 * who else of the requester's team is off on its dates.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';

export { coverShortfall } from './calendar.js';

export interface TeamOff {
  name: string;
  start_date: string;
  end_date: string;
}

/**
 * For each of these leave requests, the requester's teammates (the same manager's other reports) with approved
 * leave overlapping its dates, by start: what an approver weighs, with or without a cover minimum. One statement.
 */
export async function teamOff(db: Pick<Db, 'execute'>, leaveIds: string[]): Promise<Map<string, TeamOff[]>> {
  const off = new Map<string, TeamOff[]>(leaveIds.map((id) => [id, []]));
  if (leaveIds.length === 0) return off;
  const rows = await queryRows<TeamOff & { request_id: string }>(
    db,
    sql`select r.id as request_id, e.first_name || ' ' || e.last_name as name,
        to_char(o.start_date, 'YYYY-MM-DD') as start_date, to_char(o.end_date, 'YYYY-MM-DD') as end_date
      from ${leaveRequests} r
      join ${employees} asker on asker.id = r.employee_id
      join ${employees} e on e.manager_id = asker.manager_id and e.id <> asker.id
      join ${leaveRequests} o on o.employee_id = e.id and o.status = 'approved'
        and o.start_date <= r.end_date and o.end_date >= r.start_date
      where r.id in ${sql`(${sql.join(
        leaveIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`}
      order by o.start_date, name`,
  );
  for (const { request_id, ...person } of rows) off.get(request_id)?.push(person);
  return off;
}
