/**
 * Weekly timesheets (issue 43): a grid of days × (project, activity) rows, minutes and a note per cell, submitted
 * through the approval engine; and the running timer that writes into today's cell. A week starts on the
 * organisation's first working day (`weekStartDay`), so Nepal's Sunday–Friday weeks start on Sunday.
 */
import { z } from 'zod';
import { addDays, weekday } from '../../shared/calendar.js';
import { says } from '../../shared/i18n/refusals.js';
import { dayParts } from '../../shared/leave-policy.js';
import { idOf } from '../../shared/schemas.js';
import { DAY_MINUTES, isoDate, personRef, projectStatuses } from './schemas.js';

export const timesheetStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof timesheetStatuses)[number];
/** Most rows a week may have, and the longest note of a cell. */
export const MAX_ROWS = 50;
export const MAX_CELL_NOTE = 500;
export const MAX_REASON = 500;

/** The people whose weeks the caller opens as a project's manager (or one standing in for them). */
export const timesheetPeopleReply = z.object({ people: z.array(personRef) });

export const timesheetMessages = {
  saved: 'Timesheet saved.',
  corrected: 'Timesheet corrected.',
  copied: 'Last week’s rows copied.',
  submitted: 'Timesheet submitted for approval.',
  timerStarted: 'Timer started.',
  timerStopped: 'Timer stopped: the time is in today’s cell.',
  timerNotRecorded: 'Timer stopped; its time could not be recorded.',
} as const;

/**
 * The weekday (0 Sunday … 6 Saturday) a week starts on: the working day after the longest run of days off (the
 * first such day on a tie); Sunday when every day is a working day or none is.
 */
export function weekStartDay(workingDays: readonly number[]): number {
  const works = (d: number) => workingDays.includes(((d % 7) + 7) % 7);
  let best = 0;
  let longest = 0;
  for (let day = 0; day < 7; day++) {
    if (!works(day) || works(day - 1)) continue;
    let off = 0;
    while (off < 7 && !works(day - 1 - off)) off++;
    if (off > longest) [best, longest] = [day, off];
  }
  return best;
}

/** The first day of the week `date` falls in. */
export const weekStartOf = (date: string, workingDays: readonly number[]) =>
  addDays(date, -((weekday(date) - weekStartDay(workingDays) + 7) % 7));

/** The seven days of the week starting `weekStart`. */
export const weekDays = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

const minutes = z
  .number({ error: says('timesheet_minutes', { max: DAY_MINUTES }) })
  .int({ error: says('timesheet_minutes', { max: DAY_MINUTES }) })
  .min(0, { error: says('timesheet_minutes', { max: DAY_MINUTES }) })
  .max(DAY_MINUTES, { error: says('timesheet_minutes', { max: DAY_MINUTES }) });

const cellNote = z
  .string({ error: says('field_text', { field: 'Note' }) })
  .trim()
  .max(MAX_CELL_NOTE, { error: says('field_too_long', { field: 'Note', max: MAX_CELL_NOTE }) })
  .nullish()
  .transform((v) => v || null);

/** A day of a row: minutes (0 with no note: nothing logged) and a note. */
export const cellInput = z.object({ date: isoDate('date'), minutes, note: cellNote });

export const rowInput = z.object({
  project_id: idOf('project_id', 'project id'),
  activity_id: idOf('activity_id', 'activity id'),
  cells: z
    .array(cellInput)
    .max(7, { error: says('field_too_many', { field: 'Cells', max: 7 }) })
    .refine((cells) => new Set(cells.map((c) => c.date)).size === cells.length, {
      error: says('timesheet_cell_twice'),
    }),
});

/** Whose week: the caller's when left out. */
const whose = { employee_id: idOf('employee_id', 'employee id').optional() };
const week = { week_start: isoDate('week_start') };

/** POST /employee/gettimesheet. */
export const timesheetQuery = z.object({ ...whose, ...week });
export type TimesheetQuery = z.input<typeof timesheetQuery>;

/**
 * POST /employee/savetimesheet: the whole week's rows replace the draft's (one transaction). hr correcting an
 * approved week gives the reason, which the audit log keeps.
 */
