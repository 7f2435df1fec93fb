import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { ChangePasswordDialog } from './change-password-dialog';

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!);
}

describe('change password (a form of the form kit)', () => {
  beforeEach(() => saveSession({ token: 't', userId: 'u1' }, false));

  it('checks the shared schema before sending: a short or mismatched password is marked on its field', async () => {
    const server = fakeServer({});
    renderAt(<ChangePasswordDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fill('old-pass', 'short', 'other');
    const next = screen.getByLabelText('New password');
    await waitFor(() => expect(next.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('New password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(server.callsTo('/employee/changepassword')).toHaveLength(0);
  });

  it('shows the server’s refusal once, and sends the body without the confirmation', async () => {
    const server = fakeServer({
      '/employee/changepassword': () =>
        Response.json({ message: 'Current password is incorrect', code: 'bad_request' }, { status: 400 }),
    });
    renderAt(<ChangePasswordDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fill('wrong', 'Another-pass-1', 'Another-pass-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(server.callsTo('/employee/changepassword')[0]?.body).toEqual({
      currentPassword: 'wrong',
      newPassword: 'Another-pass-1',
    });
  });
});
