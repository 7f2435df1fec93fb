import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { OvertimePolicyReply } from '../contract';
import { OvertimePolicyCard } from './overtime-policy-card';

// The Labour Act 2074's figures, as shipped (s.28, s.30, s.31).
const shipped: OvertimePolicyReply = {
  daily_cap_minutes: 240,
  weekly_cap_minutes: 1440,
  rate_percent: 150,
  day_threshold_minutes: 480,
  week_threshold_minutes: 2880,
  rest_after_minutes: 300,
  rest_minutes: 30,
  rest_day_work: 'overtime',
  pre_approval: false,
  source: 'Labour Act 2074 (Nepal), sections 28, 30 and 31',
  updated_at: null,
};

function answer() {
  saveSession({ token: 't', userId: 'hr' }, false);
  return fakeServer({
    '/employee/getovertimepolicy': shipped,
    '/employee/saveovertimepolicy': { message: 'Overtime policy saved.' },
  });
}

describe('Settings → Attendance → Overtime', () => {
  it('shows the shipped figures and their source, and saves hr’s change', async () => {
    const server = answer();
    renderAt(<OvertimePolicyCard />);
    const daily = await screen.findByLabelText(/^Most overtime a day/);
    expect(daily).toHaveValue(240);
    expect(screen.getByLabelText(/^Pay rate/)).toHaveValue(150);
    expect(screen.getByText('The shipped figures: not changed yet.')).toBeInTheDocument();
    fireEvent.change(daily, { target: { value: '180' } });
    await userEvent.click(screen.getByLabelText('Overtime must be approved in advance'));
    await userEvent.selectOptions(
      screen.getByLabelText(/^Work on a weekly off or a public holiday/),
      'substitute',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save overtime policy' }));
    await waitFor(() => expect(server.callsTo('/employee/saveovertimepolicy')).toHaveLength(1));
    expect(server.callsTo('/employee/saveovertimepolicy')[0]!.body).toEqual({
      ...shipped,
      updated_at: undefined,
      daily_cap_minutes: 180,
      pre_approval: true,
      rest_day_work: 'substitute',
    });
  });

  it('refuses a daily cap over the weekly one before anything is sent', async () => {
    const server = answer();
    renderAt(<OvertimePolicyCard />);
    const daily = await screen.findByLabelText(/^Most overtime a day/);
    fireEvent.change(daily, { target: { value: '1440' } });
    fireEvent.change(screen.getByLabelText(/^Most overtime a week/), { target: { value: '600' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save overtime policy' }));
    expect(await screen.findByText('The daily cap must not be more than the weekly cap')).toBeInTheDocument();
    expect(server.callsTo('/employee/saveovertimepolicy')).toHaveLength(0);
  });

  it('speaks Nepali to a Nepali reader', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      answer();
      renderAt(<OvertimePolicyCard />);
      expect(await screen.findByText('अतिरिक्त समय')).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'अतिरिक्त समयको नीति सुरक्षित गर्नुहोस्' }),
      ).toBeInTheDocument();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
