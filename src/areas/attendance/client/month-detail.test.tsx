import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { localDate } from '../../../shared/calendar';
import type { TodayReply } from '../schemas';
import { useTodayAttendance } from './attendance-api';
import { MonthDetail } from './month-detail';

describe('the month detail', () => {
  it('shows each day’s worked hours and the month’s total (issue 44, item 9)', async () => {
    answer();
    renderAt(<MonthDetail month="2026-11" backLabel="Back" onBack={() => {}} />);
    expect(await screen.findByRole('columnheader', { name: 'Worked' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '8 h 30 min' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '8 h 45 min' })).toBeInTheDocument();
    expect(screen.getByText('Worked in November 2026: 17 h 15 min')).toBeInTheDocument();
  });

  it('names the month and its days as the reader reads them, never 2026-11 (issue 44, items 5 and 6)', async () => {
    answer();
    renderAt(<MonthDetail month="2026-11" backLabel="Back" onBack={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Attendance for November 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Nov 2, 2026 Mon' })).toBeInTheDocument();
    expect(screen.queryByText(/2026-11/)).toBeNull();
  });

  it('to a Nepali reader of BS, in BS months and Devanagari digits', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      answer();
      renderAt(<MonthDetail month="2026-11" backLabel="Back" onBack={() => {}} />);
      // November 2026 runs from 15 Kartik to 15 Mangsir 2083; 2 November is 16 Kartik.
      expect(await screen.findByRole('heading', { name: 'कात्तिक–मंसिर २०८३ को हाजिरी' })).toBeInTheDocument();
      expect(await screen.findByRole('cell', { name: /^कात्तिक १६, २०८३/ })).toBeInTheDocument();
      expect(screen.queryByText(/२०२६/)).toBeNull();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});

/** Today's card of the attendance page: another of its attendance reads. */
function TodayCard() {
  useTodayAttendance();
  return null;
}

describe('submitting the month', () => {
  it('says it is submitted even when the month shows it before every other refresh has come back', async () => {
    const month = localDate(new Date(), 'Asia/Kathmandu').slice(0, 7);
    const said = vi.spyOn(toast, 'success');
    let submitted = false;
    // After the submission, today's card (another of the page's attendance reads) answers only when let go: the
    // month's own read has already come back submitted, so the button that asked is gone by then.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const today = (): Promise<TodayReply> | TodayReply => {
      const reply = {
        date: `${month}-01`,
        submitted,
        on_leave: false,
        attendance: null,
        ask_location: false,
      };
      return submitted ? held.then(() => reply) : reply;
    };
    saveSession({ token: 't', userId: '00000000-0000-4000-8000-000000000001' }, false);
    fakeServer({
      '/employee/me': meOf('employee'),
      '/employee/getmyattendance': () => ({
        message: 'Attendance records retrieved successfully.' as const,
        month,
        submitted,
        attendance: [],
      }),
      '/employee/gettodayattendance': today,
      '/employee/submitattendance': () => {
        submitted = true;
        return { message: 'Attendance submitted.', month, submitted_at: new Date().toISOString() };
      },
    });
    renderAt(
      <>
        <TodayCard />
        <MonthDetail month={month} backLabel="Back" onBack={() => {}} />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Submission' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Attendance' })).toBeNull();
    letGo();
    await waitFor(() =>
      expect(said).toHaveBeenCalledWith('Attendance submitted successfully.', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    said.mockRestore();
  });
});

function answer() {
  saveSession({ token: 't', userId: '00000000-0000-4000-8000-000000000001' }, false);
  fakeServer({
    '/employee/me': meOf('employee'),
    '/employee/getmyattendance': {
      message: 'Attendance records retrieved successfully.',
      month: '2026-11',
      submitted: false,
      attendance: [
        // 09:00 to 17:30 and 09:15 to 18:00 in Kathmandu (UTC+5:45); a day without its check-out counts nothing.
        {
          _id: 'a',
          date: '2026-11-02',
          check_in_time: '2026-11-02T03:15:00.000Z',
          check_out_time: '2026-11-02T11:45:00.000Z',
          status: 'Present',
        },
        {
          _id: 'b',
          date: '2026-11-03',
          check_in_time: '2026-11-03T03:30:00.000Z',
          check_out_time: '2026-11-03T12:15:00.000Z',
          status: 'Late',
        },
        {
          _id: 'c',
          date: '2026-11-04',
          check_in_time: '2026-11-04T03:15:00.000Z',
          check_out_time: null,
          status: 'Present',
        },
      ],
    },
  });
}
