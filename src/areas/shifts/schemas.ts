/**
 * Shift types and rosters (issue 42, decision 033): hr's shift types, a roster assignment (who, which days, which
 * shift types in turn, whose weekly offs), and the replies of a person's shifts and a team's roster.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';

/** The longest range one assignment or one read covers, and the most person-days one assignment writes. */
export const ROSTER_MAX_DAYS = 366;
export const ROSTER_MAX_PERSON_DAYS = 50_000;
/** The most people one assignment names by id, and the most turns a rotation has. */
export const ROSTER_MAX_PEOPLE = 2_000;
export const ROTATION_MAX_TURNS = 31;

export const shiftMessages = {
  saved: 'Shift type saved.',
  deleted: 'Shift type deleted.',
  archived: 'Shift type archived: rosters use it, so it is kept for the days it judges.',
  assigned: 'Roster saved.',
  cleared: 'Roster cleared: those days follow the working day again.',
} as const;

const minutes = (field: string, max = 720) =>
  z
    .number({ error: says('field_whole_between', { field, min: 0, max }) })
    .int({ error: says('field_whole_between', { field, min: 0, max }) })
    .min(0, { error: says('field_whole_between', { field, min: 0, max }) })
    .max(max, { error: says('field_whole_between', { field, min: 0, max }) });
const clock = (field: string) =>
  z.string({ error: says('field_time', { field }) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: says('field_time', { field }),
  });
const isoDate = (key: string) => z.iso.date({ error: says('field_date', { field: humanize(key) }) });
const weekdays = (field: string) =>
  z
    .array(
      z
        .number({ error: says('shift_weekdays', { field }) })
        .int()
        .min(0)
        .max(6),
      {
        error: says('shift_weekdays', { field }),
      },
    )
    .max(7, { error: says('shift_weekdays', { field }) })
    .refine((days) => new Set(days).size === days.length, { error: says('shift_weekdays', { field }) });

export const shiftTypeInput = z
  .object({
    _id: idOf('_id', 'shift type id').optional(),
    name: z
      .string({ error: says('field_required', { field: 'Name' }) })
      .trim()
      .min(1, { error: says('field_required', { field: 'Name' }) })
      .max(60, { error: says('field_too_long', { field: 'Name', max: 60 }) }),
    start_time: clock('Start time'),
    end_time: clock('End time'),
    break_minutes: minutes('Break minutes').default(0),
    late_grace_minutes: minutes('Late grace minutes').default(0),
    early_grace_minutes: minutes('Early exit grace minutes').default(0),
    full_day_minutes: minutes('Full day minutes', 1440),
    half_day_minutes: minutes('Half day minutes', 1440),
    weekdays: weekdays('Weekdays').min(1, { error: says('shift_weekdays', { field: 'Weekdays' }) }),
  })
  .strict()
  .refine((s) => s.half_day_minutes <= s.full_day_minutes, {
    path: ['half_day_minutes'],
    error: says('shift_half_over_full'),
  });
export type ShiftTypeInput = z.input<typeof shiftTypeInput>;

export const shiftTypeIdBody = z.object({ _id: idOf('_id', 'shift type id') }).strict();

export const shiftTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  break_minutes: z.number().int(),
  late_grace_minutes: z.number().int(),
  early_grace_minutes: z.number().int(),
  full_day_minutes: z.number().int(),
  half_day_minutes: z.number().int(),
  weekdays: z.array(z.number().int()),
  archived: z.boolean(),
  /** Person-days of rosters it is on. */
  days: z.number().int(),
});
export type ShiftType = z.infer<typeof shiftTypeSchema>;

export const shiftTypesReply = z.object({ shift_types: z.array(shiftTypeSchema) });
export type ShiftTypesReply = z.infer<typeof shiftTypesReply>;
export const shiftMessageReply = z.object({ message: z.string() });

/** Whom an assignment covers: people by id, a manager's direct reports, or a department (exactly one). */
const people = z
  .object({
    employee_ids: z
      .array(idOf('employee_ids', 'employee id'))
      .min(1, { error: says('field_too_few', { field: 'Employee ids', min: 1 }) })
      .max(ROSTER_MAX_PEOPLE, {
        error: says('field_too_many', { field: 'Employee ids', max: ROSTER_MAX_PEOPLE }),
      })
      .optional(),
    manager_id: idOf('manager_id', 'manager id').optional(),
    department: z
      .string()
      .trim()
      .min(1)
      .max(100, { error: says('field_too_long_plain', { field: 'Department' }) })
      .optional(),
  })
  .strict()
  .refine((p) => [p.employee_ids, p.manager_id, p.department].filter((v) => v !== undefined).length === 1, {
    error: says('roster_people_one'),
  });

