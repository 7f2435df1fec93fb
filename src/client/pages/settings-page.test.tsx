import { fireEvent, screen, waitFor } from '@testing-library/react';
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
