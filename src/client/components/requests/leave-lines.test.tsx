import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../test/render';
import { meOf } from '../../test/replies';
import { LeaveLines } from './leave-lines';

const hours = {
  start_date: '2026-11-20',
  end_date: '2026-11-20',
  start_part: 'hours',
  end_part: 'hours',
  start_time: '10:00',
  end_time: '12:30',
} as const;

describe("a leave request's lines", () => {
  it('says an hour’s leave as the time it is, not as a share of a day (issue 44, item 6)', async () => {
    // An eight-hour working day: 2 h 30 min is 0.3125 of it.
    fakeServer({ '/employee/me': meOf('employee') });
    renderAt(
      <LeaveLines
        start="2026-11-20"
        end="2026-11-20"
        days={1}
        workingDays={0.3125}
        type="Annual"
        reason="Dentist"
        parts={hours}
      />,
    );
    expect(await screen.findByText(/\(2 h 30 min\)/)).toBeInTheDocument();
    expect(screen.queryByText(/0\.3125/)).not.toBeInTheDocument();
    // Its hours in the reader's clock, as every other time on the screen (issue 44, item 6).
    expect(screen.getByText(/10:00 AM–12:30 PM/)).toBeInTheDocument();
  });

  it('keeps whole and half days as working days', async () => {
    fakeServer({ '/employee/me': meOf('employee') });
    renderAt(
      <LeaveLines
        start="2026-11-20"
        end="2026-11-23"
        days={4}
        workingDays={1.5}
        type="Annual"
        reason="Family"
        parts={{ ...hours, end_date: '2026-11-23', start_part: 'afternoon', end_part: 'full' }}
      />,
    );
    expect(await screen.findByText(/\(1\.5 working days\)/)).toBeInTheDocument();
  });
});
