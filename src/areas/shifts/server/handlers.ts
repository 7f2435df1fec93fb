/**
 * The shifts area's calls (issue 42): hr's shift types and roster assignments (`manage:shift`, on everyone), a
 * person's own shifts (`read:attendance` on them: themself, their manager, hr) and a roster of a range (a
 * manager's team, hr anyone's; `roster.ts` keeps to what the caller may see); overtime (decision 035): hr's
 * policy (`manage:shift`), a person's day (`read:attendance`), a claim (`create:overtime`, own or hr's).
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { shiftsCalls } from '../contract.js';
import { claimOvertime, getOvertimePolicy, overtimeDay, saveOvertimePolicy } from './overtime.js';
import { assignRoster, clearRoster, myShifts, roster } from './roster.js';
import { deleteShiftType, listShiftTypes, saveShiftType } from './service.js';

const on = handlerFor(shiftsCalls);

export const shiftsHandlers = (db: Db) => [
  on('/employee/getshifttypes', { handle: () => listShiftTypes(db) }),
  on('/employee/saveshifttype', { handle: ({ input, me }) => saveShiftType(db, me, input) }),
  on('/employee/deleteshifttype', {
    handle: ({ input, me, now }) => deleteShiftType(db, me, input._id, now),
  }),
  on('/employee/assignroster', { handle: ({ input, me, now }) => assignRoster(db, me, input, now) }),
  on('/employee/clearroster', { handle: ({ input, me }) => clearRoster(db, me, input) }),
  on('/employee/getmyshifts', { handle: ({ input, subject }) => myShifts(db, subject.id, input) }),
  on('/employee/getroster', { handle: ({ input, me }) => roster(db, me, input) }),
  on('/employee/getovertimepolicy', { handle: () => getOvertimePolicy(db) }),
  on('/employee/saveovertimepolicy', {
    handle: ({ input, me, now }) => saveOvertimePolicy(db, me, input, now),
  }),
  on('/employee/getovertimeday', {
    handle: ({ input, subject }) => overtimeDay(db, subject.id, input.date),
  }),
  on('/employee/claimovertime', {
    handle: ({ input, me, subject, now }) => claimOvertime(db, me, subject, input, now),
  }),
];
