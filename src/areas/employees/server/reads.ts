/**
 * What the employees area publishes to other areas and modules (decision 026): the employee a call is about (for
 * `authorizeOn`), the organisation's today, the search box's match, the name order, distinct designations and
 * departments, and how an employee is presented and searched.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import type { AuthContext } from '../../../server/http/auth.js';
import { localDate } from '../../../shared/calendar.js';
import { getSettings } from '../../settings/server/reads.js';
import { typed } from './search-index.js';

export { type EmployeeRow, presentUser } from './presenter.js';
export { idIn, inIndexOrder, searchIndex } from './search-index.js';

/**
 * What authorisation and the areas read of the employee a call is about (the loader for `authorizeOn`); the
 * caller's own comes from their session, so clocking in and out needs no query for it.
 */
export function employeeSubject(db: Db) {
  return async (id: string, caller?: AuthContext) => {
    if (id === caller?.id) return { id, managerId: caller.managerId, dateOfJoining: caller.dateOfJoining };
    const [row] = await db
      .select({ id: employees.id, managerId: employees.managerId, dateOfJoining: employees.dateOfJoining })
      .from(employees)
      .where(eq(employees.id, id));
    return row;
  };
}

/** Today in the organisation's time zone. */
export async function orgToday(db: Db, now: Date): Promise<string> {
  return localDate(now, (await getSettings(db)).timeZone);
}

/** `%` and `_` typed into the search box are matched literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: name, e-mail, designation or employee ID containing the words typed, as one `like` on the
 * lower-cased `search_text` (decision 019). Three letters or more are served by its trigram index; fewer walk
 * the name order until a page is full.
 */
export function textMatch(text: string | undefined): SQL | undefined {
  const q = text && typed(text);
  if (!q) return undefined;
  return sql`${employees.searchText} like lower(${`%${escapeLike(q)}%`})`;
}

/** By name, as every list of people is (served by employees_name_order_idx). */
export const nameOrder = [
  sql`lower(${employees.firstName})`,
  sql`lower(${employees.lastName})`,
  asc(employees.id),
];

/**
 * The distinct designations or departments, skipping from one to the next on the column's index (a few dozen
 * index probes instead of reading every employee on each search). `> ''` leaves out null and empty.
 */
export async function distinctOf(db: Db, column: 'designation' | 'department'): Promise<string[]> {
  const c = sql.identifier(column);
  const rows = await queryRows<{ value: string }>(
    db,
    sql`with recursive d as (
      (select ${c} as value from employees where ${c} > '' order by ${c} limit 1)
      union all
      select (select e.${c} from employees e where e.${c} > d.value order by e.${c} limit 1)
      from d where d.value is not null)
    select value from d where value is not null`,
  );
  return rows.map((r) => r.value);
}
