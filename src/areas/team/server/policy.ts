/**
 * Who sees what on the team screens (rules §13), read from the permissions data of src/shared/permissions.ts:
 * the calendar and the team's day ask here, never the role.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden } from '../../../server/http/errors.js';
import { type Asker, allowsEveryone, roleCan } from '../../../shared/permissions.js';
import type { calendarQuery } from '../calendar-schemas.js';

/** Whether the viewer sees everyone's leave in full, and may open the calendar of everyone. */
export const seesEveryonesLeave = (viewer: Asker) => allowsEveryone(viewer, 'read:leave');

/** Refuses the calendar of everyone to whoever may not read everyone's leave. */
export function authorizeScope(viewer: Asker, scope: z.output<typeof calendarQuery>['scope']) {
  if (scope === 'everyone' && !seesEveryonesLeave(viewer)) throw forbidden();
}

/**
 * Which leave rows (`l`) the viewer sees in full, as SQL: all of them when they see everyone's, else their own
 * and their reports'. The rest show as "off", and only when approved.
 */
export const seesInFull = (viewer: Asker): SQL =>
  seesEveryonesLeave(viewer)
    ? sql`true`
    : sql`(l.employee_id = ${viewer.id}
        or (select m.manager_id from employees m where m.id = l.employee_id) = ${viewer.id})`;

/** Whether the caller leads a team: their direct reports' attendance today. */
export const leadsTeam = (me: Asker) => roleCan(me.role, 'read:attendance', 'team');
