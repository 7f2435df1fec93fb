import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { ResetTwoStepButton } from './reset-two-step-button';

describe('hr resets a lost device', () => {
  beforeEach(() => saveSession({ token: 't', userId: 'u1' }, false));

  it('asks first, then resets the person named', async () => {
    const server = fakeServer({
      '/employee/me': meOf('hr', ['reset:two-step:any']),
      '/employee/resettwostep': { message: 'Two-step sign-in of s@example.com was reset.' },
    });
    renderAt(<ResetTwoStepButton employeeId="00000000-0000-4000-8000-0000000000e1" name="Sita Rai" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Sita Rai lost their phone/);
    expect(server.callsTo('/employee/resettwostep')).toHaveLength(0);
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Reset two-step sign-in' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/employee/resettwostep')[0]?.body).toEqual({
      employee_id: '00000000-0000-4000-8000-0000000000e1',
    });
  });

  it('is not there for someone who may not reset', async () => {
    fakeServer({ '/employee/me': meOf('manager', ['approve:leave:team']) });
    renderAt(<ResetTwoStepButton employeeId="00000000-0000-4000-8000-0000000000e1" name="Sita Rai" />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
  });
});