export const saveTimesheetBody = z
  .object({
    ...whose,
    ...week,
    rows: z
      .array(rowInput)
      .max(MAX_ROWS, { error: says('field_too_many', { field: 'Rows', max: MAX_ROWS }) }),
    reason: z
      .string({ error: says('field_text', { field: 'Reason' }) })
      .trim()
      .max(MAX_REASON, { error: says('field_too_long', { field: 'Reason', max: MAX_REASON }) })
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.rows.forEach((row, i) => {
      const key = `${row.project_id}:${row.activity_id}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'activity_id'],
          message: says('timesheet_row_twice'),
        });
      seen.add(key);
    });
  });
export type SaveTimesheetInput = z.input<typeof saveTimesheetBody>;
export type SaveTimesheetBody = z.output<typeof saveTimesheetBody>;

/** POST /employee/copytimesheet: last week's rows, without their hours, into this week's draft. */
export const copyTimesheetBody = z.object({ ...whose, ...week });
/** POST /employee/submittimesheet: one's own week, for approval. */
export const submitTimesheetBody = z.object(week);

const projectRefSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(projectStatuses),
});

export const timesheetDaySchema = z.object({
  date: z.string(),
  /** A working day of the organisation's week. */
  working: z.boolean(),
  /** The holiday's name, if the person has one that day. */
  holiday: z.string().nullable(),
  /** Approved leave that day: its type and part (a leave in hours gives its times). */
  leave: z
    .object({
      type: z.string(),
      part: z.enum(dayParts),
      start_time: z.string().nullable(),
      end_time: z.string().nullable(),
    })
    .nullable(),
  /** Minutes between Clock In and Clock Out that day (null: no finished attendance). */
  attended_minutes: z.number().nullable(),
  /** The working minutes expected that day (none on a day off, a holiday or a day of full leave). */
  expected_minutes: z.number(),
});
export type TimesheetDay = z.infer<typeof timesheetDaySchema>;

export const timesheetRowSchema = z.object({
  project: projectRefSchema,
  activity: z.object({ _id: z.string(), name: z.string(), billable: z.boolean() }),
  cells: z.array(z.object({ date: z.string(), minutes: z.number(), note: z.string().nullable() })),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

/** A project the person may add a row for this week: active, a member, dates overlapping the week. */
export const loggableProjectSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  activities: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type LoggableProject = z.infer<typeof loggableProjectSchema>;

export const timesheetSchema = z.object({
  employee: personRef,
  week_start: z.string(),
  week_end: z.string(),
  status: z.enum(timesheetStatuses),
  /** The approver's note of a rejected (or approved) week. */
  note: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The approval request of the week's last submission, and where it stands. */
  request: z
    .object({
      _id: z.string(),
      status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
      current_step: z.number().nullable(),
      steps: z.array(
        z.object({
          position: z.number(),
          status: z.string(),
          approvers: z.array(personRef),
          hr: z.boolean(),
        }),
      ),
    })
    .nullable(),
  days: z.array(timesheetDaySchema),
  /** To a project's manager who is not the person's line manager (nor hr): only the rows of their projects. */
  rows: z.array(timesheetRowSchema),
  /** The week's expected working minutes: the organisation's work day on each working day, less leave and holidays. */
  expected_minutes: z.number(),
  /** Rows copying last week would add (0: nothing to copy). */
  last_week_rows: z.number(),
  /** What the person may add rows for (empty unless the caller may edit). */
  projects: z.array(loggableProjectSchema),
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    /** hr may correct an approved week, with a reason. */
    correct: z.boolean(),
    /** The week waits for approval and the caller may withdraw it (the approval engine's cancel). */
    withdraw: z.boolean(),
  }),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const timesheetReply = z.object({ timesheet: timesheetSchema });
export type TimesheetReply = z.infer<typeof timesheetReply>;
export const timesheetChangeReply = z.object({ message: z.string(), timesheet: timesheetSchema });
/**
 * What saving a week changes of it: its rows as saved, what copying last week would add now, what the caller may
 * do. Its days and the projects one may add rows for stay as the screen read them.
 */
export const timesheetSavedSchema = timesheetSchema.pick({
  week_start: true,
  status: true,
  rows: true,
  last_week_rows: true,
  can: true,
});
export type TimesheetSaved = z.infer<typeof timesheetSavedSchema>;
export const timesheetSaveReply = z.object({ message: z.string(), timesheet: timesheetSavedSchema });
export type TimesheetChangeReply = z.infer<typeof timesheetChangeReply>;

// The timer (one running per person).

export const startTimerBody = z.object({
  project_id: idOf('project_id', 'project id'),
  activity_id: idOf('activity_id', 'activity id'),
});
export const timerSchema = z.object({
  project: z.object({ _id: z.string(), code: z.string(), name: z.string() }),
  activity: z.object({ _id: z.string(), name: z.string() }),
  started_at: z.string(),
});
export type Timer = z.infer<typeof timerSchema>;
export const timerReply = z.object({ timer: timerSchema.nullable() });
export type TimerReply = z.infer<typeof timerReply>;
export const startTimerReply = z.object({ message: z.string(), timer: timerSchema });
/** What stopping added: the minutes, into the cell of this day. */
export const stopTimerReply = z.object({
  message: z.string(),
  date: z.string(),
  minutes: z.number(),
  /** Why the timer's time was not kept (a refusal a save would give: the project archived, the day full), or null. */
  not_recorded: z
    .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
    .nullable(),
});
