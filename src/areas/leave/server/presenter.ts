/** Decides which leave fields leave the server, in the spec's field names. */

import { sql } from 'drizzle-orm';
import { rowFromJson } from '../../../server/db/json.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { formatClock, inclusiveDays } from '../../../shared/calendar.js';
import type { WorkDay } from '../../../shared/leave-policy.js';
import { leaveDays, type MyLeave, type TeamLeave, type YearBalance } from '../schemas.js';

type Calendar = WorkDay;
interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

/** A leave row with the people it names: the employee (and their manager) and whoever decided it. */
export interface LeaveRow {
  leave: typeof leaveRequests.$inferSelect;
  employee: Person & { managerId: string | null };
  decider: Person | null;
}

/**
 * A leave row (the query's `r`) with who decided it (`d`, left-joined on `r.decided_by`) as JSON, for statements
 * that bring a person's leave with other things in one round trip; `leaveRowFromJson` reads it back.
 */
export const leaveJson = sql<LeaveJson>`json_build_object('leave', r, 'decider', case when d.id is not null
  then json_build_object('id', d.id, 'firstName', d.first_name, 'lastName', d.last_name) end)`;
export const leaveWithDecider = sql`${leaveRequests} r left join ${employees} d on d.id = r.decided_by`;
export type LeaveJson = { leave: Record<string, unknown>; decider: Person | null };

/** Who a leave row names as its employee, from a row that has their fields. */
export const personOf = ({ id, firstName, lastName, managerId }: LeaveRow['employee']) => ({
  id,
  firstName,
  lastName,
  managerId,
});

export const leaveRowFromJson = (json: LeaveJson, employee: LeaveRow['employee']): LeaveRow => ({
  leave: rowFromJson(leaveRequests, json.leave),
  employee,
  decider: json.decider,
});

/** Which parts of its first and last days a leave takes, in the API's fields. */
export const partsOf = (
  leave: Pick<typeof leaveRequests.$inferSelect, 'startPart' | 'endPart' | 'startMinute' | 'endMinute'>,
) => ({
  start_part: leave.startPart,
  end_part: leave.endPart,
  start_time: leave.startPart === 'hours' ? formatClock(leave.startMinute) : null,
  end_time: leave.endPart === 'hours' ? formatClock(leave.endMinute) : null,
});

const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`;

function presentFields(row: LeaveRow, calendar: Calendar) {
  const { leave, decider } = row;
  return {
    _id: leave.id,
    leavetype: leave.reason,
    leave_type: leave.leaveType,
    start_date: leave.startDate,
    end_date: leave.endDate,
    status: leave.status,
    createdAt: leave.createdAt.toISOString(),
    days: inclusiveDays(leave.startDate, leave.endDate),
    working_days: leaveDays(leave, calendar),
    ...partsOf(leave),
    decided_by: decider ? { _id: decider.id, name: nameOf(decider) } : null,
    decided_at: leave.decidedAt?.toISOString() ?? null,
    decision_note: leave.decisionNote,
  };
}

export function presentMyLeave(row: LeaveRow, calendar: Calendar): MyLeave {
  return { ...presentFields(row, calendar), employee_id: row.leave.employeeId };
}

export function presentTeamLeave(
  row: LeaveRow,
  calendar: Calendar,
  balance: YearBalance | null,
  can: TeamLeave['can'],
): TeamLeave {
  const { employee } = row;
  return {
    ...presentFields(row, calendar),
    employee_id: {
      _id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      name: nameOf(employee),
    },
    balance,
    can,
  };
}