export const assignRosterBody = z
  .object({
    people,
    from: isoDate('from'),
    to: isoDate('to'),
    /** The shift types in turn; null is a day off. One entry: the same shift every day it repeats on. */
    rotation: z
      .array(idOf('rotation', 'shift type id').nullable())
      .min(1, { error: says('field_too_few', { field: 'Rotation', min: 1 }) })
      .max(ROTATION_MAX_TURNS, {
        error: says('field_too_many', { field: 'Rotation', max: ROTATION_MAX_TURNS }),
      }),
    every: z
      .enum(['day', 'week'], {
        error: says('field_either', { field: 'Every', first: 'day', second: 'week' }),
      })
      .default('week'),
    /** Each person's own weekly offs (0 = Sunday), on top of the shift types' weekdays. */
    weekly_offs: z
      .array(
        z
          .object({ employee_id: idOf('employee_id', 'employee id'), weekdays: weekdays('Weekly offs') })
          .strict(),
      )
      .max(ROSTER_MAX_PEOPLE)
      .default([]),
  })
  .strict()
  .refine((b) => b.from <= b.to, { path: ['to'], error: says('roster_dates_order') });
export type AssignRosterBody = z.input<typeof assignRosterBody>;

/** Clearing a range: the people's days from `from` to `to` go back to the organisation's working day. */
export const clearRosterBody = z
  .object({ people, from: isoDate('from'), to: isoDate('to') })
  .strict()
  .refine((b) => b.from <= b.to, { path: ['to'], error: says('roster_dates_order') });
export type ClearRosterBody = z.input<typeof clearRosterBody>;

export const assignRosterReply = z.object({
  message: z.string(),
  people: z.number().int(),
  days: z.number().int(),
});

const range = {
  from: isoDate('from'),
  to: isoDate('to'),
};
const ordered = <T extends { from: string; to: string }>(b: T) => b.from <= b.to;

export const myShiftsBody = z
  .object({ employee_id: idOf('employee_id', 'employee id').optional(), ...range })
  .strict()
  .refine(ordered, { path: ['to'], error: says('roster_dates_order') });

/** A day's shift as a person reads it: a shift type, the organisation's working day, or a day off. */
export const shiftDaySchema = z.object({
  date: z.string(),
  /** `roster`: assigned; `default`: the organisation's working day (no assignment). */
  source: z.enum(['roster', 'default']),
  /** Null on a day off. */
  shift: z
    .object({
      _id: z.string().nullable(),
      name: z.string().nullable(),
      start_time: z.string(),
      end_time: z.string(),
    })
    .nullable(),
});
export type ShiftDay = z.infer<typeof shiftDaySchema>;
export const myShiftsReply = z.object({ employee_id: z.string(), days: z.array(shiftDaySchema) });

export const rosterBody = z
  .object({
    ...range,
    employee_ids: z
      .array(idOf('employee_ids', 'employee id'))
      .max(ROSTER_MAX_PEOPLE, {
        error: says('field_too_many', { field: 'Employee ids', max: ROSTER_MAX_PEOPLE }),
      })
      .optional(),
    department: z.string().trim().min(1).max(100).optional(),
    /** A manager's direct reports (a manager may name only themself). */
    manager_id: idOf('manager_id', 'manager id').optional(),
  })
  .strict()
  .refine(ordered, { path: ['to'], error: says('roster_dates_order') });
export type RosterBody = z.input<typeof rosterBody>;

export const rosterReply = z.object({
  from: z.string(),
  to: z.string(),
  shift_types: z.array(shiftTypeSchema),
  people: z.array(
    z.object({
      employee: z.object({ _id: z.string(), name: z.string(), department: z.string().nullable() }),
      /** Assigned days only; a date left out is the organisation's working day. Null: a day off. */
      days: z.array(z.object({ date: z.string(), shift_type_id: z.string().nullable() })),
    }),
  ),
});
export type RosterReply = z.infer<typeof rosterReply>;
