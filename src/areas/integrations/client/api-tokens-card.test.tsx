import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { type Answers, fakeServer, renderAt } from '../../../client/test/render';
import { ApiTokensCard } from './api-tokens-card';

const payroll = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Payroll export',
  prefix: 'hris_Ab3dE9',
  scopes: ['payroll:read', 'employees:write'],
  allowed_addresses: [],
  expires_at: '2030-04-07T06:00:00Z',
  created_at: '2030-01-07T06:00:00Z',
  created_by: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Sita Sharma' },
  last_used_at: '2030-01-07T08:15:00Z',
  last_used_address: '192.0.2.10',
  revoked_at: null,
  status: 'active' as const,
};
const chat = {
  ...payroll,
  _id: '00000000-0000-4000-8000-0000000000e2',
  name: 'Chat calendar',
  scopes: ['leave:read'],
  last_used_at: null,
  last_used_address: null,
  revoked_at: '2030-01-08T06:00:00Z',
  status: 'revoked' as const,
};
const answers: Answers = {
  '/employee/getapitokens': { tokens: [payroll, chat] },
  '/employee/getapiscopes': {
    areas: [
      { area: 'leave', read: 5, write: 4 },
      { area: 'payroll', read: 9, write: 20 },
      { area: 'overview', read: 1, write: 0 },
    ],
  },
};

describe('Settings → API tokens', () => {
  it('lists each token with its scopes, creator, last use and status; revokes one after asking', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      ...answers,
      '/employee/revokeapitoken': {
        message: 'API token revoked.',
        token: { ...payroll, status: 'revoked', revoked_at: '2030-01-07T09:00:00Z' },
      },
    });
    renderAt(<ApiTokensCard />);
    const table = await screen.findByRole('region', { name: 'API tokens' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Payroll export');
    expect(rows[1]).toHaveTextContent('hris_Ab3dE9…');
    expect(rows[1]).toHaveTextContent('Payroll: Read');
    expect(rows[1]).toHaveTextContent('Employees: Read and write');
    expect(rows[1]).toHaveTextContent('Sita Sharma');
    expect(rows[1]).toHaveTextContent('from 192.0.2.10');
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Never used');
    expect(within(rows[2]!).getByText('Revoked')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Revoke/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Revoke Payroll export' }));
    const ask = await screen.findByRole('dialog', { name: 'Revoke Payroll export?' });
    expect(server.callsTo('/employee/revokeapitoken')).toHaveLength(0);
    const said = vi.spyOn(toast, 'success');
    await user.click(within(ask).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(said).toHaveBeenCalledWith('API token revoked.'));
    expect(server.callsTo('/employee/revokeapitoken').at(-1)?.body).toEqual({ _id: payroll._id });
  });

  it('creates a token with the scopes chosen area by area, and shows its secret once', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const secret = 'hris_Zx81aQ0000000000000000000000000000000000000';
    const server = fakeServer({
      ...answers,
      '/employee/createapitoken': () =>
        Response.json({ token: { ...payroll, name: 'HR to IT' }, secret }, { status: 201 }),
    });
    renderAt(<ApiTokensCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'HR to IT');
    const leave = await within(dialog).findByLabelText('Leave');
    await user.selectOptions(leave, 'write');
    await user.selectOptions(within(dialog).getByLabelText('Payroll'), 'read');
    // An area with no write call offers reading only.
    expect(within(within(dialog).getByLabelText('Overview')).queryByText('Read and write')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Expires in'), '30');
    await user.type(within(dialog).getByLabelText(/^Allowed addresses/), '203.0.113.0/24{enter}10.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the token now' });
    expect(within(shown).getByLabelText('Token for HR to IT')).toHaveValue(secret);
    expect(server.callsTo('/employee/createapitoken').at(-1)?.body).toEqual({
      name: 'HR to IT',
      scopes: ['leave:write', 'payroll:read'],
      expires_in_days: 30,
      allowed_addresses: ['203.0.113.0/24', '10.0.0.1'],
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('says a refusal and sends nothing without a scope', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer(answers);
    renderAt(<ApiTokensCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(server.callsTo('/employee/createapitoken')).toHaveLength(0);
  });

  it('reads in Nepali', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      saveSession({ token: 't', userId: 'hr' }, false);
      fakeServer(answers);
      renderAt(<ApiTokensCard />);
      expect(
        await screen.findByText('API टोकनहरू', { selector: 'h3, [class*="font-semibold"]' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('सक्रिय')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'नयाँ टोकन' })).toBeInTheDocument();
      expect(screen.getByText('तलब: पढ्ने')).toBeInTheDocument();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
