/**
 * The week as the grid edits it before saving: each row's hours as typed (per day) and its notes; what saving
 * sends (the whole week, one call); and the totals the grid shows beside the expected and attended time.
 */
import type { SaveTimesheetInput, Timesheet } from '../contract';
import { projectLabel } from './project-label';
import { hoursText, parseHours } from './timesheet-hours';

export interface DraftRow {
  project: { _id: string; code: string; name: string };
  activity: { _id: string; name: string };
  /** What is typed in each day's cell, by date. */
  hours: Record<string, string>;
  notes: Record<string, string>;
}

export const rowKey = (row: Pick<DraftRow, 'project' | 'activity'>) =>
  `${row.project._id}:${row.activity._id}`;
export const rowName = (row: Pick<DraftRow, 'project' | 'activity'>) =>
  `${projectLabel(row.project)} · ${row.activity.name}`;

/** The server's week as draft rows; `digits` writes the hours in the person's digits. */
export function draftOf(week: Timesheet, digits?: (text: string) => string): DraftRow[] {
  return week.rows.map((row) => ({
    project: { _id: row.project._id, code: row.project.code, name: row.project.name },
    activity: { _id: row.activity._id, name: row.activity.name },
    hours: Object.fromEntries(row.cells.map((c) => [c.date, hoursText(c.minutes, digits)])),
    notes: Object.fromEntries(row.cells.filter((c) => c.note).map((c) => [c.date, c.note as string])),
  }));
}

/** The cells whose text is not hours, as `rowIndex:date`. */
export function badCells(rows: DraftRow[]): Set<string> {
  const bad = new Set<string>();
  rows.forEach((row, i) => {
    for (const [date, text] of Object.entries(row.hours))
      if (parseHours(text) === null) bad.add(`${i}:${date}`);
  });
  return bad;
}

/** What saving sends: every row, with the days that have hours or a note (the others are nothing logged). */
export function saveBody(
  week: Pick<Timesheet, 'week_start'>,
  rows: DraftRow[],
  employee_id?: string,
): SaveTimesheetInput {
  return {
    week_start: week.week_start,
    ...(employee_id ? { employee_id } : {}),
    rows: rows.map((row) => {
      const dates = new Set([...Object.keys(row.hours), ...Object.keys(row.notes)]);
      return {
        project_id: row.project._id,
        activity_id: row.activity._id,
        cells: [...dates]
          .sort()
          .map((date) => ({
            date,
            minutes: parseHours(row.hours[date] ?? '') ?? 0,
            note: row.notes[date]?.trim() || null,
          }))
          .filter((cell) => cell.minutes > 0 || cell.note),
      };
    }),
  };
}

/** A row's minutes in all (cells that are not hours count nothing). */
export const rowMinutes = (row: DraftRow) =>
  Object.values(row.hours).reduce((sum, text) => sum + (parseHours(text) ?? 0), 0);

/** Each day's minutes over the rows. */
export const dayMinutes = (rows: DraftRow[], date: string) =>
  rows.reduce((sum, row) => sum + (parseHours(row.hours[date] ?? '') ?? 0), 0);

/** Whether the draft says something other than the server's week (ignoring how the hours are written). */
export function changed(week: Timesheet, rows: DraftRow[]): boolean {
  return JSON.stringify(saveBody(week, rows).rows) !== JSON.stringify(saveBody(week, draftOf(week)).rows);
}
