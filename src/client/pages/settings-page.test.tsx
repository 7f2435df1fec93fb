import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { fakeServer, renderAt } from '../test/render';
import { settingsOf } from '../test/replies';
import { SettingsPage } from './settings-page';

const settings = settingsOf();

describe('refused settings', () => {
  it('refuses deductions over 100% before sending: the reason once, beside the field; Discard clears it', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const reason = 'Tax and social security together must not exceed 100% of the salary';
    const server = fakeServer({
      '/employee/getsettings': settings,
      '/employee/updatesettings': () =>
        Response.json({ message: reason, code: 'invalid_input', field: 'taxPercent' }, { status: 400 }),
    });
    renderAt(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Tax (%)'), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(1));
    const message = screen.getByText(reason);
    expect(message.closest('div')).toContainElement(screen.getByLabelText('Tax (%)'));
    expect(server.callsTo('/employee/updatesettings')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText(reason)).toBeNull();
    expect(screen.getByLabelText('Tax (%)')).toHaveValue(10);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const reason = 'Company name is already used by another organisation';
    const server = fakeServer({
      '/employee/getsettings': settings,
      '/employee/updatesettings': () =>
        Response.json({ message: reason, code: 'conflict', field: 'companyName' }, { status: 409 }),
    });
    renderAt(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Acme Two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(1));
    expect(screen.getByText(reason).closest('div')).toContainElement(screen.getByLabelText('Company name'));
    expect(server.callsTo('/employee/updatesettings')[0]?.body).toMatchObject({ companyName: 'Acme Two' });
  });
});

describe('the country profile card (issue 40)', () => {
  it("shows Nepal's profile and applies the Other profile after a confirmation", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const applied = settingsOf({
      country: 'XX',
      workingDays: [1, 2, 3, 4, 5],
      currency: 'USD',
      timeZone: 'UTC',
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    const server = fakeServer({
      '/employee/getsettings': settingsOf({ country: 'NP' }),
      '/employee/applycountryprofile': applied,
    });
    renderAt(<SettingsPage />);
    expect(await screen.findByText('This organisation: Nepal')).toBeInTheDocument();
    expect(screen.getByText('Sunday, Monday, Tuesday, Wednesday, Thursday, Friday')).toBeInTheDocument();
    expect(screen.getByText('Shrawan (Bikram Sambat (BS))')).toBeInTheDocument();
    expect(screen.getByText(/^PAN \(Permanent Account Number\), SSF number/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'XX' } });
    expect(screen.getByText('Monday, Tuesday, Wednesday, Thursday, Friday')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the profile of Other?' });
    expect(server.callsTo('/employee/applycountryprofile')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply profile' }));
    await waitFor(() => expect(server.callsTo('/employee/applycountryprofile')).toHaveLength(1));
    expect(server.callsTo('/employee/applycountryprofile')[0]?.body).toEqual({ country: 'XX' });
    expect(await screen.findByText('This organisation: Other')).toBeInTheDocument();
  });
});
