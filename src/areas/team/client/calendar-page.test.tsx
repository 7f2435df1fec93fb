/**
 * On a phone the month is an agenda of the days with someone off; a day with more people off than it shows opens
 * that day's list, a page at a time, and takes the focus there.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { localDate } from '../../../shared/calendar';
import type { Role } from '../../../shared/enums';
import { type Permission, rolePermissions } from '../../../shared/permissions';
import type { CalendarEntry } from '../calendar-schemas';
import { CalendarPage } from './calendar-page';

const person = (n: number, date: string): CalendarEntry => ({
  employee: { _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Person ${n}` },
  start_date: date,
  end_date: date,
  leave_type: null,
  status: null,
  request_id: null,
  start_part: 'full',
  end_part: 'full',
  start_time: null,
  end_time: null,
});

describe('the team calendar on a phone', () => {
  afterEach(() => clearSession());

  it("opens a busy day's whole list from the agenda and moves the focus to it", async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const busy = `${localDate(new Date(), 'Asia/Kathmandu').slice(0, 7)}-15`;
    fakeServer({
      '/employee/me': meOf('employee'),
      '/employee/getcalendarfeed': { url: null, created_at: null },
      '/employee/getcalendar': (body) => {
        const single = body.from === body.to;
        const page = body.page ?? 1;
        if (single && body.from !== busy)
          return { days: [], entries: [], page, pageSize: 20, people: 50, department: null };
        return {
          days: [{ date: busy, working: true, holiday: null, off: 45, cover: null }],
          // A range carries the first three of the day; the day alone a page of twenty.
          entries: single
            ? Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => person((page - 1) * 20 + i + 1, busy))
            : [1, 2, 3].map((n) => person(n, busy)),
          page,
          pageSize: single ? 20 : 1,
          people: 50,
          department: null,
        };
      },
    });
    renderAt(<CalendarPage />);
    const more = await screen.findByRole('button', { name: '+42 more' });
    expect(screen.queryByText('Person 20')).not.toBeInTheDocument();
    fireEvent.click(more);
    expect(await screen.findByText('Person 20')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 3 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('region', { name: heading.textContent ?? '' })).not.toHaveClass('hidden');
  });
});

describe('the team calendar’s scopes', () => {
  afterEach(() => clearSession());

  const scopesFor = async (role: Role, permissions: Permission[] = [...rolePermissions[role]]) => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': meOf(role, permissions),
      '/employee/getcalendarfeed': { url: null, created_at: null },
      '/employee/getcalendar': { days: [], entries: [], page: 1, pageSize: 1, people: 0, department: null },
    });
    renderAt(<CalendarPage />);
    // Both decide leave: the type filter shows once the server has said what they may do.
    await screen.findByRole('combobox', { name: 'Leave type' });
    const show = screen.getByRole('combobox', { name: 'Show' });
    return [...(show as HTMLSelectElement).options].map((o) => o.text);
  };

  it('offers everyone’s calendar to whoever may read everyone’s leave, by what the server says they may do', async () => {
    expect(await scopesFor('hr')).toEqual(['My team', 'My department', 'Everyone']);
  });

  it('offers a manager their team and department only', async () => {
    expect(await scopesFor('manager')).toEqual(['My team', 'My department']);
  });

  it('follows the permissions the server sends, not the role', async () => {
    const granted: Permission[] = [...rolePermissions.manager, 'read:leave:any'];
    expect(await scopesFor('manager', granted)).toEqual(['My team', 'My department', 'Everyone']);
  });
});
