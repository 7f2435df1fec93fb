import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { fakeServer } from '../../test/render';
import { RequireAuth } from './guards';

const me = (role: 'employee' | 'manager' | 'hr') => ({
  user: { _id: 'u1', role, firstName: 'Test', lastName: 'Person' },
  organisation: { companyName: 'Acme', currency: 'NPR', timeZone: 'Asia/Kathmandu' },
  permissions: [],
});

function renderAdminRoute() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Sign in</h1> },
      {
        path: '/admin/settings',
        element: (
          <RequireAuth roles={['hr']}>
            <h1>Settings</h1>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/admin/settings'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the route guard', () => {
  afterEach(() => clearSession());

  it('sends a visitor without a session to sign in', async () => {
    fakeServer({});
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in employee away from an hr route, by the role the server reports', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': me('employee') });
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets hr in', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': me('hr') });
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });
});
