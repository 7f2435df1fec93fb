import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../../client/test/render';
import { LoginPage } from './login-page';

describe('the forgot-password dialog on the sign-in screen', () => {
  it('sends a reset link without also signing in, starting from the e-mail already typed', async () => {
    const server = fakeServer({
      '/employee/forgotpassword': { message: 'If that email is registered, a reset link has been sent.' },
      '/employee/login': new Response(JSON.stringify({ message: 'Invalid email or password' }), {
        status: 401,
      }),
    });
    renderAt(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'anita@example.com' } });
    // The dialog is its own chunk: its trigger is enabled once it has loaded, which a busy machine may take a while.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeEnabled(), {
      timeout: 10_000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog');
    const field = dialog.querySelector('input[type=email]') as HTMLInputElement;
    expect(field.value).toBe('anita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(/reset link has been sent/)).toBeInTheDocument();
    expect(server.callsTo('/employee/forgotpassword')).toEqual([
      { path: '/employee/forgotpassword', body: { email: 'anita@example.com' } },
    ]);
    expect(server.callsTo('/employee/login')).toEqual([]);
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });
});
