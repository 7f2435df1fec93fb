/** Replies the timesheet's component tests answer with, whole as the server sends them (the fake server checks). */
import { addDays } from '../../../shared/calendar';
import type { Timesheet, TimesheetSaved } from '../contract';

export const ids = {
  anita: '00000000-0000-4000-8000-000000000001',
  suman: '00000000-0000-4000-8000-000000000002',
  web: '10000000-0000-4000-8000-000000000001',
  int: '10000000-0000-4000-8000-000000000002',
  dev: '20000000-0000-4000-8000-000000000001',
  design: '20000000-0000-4000-8000-000000000002',
  support: '20000000-0000-4000-8000-000000000003',
  request: '30000000-0000-4000-8000-000000000001',
};

export const web = { _id: ids.web, code: 'WEB', name: 'Booking website', status: 'active' as const };
export const dev = { _id: ids.dev, name: 'Development', billable: true };

/** A draft week starting `week_start` (a Sunday: Sunday to Friday work 8 hours), with `changes`. */
export function weekOf(week_start: string, changes: Partial<Timesheet> = {}): Timesheet {
  const days = Array.from({ length: 7 }, (_, i) => addDays(week_start, i));
  return {
    employee: { _id: ids.anita, name: 'Anita Gurung' },
    week_start,
    week_end: addDays(week_start, 6),
    status: 'draft',
    note: null,
    submitted_at: null,
    decided_at: null,
    request: null,
    days: days.map((date, i) => ({
      date,
      working: i < 6,
      holiday: null,
      leave: null,
      attended_minutes: i < 6 ? 480 : null,
      expected_minutes: i < 6 ? 480 : 0,
    })),
    rows: [],
    expected_minutes: 6 * 480,
    last_week_rows: 0,
    projects: [
      {
        _id: ids.web,
        code: 'WEB',
        name: 'Booking website',
        start_date: '2026-01-01',
        end_date: null,
        activities: [
          { _id: ids.dev, name: 'Development' },
          { _id: ids.design, name: 'Design' },
        ],
      },
      {
        _id: ids.int,
        code: 'INT',
        name: 'Internal tools',
        start_date: '2026-01-01',
        end_date: null,
        activities: [{ _id: ids.support, name: 'Support' }],
      },
    ],
    can: { edit: true, submit: false, correct: false, withdraw: false },
    ...changes,
  };
}

/** A row of Booking website · Development with `minutes` on the week's first days. */
export const devRow = (week_start: string, ...minutes: number[]) => ({
  project: web,
  activity: dev,
  cells: minutes.map((m, i) => ({ date: addDays(week_start, i), minutes: m, note: null })),
});

/** What saving answers of a week: its rows, status, what copying would add and what one may do. */
export const savedOf = ({ week_start, status, rows, last_week_rows, can }: Timesheet): TimesheetSaved => ({
  week_start,
  status,
  rows,
  last_week_rows,
  can,
});
