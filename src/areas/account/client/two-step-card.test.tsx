import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { TwoStepCard } from './two-step-card';

const codes = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

describe('the Two-step sign-in card', () => {
  beforeEach(() => saveSession({ token: 't', userId: 'u1' }, false));

  it('sets up with the key and a code, then shows the recovery codes once', async () => {
    const server = fakeServer({
      '/employee/twostep': {
        enabled: false,
        recoveryCodesLeft: 0,
        required: true,
        dueBy: '2099-03-01T00:00:00.000Z',
      },
      '/employee/starttwostep': { uri: 'otpauth://totp/Acme:a%40b.co?secret=ABCD', key: 'ABCD EFGH' },
      '/employee/confirmtwostep': { recoveryCodes: codes },
    });
    renderAt(<TwoStepCard />);
    expect(await screen.findByText(/requires two-step sign-in: set it up by/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByText('ABCD EFGH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/Acme:a%40b.co?secret=ABCD',
    );
    // The QR code is an SVG drawn in the page, named for a screen reader.
    const qr = screen.getByRole('img', { name: 'QR code of the key for your authenticator app' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    // A code that is not six digits is marked on its field before anything is sent.
    const field = screen.getByLabelText('Code from the app');
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('/employee/confirmtwostep')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '123456{Enter}');
    expect(await screen.findByText('Your recovery codes')).toBeInTheDocument();
    for (const code of codes) expect(screen.getByText(code)).toBeInTheDocument();
    expect(server.callsTo('/employee/confirmtwostep')[0]?.body).toEqual({ code: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(codes[0] as string)).toBeNull();
  });

  it('shows it on with the codes left, and turning off asks for the password and a code', async () => {
    const server = fakeServer({
      '/employee/twostep': { enabled: true, recoveryCodesLeft: 7, required: false, dueBy: null },
      '/employee/disabletwostep': Response.json(
        { message: 'Current password is incorrect', code: 'wrong_current_password', field: 'password' },
        { status: 400 },
      ),
    });
    renderAt(<TwoStepCard />);
    expect(await screen.findByText('On. 7 recovery codes left.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(screen.getByLabelText('Current password'), 'nope');
    await userEvent.type(screen.getByLabelText('Code from the app, or a recovery code'), '654321');
    await userEvent.click(dialog.querySelector('button[type=submit]') as HTMLElement);
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(server.callsTo('/employee/disabletwostep')[0]?.body).toEqual({ password: 'nope', code: '654321' });
  });
});
