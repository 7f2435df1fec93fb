/**
 * The projects area's own calls (issue 43): hr's clients, projects, activities and members, and the week (read,
 * save, copy, submit). Each is authorised by `registerArea` from the contract; a project found by its id and a
 * week read by someone else are authorised by the rules of policy.ts.
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { actor } from '../../../server/http/auth.js';
import { forbidden, refuse } from '../../../server/http/errors.js';
import { allowsEveryone } from '../../../shared/permissions.js';
import { orgToday } from '../../employees/server/reads.js';
import { projectCalls } from '../contract.js';
import { projectMessages } from '../schemas.js';
import { timesheetMessages } from '../timesheet-schemas.js';
import { managerSeats, projectPolicy, weekView } from './policy.js';
import { findProject, listClients, listProjects, projectDetail, weekPeople } from './queries.js';
import { saveWeek } from './save.js';
import {
  archiveActivity,
  archiveClient,
  archiveProject,
  deleteProject,
  saveActivity,
  saveClient,
  saveProject,
  setMembers,
} from './service.js';
import { copyWeek, submitWeek } from './timesheets.js';
import { canOf, personOf, readWeek } from './week.js';

const on = handlerFor(projectCalls);

export const projectHandlers = (db: Db) => {
  const seen = projectPolicy(db);
  /** The person's week as the caller may read it after a change (the caller changed their own or hr's). */
  const week = async (me: Parameters<typeof readWeek>[1], id: string, weekStart: string) =>
    readWeek(db, me, (await personOf(db, id))!, weekStart);
  return [
    on('/employee/getprojectclients', {
      handle: ({ input, me }) => listClients(db, me, input?.include_archived ?? false),
    }),
    on('/employee/saveprojectclient', { handle: ({ input, me }) => saveClient(db, me, input) }),
    on('/employee/archiveprojectclient', {
      handle: ({ input, me }) => archiveClient(db, me, input._id, input.archived),
    }),
    on('/employee/getprojects', { handle: ({ input, me }) => listProjects(db, me, input) }),
    on('/employee/getproject', {
      find: (id) => findProject(db, id),
      authorize: (request, _capability, found) => seen(actor(request), found),
      handle: async ({ subject, me }) => ({ project: await projectDetail(db, me, subject.id) }),
    }),
    on('/employee/saveproject', {
      handle: async ({ input, me }) => {
        const row = await saveProject(db, me, input);
        return { message: projectMessages.projectSaved, project: await projectDetail(db, me, row.id) };
      },
    }),
    on('/employee/archiveproject', {
      handle: ({ input, me }) => archiveProject(db, me, input._id, input.archived),
    }),
    on('/employee/deleteproject', { handle: ({ input, me }) => deleteProject(db, me, input._id) }),
    on('/employee/saveprojectactivity', { handle: ({ input, me }) => saveActivity(db, me, input) }),
    on('/employee/archiveprojectactivity', {
      handle: ({ input, me }) => archiveActivity(db, me, input._id, input.archived),
    }),
    on('/employee/setprojectmembers', {
      handle: ({ input, me }) => setMembers(db, me, input.project_id, input.add, input.remove),
    }),
    on('/employee/gettimesheet', {
      handle: async ({ input, me, now }) => {
        const person = await personOf(db, input.employee_id ?? me.id);
        if (!person) {
          if (allowsEveryone(me, 'read:timesheet')) throw refuse(404, 'employee_not_found');
          throw forbidden();
        }
        const view = await weekView(db, me, person, await orgToday(db, now));
        const only = view.rows === 'managed' ? view.projectIds : undefined;
        return { timesheet: await readWeek(db, me, person, input.week_start, only) };
      },
    }),
    on('/employee/gettimesheetpeople', {
      handle: async ({ me, now }) => ({
        people: (await weekPeople(db, await managerSeats(db, me, await orgToday(db, now)))).filter(
          (p) => p._id !== me.id,
        ),
      }),
    }),
    on('/employee/savetimesheet', {
      handle: async ({ input, me, subject, now }) => {
        const saved = await saveWeek(db, me, subject.id, input, now);
        return {
          message: saved.correcting ? timesheetMessages.corrected : timesheetMessages.saved,
          timesheet: {
            week_start: input.week_start,
            status: saved.status,
            rows: saved.rows,
            last_week_rows: saved.copyable,
            can: canOf(me, subject, saved.status, saved.rows),
          },
        };
      },
    }),
    on('/employee/copytimesheet', {
      handle: async ({ input, me, subject, now }) => {
        await copyWeek(db, me, subject.id, input.week_start, now);
        return { message: timesheetMessages.copied, timesheet: await week(me, subject.id, input.week_start) };
      },
    }),
    on('/employee/submittimesheet', {
      handle: async ({ input, me, now }) => {
        await submitWeek(db, me, input.week_start, now);
        return { message: timesheetMessages.submitted, timesheet: await week(me, me.id, input.week_start) };
      },
    }),
  ];
};
