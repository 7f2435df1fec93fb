/** Settings → Bikram Sambat calendar, and the BS picker's note on a year hr has not confirmed (decision 028). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BsCalendar } from '../../../client/components/ui/bs-calendar';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { builtInBsYears, installBsYears } from '../../../shared/bs';
import { BsCalendarCard } from './bs-calendar-card';

const table = builtInBsYears.map((y) => ({
  year: y.year,
  months: [...y.months],
  confirmed: y.year <= 2083,
  source: 'built-in table (nepali-date-converter)',
  updated_at: '2026-11-28T00:00:00.000Z',
}));

afterEach(() => {
  installBsYears(builtInBsYears);
  vi.useRealTimers();
});

describe('the Bikram Sambat calendar card', () => {
  it('lists the years around today with which are confirmed, and sends a year’s corrected lengths', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T06:00:00Z'), toFake: ['Date'] }); // Mangsir 2083
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/me': meOf('hr', ['manage:calendar:any']),
      '/employee/getbsyears': { years: table },
      '/employee/savebsyear': { message: 'Calendar year saved.' },
    });
    renderAt(<BsCalendarCard />);
    const row2084 = (await screen.findByRole('rowheader', { name: '2084' })).closest('tr')!;
    expect(within(row2084).getByText('Not yet confirmed')).toBeInTheDocument();
    const row2083 = screen.getByRole('rowheader', { name: '2083' }).closest('tr')!;
    expect(within(row2083).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      '2081',
      '2082',
      '2083',
      '2084',
      '2085',
      '2086',
    ]);

    fireEvent.click(within(row2084).getByRole('button', { name: 'Correct BS 2084' }));
    const baisakh = await screen.findByLabelText(/Baisakh/);
    expect(baisakh).toHaveValue(31);
    // A month of 33 days is no BS month's: refused beside the field, nothing sent.
    fireEvent.change(baisakh, { target: { value: '33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Each month of a Bikram Sambat year has 29 to 32 days'),
    ).toBeInTheDocument();
    expect(server.callsTo('/employee/savebsyear')).toHaveLength(0);

    fireEvent.change(baisakh, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/Source/), { target: { value: 'Calendar committee, 2084' } });
    fireEvent.click(screen.getByLabelText(/confirm the year/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('/employee/savebsyear')).toHaveLength(1));
    expect(server.callsTo('/employee/savebsyear')[0]?.body).toEqual({
      year: 2084,
      months: [30, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31],
      source: 'Calendar committee, 2084',
      confirmed: true,
    });
  });
});

describe('the BS picker', () => {
  const picker = (today: string) =>
    renderAt(<BsCalendar today={today} workingDays={[0, 1, 2, 3, 4, 5]} holidays={[]} onSelect={() => {}} />);

  it('says a month’s year is not yet confirmed, and says nothing for a confirmed year', () => {
    installBsYears(table);
    picker('2028-06-01'); // Jestha 2085
    expect(screen.getByText('Calendar for 2085 not yet confirmed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the Previous Month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to the Previous Month' }));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Chaitra');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2084');
    expect(screen.getByText('Calendar for 2084 not yet confirmed')).toBeInTheDocument();
  });

  it('draws a corrected month with its new number of days', () => {
    installBsYears(table);
    picker('2026-11-28');
    expect(screen.queryByText(/not yet confirmed/)).toBeNull();
    // Mangsir 2083 has 29 days in the table; corrected to 30 (and Poush to 29), the grid has a 30th.
    expect(screen.queryByRole('button', { name: /^30 Mangsir 2083/ })).toBeNull();
    installBsYears(
      table.map((y) =>
        y.year === 2083 ? { ...y, months: y.months.map((d, i) => (i === 7 ? 30 : i === 8 ? 29 : d)) } : y,
      ),
    );
    picker('2026-11-29');
    expect(screen.getByRole('button', { name: /^30 Mangsir 2083/ })).toBeInTheDocument();
  });
});
