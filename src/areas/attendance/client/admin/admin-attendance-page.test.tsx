import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../../../client/test/render';
import type { DayPageQuery, DayRow } from '../../admin-schemas';
import { AdminAttendancePage } from './admin-attendance-page';

/** A day of 10,000 people (decision 019): the server sends the page asked for, and the count of them all. */
const total = 10_000;
const row = (i: number): DayRow => ({
  employee: {
    _id: `e${i}`,
    name: `Person ${i}`,
    employeeId: `EMP${i}`,
    department: 'Sales',
    designation: null,
  },
  _id: null,
  date: '2030-01-18',
  check_in_time: null,
  check_out_time: null,
  status: 'Absent',
  submitted: false,
  correction: null,
});
const day = (body: DayPageQuery) => {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? total;
  const from = (page - 1) * pageSize;
  return {
    date: '2030-01-18',
    today: '2030-01-18',
    departments: ['Sales'],
    counts: {
      Present: 0,
      Late: 0,
      Absent: total,
      'On Leave': 0,
      'Not checked in': 0,
      'Weekly off': 0,
      Holiday: 0,
    },
    attendance: Array.from({ length: Math.min(pageSize, total - from) }, (_, k) => row(from + k + 1)),
    total,
    page,
    pageSize,
  };
};

describe("hr's attendance of a day", () => {
  it('shows a page of rows out of 10,000 and pages on through them', async () => {
    const server = fakeServer({
      '/employee/getattendance': day,
      '/employee/getflaggedpunches': { punches: [] },
    });
    renderAt(<AdminAttendancePage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51); // the header and 50 people
    expect(screen.getByText('1–50 of 10,000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 200' }));
    expect(await screen.findByText('Person 10000')).toBeInTheDocument();
    expect(screen.getByText('9,951–10,000 of 10,000')).toBeInTheDocument();
    expect(server.callsTo('/employee/getattendance').at(-1)?.body).toMatchObject({ page: 200, pageSize: 50 });
  });
});
