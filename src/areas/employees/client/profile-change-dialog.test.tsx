import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMe } from '../../../client/components/layout/use-me';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf, orgChoicesOf } from '../../../client/test/replies';
import type { MeReply } from '../../../shared/auth';
import { ProfileChangeDialog } from './profile-change-dialog';

const me = meOf('employee');
/** Serves `me` on `country`'s profile; the request answers a refusal, so the dialog stays open to read. */
const serve = (country: 'NP' | 'XX') => {
  saveSession({ token: 't', userId: 'u1' }, false);
  return fakeServer({
    '/employee/me': { ...me, organisation: { ...me.organisation, country } },
    '/employee/requestprofilechange': () =>
      Response.json({ message: 'Try later', code: 'internal' }, { status: 503 }),
  });
};
const open = async () => {
  renderAt(<ProfileChangeDialog user={me.user} pending={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Propose a change' }));
  return screen.findByRole('dialog');
};

describe('proposing a change of identity numbers (issue 40)', () => {
  it("offers the Nepal profile's numbers, blank, and sends only the ones typed, as the form writes them", async () => {
    const server = serve('NP');
    const dialog = await open();
    const pan = await within(dialog).findByLabelText('PAN (Permanent Account Number)');
    expect(pan).toHaveValue('');
    expect(pan).toHaveAccessibleDescription('Not shown here: leave blank to keep the number HR has.');
    expect(within(dialog).getByLabelText('SSF number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Citizenship certificate number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('National identity number (NIN)')).toBeInTheDocument();
    const district = within(dialog).getByLabelText('Citizenship issuing district');
    expect(district.querySelectorAll('option')).toHaveLength(78);
    await userEvent.type(pan, '301-234-568');
    await userEvent.selectOptions(district, 'Kaski');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.callsTo('/employee/requestprofilechange')).toHaveLength(1));
    expect(server.callsTo('/employee/requestprofilechange')[0]?.body).toEqual({
      pan: '301234568',
      citizenshipDistrict: 'Kaski',
    });
  });

  it('refuses a PAN that is not nine digits beside the field, and sends nothing', async () => {
    const server = serve('NP');
    const dialog = await open();
    const pan = await within(dialog).findByLabelText('PAN (Permanent Account Number)');
    await userEvent.type(pan, '30123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(pan).toHaveAttribute('aria-invalid', 'true'));
    expect(pan).toHaveAccessibleDescription(/PAN must be exactly 9 digits/);
    expect(server.callsTo('/employee/requestprofilechange')).toHaveLength(0);
  });

  it('offers no identity numbers on a profile without them', async () => {
    serve('XX');
    const dialog = await open();
    expect(await within(dialog).findByLabelText('Address')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByLabelText(/PAN/)).toBeNull());
    expect(within(dialog).queryByLabelText('Citizenship issuing district')).toBeNull();
    expect(within(dialog).getByLabelText('Bank account')).toBeInTheDocument();
  });
});

/** The profile page's part that matters here: the dialog drawn from `me` as the query holds it now. */
let client: QueryClient | undefined;
function Profile() {
  client = useQueryClient();
  const user = useMe().data?.user;
  return user ? <ProfileChangeDialog user={user} pending={false} /> : null;
}

describe('proposing a change while hr renames the bank', () => {
  it('shows the bank by its new name, keeps what was typed, and sends no bank change', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    let bank = 'Nabil Bank';
    const mine = (): MeReply => ({
      ...me,
      user: { ...me.user, payrollInfo: { ...me.user.payrollInfo, bank } },
    });
    const server = fakeServer({
      '/employee/me': () => mine(),
      '/employee/getorgchoices': () => orgChoicesOf({ bank: [bank, 'Himalayan Bank'] }),
      '/employee/requestprofilechange': () =>
        Response.json({ message: 'Try later', code: 'internal' }, { status: 503 }),
    });
    renderAt(<Profile />);
    await userEvent.click(await screen.findByRole('button', { name: 'Propose a change' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Bank');
    await waitFor(() => expect(select).toHaveDisplayValue('Nabil Bank'));
    const address = within(dialog).getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, 'Pokhara');

    // hr renames the bank; the profile and the lists are read again while the dialog is open.
    bank = 'Nabil Bank Limited';
    await act(() => client!.invalidateQueries());
    await waitFor(() => expect(select).toHaveDisplayValue('Nabil Bank Limited'));
    expect(within(select).queryByRole('option', { name: 'Nabil Bank' })).toBeNull();
    expect(address).toHaveValue('Pokhara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.callsTo('/employee/requestprofilechange')).toHaveLength(1));
    expect(server.callsTo('/employee/requestprofilechange')[0]?.body).toEqual({ address: 'Pokhara' });
  });
});
