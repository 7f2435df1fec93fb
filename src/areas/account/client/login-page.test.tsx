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

describe('the code step of two-step sign-in', () => {
  it('asks for a code after a right password, sends it with the challenge, and says a wrong one', async () => {
    const challenge = 'c'.repeat(43);
    const server = fakeServer({
      '/employee/login': { twoStep: { challenge, expiresAt: '2099-01-01T00:00:00.000Z' } },
      '/employee/logintwostep': Response.json(
        { message: 'That code is not right.', code: 'two_step_wrong_code', field: 'code' },
        { status: 401 },
      ),
    });
    renderAt(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'anita@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo123!' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Code from the app, or a recovery code');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.type(code, '123 456');
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not right/);
    expect(server.callsTo('/employee/logintwostep')).toEqual([
      { path: '/employee/logintwostep', body: { challenge, code: '123 456' } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
